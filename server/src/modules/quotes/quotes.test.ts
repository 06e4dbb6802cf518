import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DealEntity } from '../deals/deal.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeContact, makeOrganization, makeRoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { QuoteVersionEntity } from './quote-version.entity';
import { prefillQuote, QUOTE_OPERATION_FIELDS } from '@crm/domain';

// Rendering PDFs on a shared 2-core machine: the project-level testTimeout is not applied when jest runs several projects.
jest.setTimeout(30000);

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t, { venta: 'Valeria Venta' }));
});
afterAll(() => t.close());

async function makeDeal(): Promise<DealEntity> {
  const stage = (await t.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
  const org = await makeOrganization(t, { name: `Importadora Ñandutí ${Math.random().toString(36).slice(2, 7)}` });
  const contact = await makeContact(t, { name: 'Ana Pérez', orgId: org.id });
  const repo = t.ds.getRepository(DealEntity);
  const res = await repo.insert({ title: 'Operación con presupuesto', pipelineId: stage.pipelineId, stageId: stage.id, orgId: org.id, contactId: contact.id });
  const id = Number(res.identifiers[0].id);
  await repo.update({ id }, { reference: `OP-${String(id).padStart(6, '0')}` });
  return repo.findOneByOrFail({ id });
}

/** Text of a PDF through poppler's pdftotext, whitespace runs folded to one space. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'quote-pdf-'));
  const file = join(dir, 'q.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** The images embedded in a PDF (poppler's pdfimages -list): width × height of each. */
function pdfImages(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'quote-img-'));
  const file = join(dir, 'q.pdf');
  writeFileSync(file, pdf);
  const lines = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return lines.map((l) => l.trim().split(/\s+/).slice(3, 5).join('x'));
}

/** The fonts a PDF uses (poppler's pdffonts): name and whether it is embedded. */
function pdfFonts(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'quote-fonts-'));
  const file = join(dir, 'q.pdf');
  writeFileSync(file, pdf);
  const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return lines.map((l) => {
    const cols = l.trim().split(/\s+/);
    return `${cols[0].replace(/^[A-Z]{6}\+/, '')} emb=${cols[cols.length - 5]}`;
  });
}

/** supertest: collect the binary body. */
const binary = (res: { on: (ev: string, cb: (chunk?: Buffer) => void) => void; setEncoding: (e: string) => void }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.setEncoding('binary');
  res.on('data', (c) => chunks.push(Buffer.from(c as unknown as string, 'binary')));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

const SAVE = `mutation($dealId: Int!, $input: QuoteInput!) {
  saveDealQuote(dealId: $dealId, input: $input) {
    id dealId versionNo createdAt createdByName totalUsd pdfUrl fileName
    quote { cliente referencia tipoTransporte pesoBrutoKg queIncluye queNoIncluye items { cantidad servicio moneda precio impuesto total } }
  }
}`;

const baseInput = (reference: string) => ({
  cliente: 'Importadora Ñandutí SA',
  contacto: 'Ana Pérez',
  fecha: '2026-11-22',
  referencia: reference,
  incoterms: 'FOB',
  tipoOperacion: 'IMPORTACION',
  tipoTransporte: 'AEREO',
  tipoEnvio: 'LCL',
  ciudadOrigen: 'Miami',
  aeropuertoOrigen: 'MIA',
  ciudadDestino: 'Asunción',
  pesoBrutoKg: 150.5,
  volumenM3: 1.25,
  mercaderia: 'Repuestos',
  seguroMontoUsd: 5000,
  items: [
    { cantidad: 0, servicio: 'FLETE AEREO', observacion: 'MIA-ASU', moneda: 'USD', precio: 1234.5, impuesto: 'EXENTA' },
    { cantidad: 2, servicio: 'HANDLING', precio: 50 },
    { cantidad: 1, servicio: 'SEGURO DE CARGA', precio: 35.75, impuesto: '10%' },
  ],
  validezOferta: '15 DIAS',
  queIncluye: ['Flete aéreo', 'flete AÉREO', 'Seguro'],
  queNoIncluye: ['Impuestos en destino'],
});

describe('GraphQL saveDealQuote / dealQuotes / dealQuote', () => {
  test('saving writes the confirmed quote fields as deal custom fields (one key per fact) and a numbered version with the recomputed TOTAL USD', async () => {
    const deal = await makeDeal();
    const res = await gql(t, SAVE, { dealId: deal.id, input: { ...baseInput(deal.reference!), operationFields: QUOTE_OPERATION_FIELDS } }, venta.token);
    expect(res.errors).toBeUndefined();
    const v = res.data!.saveDealQuote;
    expect(v).toMatchObject({
      dealId: deal.id,
      versionNo: 1,
      createdByName: 'Valeria Venta',
      totalUsd: 1370.25,
      pdfUrl: `/api/deals/${deal.id}/quote.pdf?version=1`,
      fileName: `${deal.reference} - AER - LCL - MIA - ASU - 150,5 kg - 1,25 m3 - Repuestos.pdf`,
    });
    expect(v.quote.queIncluye).toEqual(['Flete aéreo', 'Seguro']);
    expect(v.quote.items).toEqual([
      { cantidad: null, servicio: 'FLETE AEREO', moneda: 'USD', precio: 1234.5, impuesto: 'EXENTA', total: 1234.5 },
      { cantidad: 2, servicio: 'HANDLING', moneda: 'USD', precio: 50, impuesto: 'EXENTA', total: 100 },
      { cantidad: 1, servicio: 'SEGURO DE CARGA', moneda: 'USD', precio: 35.75, impuesto: '10%', total: 35.75 },
    ]);

    const fields = await t.ds.getRepository(DealCustomFieldEntity).find({ where: { dealId: deal.id } });
    const by = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(Object.keys(by).sort()).toEqual(
      [
        'aeropuerto_destino', 'aeropuerto_origen', 'aseguradora', 'ciudad_destino', 'ciudad_origen', 'condicion_venta', 'forma_pago', 'incoterm',
        'mercaderia', 'observaciones', 'pais_destino', 'pais_origen', 'peso_bruto', 'plazo_credito', 'que_incluye', 'que_no_incluye', 'seguro_monto_usd',
        'tipo_seguro', 'tipo_carga', 'tipo_operacion', 'modalidad_carga', 'validez_oferta', 'vol_m3',
      ].sort(),
    );
    expect(by.que_incluye.value).toBe('Flete aéreo\nSeguro');
    expect(by.peso_bruto).toMatchObject({ type: 'text', value: '150,5' });
    expect(by.incoterm).toMatchObject({ type: 'select', value: 'FOB' });
    expect(by.tipo_operacion.value).toBe('IMPORT');
    expect(by.validez_oferta.value).toBe('15 DIAS');
    expect(by.aseguradora.value).toBeNull();

    // A second save upserts the same keys (no duplicates) and becomes version 2.
    const second = await gql(t, SAVE, { dealId: deal.id, input: { ...baseInput(deal.reference!), incoterms: 'EXW', items: [{ servicio: 'FLETE', precio: 10 }], operationFields: ['incoterms'] } }, ops.token);
    expect(second.data!.saveDealQuote).toMatchObject({ versionNo: 2, totalUsd: 10 });
    expect(await t.ds.getRepository(DealCustomFieldEntity).countBy({ dealId: deal.id })).toBe(23);
    expect((await t.ds.getRepository(DealCustomFieldEntity).findOneByOrFail({ dealId: deal.id, key: 'incoterm' })).value).toBe('EXW');

    const list = await gql(t, `query($id: Int!) { dealQuotes(dealId: $id) { versionNo totalUsd createdByName quote { incoterms items { servicio } } } }`, { id: deal.id }, viewer.token);
    expect(list.data!.dealQuotes.map((q: { versionNo: number; totalUsd: number }) => [q.versionNo, q.totalUsd])).toEqual([
      [2, 10],
      [1, 1370.25],
    ]);
    const latest = await gql(t, `query($id: Int!) { dealQuote(dealId: $id) { versionNo quote { incoterms } } }`, { id: deal.id }, viewer.token);
    expect(latest.data!.dealQuote).toEqual({ versionNo: 2, quote: { incoterms: 'EXW' } });
    const first = await gql(t, `query($id: Int!) { dealQuote(dealId: $id, version: 1) { versionNo quote { incoterms items { servicio } } } }`, { id: deal.id }, viewer.token);
    expect(first.data!.dealQuote).toEqual({ versionNo: 1, quote: { incoterms: 'FOB', items: [{ servicio: 'FLETE AEREO' }, { servicio: 'HANDLING' }, { servicio: 'SEGURO DE CARGA' }] } });
    const missing = await gql(t, `query($id: Int!) { dealQuote(dealId: $id, version: 9) { versionNo } }`, { id: deal.id }, viewer.token);
    expect(missing.data!.dealQuote).toBeNull();
  });

  test('roles: the viewer cannot save (FORBIDDEN, nothing written); unknown operation → NOT_FOUND', async () => {
    const deal = await makeDeal();
    const res = await gql(t, SAVE, { dealId: deal.id, input: baseInput('x') }, viewer.token);
    expect([codesOf(res), res.errors![0].message]).toEqual([['FORBIDDEN'], 'No tenés permisos para realizar esta acción.']);
    expect(await t.ds.getRepository(QuoteVersionEntity).countBy({ dealId: deal.id })).toBe(0);
    expect(await t.ds.getRepository(DealCustomFieldEntity).countBy({ dealId: deal.id })).toBe(0);

    const unknown = await gql(t, SAVE, { dealId: 999999, input: baseInput('x') }, admin);
    expect([codesOf(unknown), unknown.errors![0].message]).toEqual([['NOT_FOUND'], 'Operación no encontrada.']);
    const list = await gql(t, `query { dealQuotes(dealId: 999999) { id } }`, {}, viewer.token);
    expect(codesOf(list)).toEqual(['NOT_FOUND']);
    const anon = await gql(t, `query { dealQuotes(dealId: ${deal.id}) { id } }`);
    expect(codesOf(anon)).toEqual(['UNAUTHENTICATED']);
  });

  test.each([
    [{ items: [{ servicio: 'X', precio: 1, impuesto: 'IVA' }] }, 'Impuesto inválido: EXENTA, 5% o 10%.'],
    [{ items: [{ servicio: 'X', precio: 1, moneda: 'PYG' }] }, 'Moneda inválida: solo USD.'],
    [{ items: [{ servicio: 'X', precio: 1, cantidad: -1 }] }, 'La cantidad debe ser un número entre 0 y 1.000.000.'],
    [{ fecha: '22/11/2026' }, 'La fecha debe tener el formato AAAA-MM-DD.'],
    [{ pesoBrutoKg: -5 }, 'Volumen, peso y monto asegurado deben ser números no negativos.'],
    [{ mercaderia: 'x'.repeat(501) }, 'La mercadería admite hasta 500 caracteres.'],
  ])('validation %j → BAD_USER_INPUT %j', async (input, message) => {
    const deal = await makeDeal();
    const res = await gql(t, SAVE, { dealId: deal.id, input }, venta.token);
    expect([codesOf(res), res.errors![0].message]).toEqual([['BAD_USER_INPUT'], message]);
  });
});

/** Custom fields of a deal as the operation view set them (as typed, local format). */
async function setFields(dealId: number, fields: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(fields)) {
    const res = await gql(t, `mutation($id: Int!, $i: UpsertCustomFieldInput!) { upsertCustomField(owner: deal, ownerId: $id, input: $i) { id } }`, { id: dealId, i: { key, label: key, value } }, admin);
    expect(res.errors).toBeUndefined();
  }
}

async function fieldsOf(dealId: number): Promise<Record<string, string | null>> {
  const rows = await t.ds.getRepository(DealCustomFieldEntity).find({ where: { dealId } });
  return Object.fromEntries(rows.map((f) => [f.key, f.value]));
}

describe('saving a quote writes only what the user changed or confirmed, in the operation\'s own keys and vocabulary', () => {
  const OPERATION = { tipo_operacion: 'IMPORT', modalidad_carga: 'AEREO', peso_bruto: '150,5', vol_m3: '1,25', mercaderia: 'Repuestos' };

  /** The quote the screen opens for a fresh operation: its fields, and the spec part 2 §9 defaults for the rest. */
  const freshQuote = (deal: DealEntity, fields: Record<string, string>) =>
    prefillQuote({ deal: { reference: deal.reference }, customFields: Object.entries(fields).map(([key, value]) => ({ key, value })), today: '2026-11-27' });

  test('a fresh quote saved untouched keeps tipo_operacion = IMPORT and sets no insurance (GraphQL, list omitted or empty)', async () => {
    const deal = await makeDeal();
    await setFields(deal.id, OPERATION);
    const quote = freshQuote(deal, OPERATION);
    // What the screen shows: the operation's IMPORT as IMPORTACION and the insurance default.
    expect([quote.tipoOperacion, quote.seguroTipo, quote.tipoEnvio]).toEqual(['IMPORTACION', 'CONTRA TODO RIESGO', 'LCL']);

    const omitted = await gql(t, SAVE, { dealId: deal.id, input: quote }, venta.token);
    expect(omitted.errors).toBeUndefined();
    expect(await fieldsOf(deal.id)).toEqual(OPERATION);
    const empty = await gql(t, SAVE, { dealId: deal.id, input: { ...quote, operationFields: [] } }, venta.token);
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.saveDealQuote.versionNo).toBe(2);
    expect(await fieldsOf(deal.id)).toEqual(OPERATION);
  });

  test('changed or confirmed fields land on the operation\'s keys: IMPORTACION → IMPORT, weight as the operation types it, insurance only when chosen', async () => {
    const deal = await makeDeal();
    await setFields(deal.id, OPERATION);
    const quote = { ...freshQuote(deal, OPERATION), tipoOperacion: 'EXPORTACION', pesoBrutoKg: 1250.5, incoterms: 'FOB', tipoEnvio: 'FCL', validezOferta: '15 DIAS' };
    const res = await gql(t, SAVE, { dealId: deal.id, input: { ...quote, operationFields: ['tipoOperacion', 'pesoBrutoKg', 'incoterms', 'tipoEnvio', 'validezOferta'] } }, ops.token);
    expect(res.errors).toBeUndefined();
    expect(await fieldsOf(deal.id)).toEqual({ ...OPERATION, tipo_operacion: 'EXPORT', peso_bruto: '1250,5', incoterm: 'FOB', tipo_carga: 'FCL', validez_oferta: '15 DIAS' });

    // The user confirms the insurance type (the default, chosen on purpose): now it is written, once.
    const insured = await gql(t, SAVE, { dealId: deal.id, input: { ...quote, tipoOperacion: 'IMPORTACION', operationFields: ['seguroTipo', 'tipoOperacion'] } }, ops.token);
    expect(insured.errors).toBeUndefined();
    const after = await fieldsOf(deal.id);
    expect([after.tipo_seguro, after.tipo_operacion, after.seguro_tipo]).toEqual(['CONTRA TODO RIESGO', 'IMPORT', undefined]);

    const bad = await gql(t, SAVE, { dealId: deal.id, input: { ...quote, operationFields: ['cliente'] } }, ops.token);
    expect([codesOf(bad), bad.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'Campo de la operación desconocido en el presupuesto.']);
  });

  test('the checklist template of the operation (mode × IMPORT) is the same after a quote confirmed the operation type', async () => {
    const deal = await makeDeal();
    await setFields(deal.id, OPERATION);
    const CHECKLIST = `query($id: Int!) { dealChecklist(dealId: $id) { mode operationType isDefault total } }`;
    const before = (await gql(t, CHECKLIST, { id: deal.id }, viewer.token)).data!.dealChecklist;
    expect(before).toMatchObject({ mode: 'AEREO', operationType: 'IMPORT' });
    // The screen shows IMPORTACION; the user confirms it.
    const res = await gql(t, SAVE, { dealId: deal.id, input: { ...freshQuote(deal, OPERATION), operationFields: ['tipoOperacion', 'tipoTransporte'] } }, ops.token);
    expect(res.errors).toBeUndefined();
    expect((await gql(t, CHECKLIST, { id: deal.id }, viewer.token)).data!.dealChecklist).toEqual(before);
  });

  test("REST: the original client still reads the spec's quote keys (views of the operation's rows) and its POSTs of them land on the operation's keys", async () => {
    const deal = await makeDeal();
    await setFields(deal.id, OPERATION);
    const quote = { ...freshQuote(deal, OPERATION), incoterms: 'FOB', tipoEnvio: 'LCL' };
    await gql(t, SAVE, { dealId: deal.id, input: { ...quote, operationFields: ['incoterms', 'tipoEnvio'] } }, ops.token);

    const read = await api(t, viewer.token).get(`/api/deals/${deal.id}/custom-fields`);
    expect(read.status).toBe(200);
    const byKey = Object.fromEntries((read.body as Array<{ id: number; key: string; value: string | null; type: string }>).map((f) => [f.key, f]));
    expect(byKey.incoterm.value).toBe('FOB');
    expect(byKey.incoterms).toMatchObject({ value: 'FOB', label: 'Incoterms', type: 'text', id: byKey.incoterm.id });
    expect(byKey.peso_bruto_kg).toMatchObject({ value: '150.5', type: 'number' });
    expect(byKey.volumen_m3).toMatchObject({ value: '1.25', type: 'number' });
    expect(byKey.tipo_transporte.value).toBe('AEREO');
    expect(byKey.tipo_envio.value).toBe('LCL');
    expect(byKey.tipo_operacion.value).toBe('IMPORT');
    expect(byKey.seguro_tipo).toBeUndefined();

    // The original quote screen posts its keys one by one (spec part 2 §7): one row per fact stays.
    const posted = await api(t, ops.token).post(`/api/deals/${deal.id}/custom-fields`, { key: 'peso_bruto_kg', label: 'Peso bruto (kg)', type: 'number', value: '200.25' });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ key: 'peso_bruto_kg', value: '200.25', deal_id: deal.id });
    const op = await api(t, ops.token).post(`/api/deals/${deal.id}/custom-fields`, { key: 'tipo_operacion', label: 'Tipo de operación', type: 'text', value: 'EXPORTACION' });
    expect(op.status).toBe(200);
    const seguro = await api(t, ops.token).post(`/api/deals/${deal.id}/custom-fields`, { key: 'seguro_tipo', label: 'Tipo de seguro', type: 'text', value: 'BASICO' });
    expect(seguro.status).toBe(201);
    expect(seguro.body).toMatchObject({ key: 'seguro_tipo', value: 'BASICO' });
    const stored = await fieldsOf(deal.id);
    expect(stored).toEqual({ ...OPERATION, peso_bruto: '200,25', tipo_operacion: 'EXPORT', incoterm: 'FOB', tipo_carga: 'LCL', tipo_seguro: 'BASICO' });
    const again = await api(t, viewer.token).get(`/api/deals/${deal.id}/custom-fields`);
    expect(again.body.find((f: { key: string }) => f.key === 'seguro_tipo')).toMatchObject({ value: 'BASICO' });
    expect(again.body.find((f: { key: string }) => f.key === 'peso_bruto_kg')).toMatchObject({ value: '200.25' });
  });

  test('REST POST /deals/{id}/quotes writes the quote keys the body sends (or operation_fields), never the defaults it leaves out', async () => {
    const deal = await makeDeal();
    await setFields(deal.id, OPERATION);
    const res = await api(t, ops.token).post(`/api/deals/${deal.id}/quotes`, { incoterms: 'CIF', items: [] });
    expect(res.status).toBe(201);
    expect(await fieldsOf(deal.id)).toEqual({ ...OPERATION, incoterm: 'CIF' });
    const listed = await api(t, ops.token).post(`/api/deals/${deal.id}/quotes`, { incoterms: 'DAP', seguro_tipo: 'CONTRA TODO RIESGO', operation_fields: ['incoterms'] });
    expect(listed.status).toBe(201);
    expect(await fieldsOf(deal.id)).toEqual({ ...OPERATION, incoterm: 'DAP' });
  });
});

describe('REST /api/deals/{id}/quotes', () => {
  test('POST with snake_case keys and local-format numbers → 201; GET lists newest first', async () => {
    const deal = await makeDeal();
    const created = await api(t, ops.token).post(`/api/deals/${deal.id}/quotes`, {
      cliente: 'Cliente REST',
      referencia: deal.reference,
      tipo_transporte: 'MARITIMO',
      peso_bruto_kg: '1.250,5',
      que_incluye: 'Flete\nDespacho',
      items: [{ cantidad: '2', servicio: 'FLETE MARITIMO', precio: '1.234,56' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      deal_id: deal.id,
      version_no: 1,
      total_usd: 2469.12,
      pdf_url: `/api/deals/${deal.id}/quote.pdf?version=1`,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      quote: { cliente: 'Cliente REST', tipo_transporte: 'MARITIMO', peso_bruto_kg: 1250.5, que_incluye: ['Flete', 'Despacho'] },
    });
    expect(created.body.quote.items).toEqual([{ cantidad: 2, servicio: 'FLETE MARITIMO', observacion: '', moneda: 'USD', precio: 1234.56, impuesto: 'EXENTA', total: 2469.12 }]);

    await api(t, ops.token).post(`/api/deals/${deal.id}/quotes`, { items: [] });
    const list = await api(t, viewer.token).get(`/api/deals/${deal.id}/quotes`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { version_no: number }) => r.version_no)).toEqual([2, 1]);
  });

  test('errors: 400 Spanish validation, 403 viewer, 404 unknown operation, 401 without token', async () => {
    const deal = await makeDeal();
    const bad = await api(t, venta.token).post(`/api/deals/${deal.id}/quotes`, { items: [{ servicio: 'X', precio: 'doce' }] });
    expect([bad.status, bad.body]).toEqual([400, { error: 'El precio debe ser un número (formato 1.234,56).' }]);
    const notList = await api(t, venta.token).post(`/api/deals/${deal.id}/quotes`, { items: 'x' });
    expect([notList.status, notList.body]).toEqual([400, { error: 'Los ítems deben ser una lista.' }]);
    const forbidden = await api(t, viewer.token).post(`/api/deals/${deal.id}/quotes`, {});
    expect(forbidden.status).toBe(403);
    const unknown = await api(t, venta.token).get('/api/deals/999999/quotes');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Operación no encontrada.' }]);
    expect((await api(t).get(`/api/deals/${deal.id}/quotes`)).status).toBe(401);
  });
});

describe('GET /api/deals/{id}/quote.pdf (pdfmake on the server)', () => {
  test('application/pdf with the rule file name; pdftotext shows reference, client, every item and the TOTAL; ?version= picks one', async () => {
    const deal = await makeDeal();
    const items = Array.from({ length: 12 }, (_, i) => ({ cantidad: i % 3, servicio: `SERVICIO ${i + 1}`, precio: 100 + i, impuesto: i % 2 ? '10%' : 'EXENTA' }));
    await gql(t, SAVE, { dealId: deal.id, input: { ...baseInput(deal.reference!), items } }, venta.token);
    await gql(t, SAVE, { dealId: deal.id, input: { ...baseInput(deal.reference!), cliente: 'Otro Cliente SRL', items: [{ servicio: 'SOLO UNO', precio: 7 }] } }, venta.token);

    const res = await api(t, viewer.token).get(`/api/deals/${deal.id}/quote.pdf?version=1`).buffer(true).parse(binary as never);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = `${deal.reference} - AER - LCL - MIA - ASU - 150,5 kg - 1,25 m3 - Repuestos.pdf`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(body);
    expect(text).toContain(`Ref.: ${deal.reference}`);
    expect(text).toContain('Importadora Ñandutí SA');
    expect(text).toContain('Atención: Ana Pérez');
    for (const it of items) expect(text).toContain(it.servicio);
    // 12 lines: quantity 0 counts as 1.
    const total = items.reduce((s, it) => s + (it.cantidad || 1) * it.precio, 0);
    expect(text).toContain('TOTAL USD');
    expect(text).toContain(new Intl.NumberFormat('es-PY', { minimumFractionDigits: 2 }).format(total));
    expect(text).toContain('Cotización de Flete');
    expect(text).toContain('Aceptación del presupuesto');
    // The header image (client/public/quote-header.jpg, 1200 × 160) is embedded, not linked.
    expect(pdfImages(body)).toEqual(['1200x160']);

    const latest = await api(t, viewer.token).get(`/api/deals/${deal.id}/quote.pdf`).buffer(true).parse(binary as never);
    const latestText = pdfText(latest.body as Buffer);
    expect(latestText).toContain('Otro Cliente SRL');
    expect(latestText).toContain('SOLO UNO');
    expect(latestText).not.toContain('SERVICIO 1 ');
    // Later renders reuse the parsed fonts (quote-pdf.ts) and still embed their own subsets.
    expect(pdfFonts(latest.body as Buffer)).toEqual(expect.arrayContaining(['Roboto-Regular emb=yes', 'Roboto-Medium emb=yes']));
    expect(pdfFonts(body)).toEqual(expect.arrayContaining(['Roboto-Regular emb=yes', 'Roboto-Medium emb=yes']));
  });

  test('401 without a token; 404 without a saved quote or for an unknown version; 400 for a bad version', async () => {
    const deal = await makeDeal();
    const anon = await api(t).get(`/api/deals/${deal.id}/quote.pdf`);
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: 'Sesión inválida o vencida. Iniciá sesión nuevamente.' });
    const none = await api(t, viewer.token).get(`/api/deals/${deal.id}/quote.pdf`);
    expect([none.status, none.body]).toEqual([404, { error: 'La operación no tiene presupuestos guardados.' }]);
    await gql(t, SAVE, { dealId: deal.id, input: { items: [] } }, venta.token);
    const wrong = await api(t, viewer.token).get(`/api/deals/${deal.id}/quote.pdf?version=5`);
    expect([wrong.status, wrong.body]).toEqual([404, { error: 'Versión de presupuesto no encontrada.' }]);
    const bad = await api(t, viewer.token).get(`/api/deals/${deal.id}/quote.pdf?version=abc`);
    expect([bad.status, bad.body]).toEqual([400, { error: 'La versión debe ser un número entero positivo.' }]);
    const unknown = await api(t, viewer.token).get('/api/deals/999999/quote.pdf');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Operación no encontrada.' }]);
  });

  test('QUOTE_HEADER_IMAGE replaces the header image; a file that is not a PNG or JPEG is left out', async () => {
    const deal = await makeDeal();
    await gql(t, SAVE, { dealId: deal.id, input: { referencia: deal.reference, items: [{ servicio: 'X', precio: 1 }] } }, venta.token);
    const dir = mkdtempSync(join(tmpdir(), 'quote-header-'));
    const notImage = join(dir, 'header.png');
    writeFileSync(notImage, '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://127.0.0.1:9/x.png"/></svg>');
    process.env.QUOTE_HEADER_IMAGE = notImage;
    try {
      const res = await api(t, venta.token).get(`/api/deals/${deal.id}/quote.pdf`).buffer(true).parse(binary as never);
      expect(res.status).toBe(200);
      expect(pdfImages(res.body as Buffer)).toEqual([]);
      expect(pdfText(res.body as Buffer)).toContain(`Ref.: ${deal.reference}`);
    } finally {
      delete process.env.QUOTE_HEADER_IMAGE;
    }
  });

  describe('markup in data', () => {
    let probe: Server;
    let hits: string[] = [];
    beforeAll(async () => {
      probe = createServer((req, res) => {
        hits.push(req.url ?? '');
        res.writeHead(200, { 'Content-Type': 'image/png' }).end();
      });
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => probe.close(() => resolve())));

    test("'<script>' and '<img src=http://127.0.0.1:…>' print literally and the renderer makes no request", async () => {
      const port = (probe.address() as AddressInfo).port;
      // The probe answers (200): a fetch would be counted, not fail silently.
      const direct = await fetch(`http://127.0.0.1:${port}/check`);
      expect(direct.status).toBe(200);
      hits = [];

      const img = `<img src=http://127.0.0.1:${port}/x.png>`;
      const deal = await makeDeal();
      await gql(
        t,
        SAVE,
        {
          dealId: deal.id,
          input: {
            referencia: deal.reference,
            mercaderia: `<script>alert(1)</script> ${img}`,
            observaciones: `![x](http://127.0.0.1:${port}/md.png)`,
            items: [
              { servicio: '<script>x</script>', observacion: `<img src=http://127.0.0.1:${port}/i.png>`, precio: 5 },
              { servicio: `http://127.0.0.1:${port}/plain.png`, precio: 1 },
            ],
          },
        },
        venta.token,
      );
      const res = await api(t, venta.token).get(`/api/deals/${deal.id}/quote.pdf`).buffer(true).parse(binary as never);
      expect(res.status).toBe(200);
      const text = pdfText(res.body as Buffer);
      expect(text).toContain(`<script>alert(1)</script> ${img}`);
      expect(text).toContain('<script>x</script>');
      // A long cell wraps: compare without the line breaks pdftotext puts there.
      expect(text.replace(/\s/g, '')).toContain(`<imgsrc=http://127.0.0.1:${port}/i.png>USD5,00`);
      expect(text.replace(/\s/g, '')).toContain(`http://127.0.0.1:${port}/plain.pngUSD1,00`);
      expect(text).toContain(`![x](http://127.0.0.1:${port}/md.png)`);
      expect(hits).toEqual([]);
    });
  });
});

describe('N+1 guard', () => {
  test('listing versions issues the same number of statements for 1 and for 8 versions by different authors', async () => {
    const deal = await makeDeal();
    const measure = async () => {
      t.sql.start();
      const rest = await api(t, viewer.token).get(`/api/deals/${deal.id}/quotes`);
      const restCount = t.sql.stop();
      t.sql.start();
      const g = await gql(t, `query($id: Int!) { dealQuotes(dealId: $id) { versionNo createdByName quote { items { servicio } } } }`, { id: deal.id }, viewer.token);
      const gqlCount = t.sql.stop();
      expect(g.errors).toBeUndefined();
      return { rows: rest.body.length, restCount, gqlCount };
    };
    await gql(t, SAVE, { dealId: deal.id, input: { items: [{ servicio: 'A', precio: 1 }] } }, venta.token);
    const one = await measure();
    for (const who of [ops, venta, ops, venta, ops, venta, ops]) await gql(t, SAVE, { dealId: deal.id, input: { items: [{ servicio: 'B', precio: 2 }] } }, who.token);
    const eight = await measure();
    expect([one.rows, eight.rows]).toEqual([1, 8]);
    expect(eight.restCount).toBe(one.restCount);
    expect(eight.gqlCount).toBe(one.gqlCount);
  });
});

describe('IVA per line on quote items (Exenta / 5 % / 10 %)', () => {
  test('an item at 5 % is saved through GraphQL and REST, and the PDF prints the split under the total', async () => {
    const deal = await makeDeal();
    const items = [
      { cantidad: 1, servicio: 'FLETE AEREO', precio: 1234.5, impuesto: 'EXENTA' },
      { cantidad: 1, servicio: 'HANDLING', precio: 21, impuesto: '5%' },
      { cantidad: 2, servicio: 'SEGURO', precio: 10, impuesto: '10%' },
    ];
    const res = await gql(t, SAVE, { dealId: deal.id, input: { ...baseInput(deal.reference!), items } }, venta.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveDealQuote.quote.items.map((i: { impuesto: string }) => i.impuesto)).toEqual(['EXENTA', '5%', '10%']);
    expect(res.data!.saveDealQuote.totalUsd).toBe(1275.5);

    const rest = await api(t, venta.token).post(`/api/deals/${deal.id}/quotes`, { items: [{ cantidad: '1', servicio: 'HANDLING', precio: '21', impuesto: '5%' }] });
    expect(rest.status).toBe(201);
    expect(rest.body.quote.items).toEqual([expect.objectContaining({ servicio: 'HANDLING', impuesto: '5%', total: 21 })]);

    const pdf = await api(t, viewer.token).get(`/api/deals/${deal.id}/quote.pdf?version=1`).buffer(true).parse(binary as never);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer);
    // Labels row, then figures: exentas 1.234,50, gravadas 5 % 21,00, gravadas 10 % 20,00, IVA 5 % 1,00, IVA 10 % 1,82, total IVA 2,82.
    expect(text).toContain('Exentas Gravadas 5 % Gravadas 10 % IVA 5 % IVA 10 % Total IVA 1.234,50 21,00 20,00 1,00 1,82 2,82');
  });
});

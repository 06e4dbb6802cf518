import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMailConfig } from '../../core/mail-config';
import { DealEntity } from '../deals/deal.entity';
import { insertDealWithFields, insertOrg, seededPipeline } from '../../../test/deals-fixtures';
import { makeContact, makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Rendering PDFs and talking SMTP on a shared 2-core machine.
jest.setTimeout(60_000);

let smtp: TestSmtpServer;
let t: TestApp;
let u: RoleUsers;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { ...loadMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Carga SA <operaciones@carga.test>' }), retryBaseMs: 1_000, timeoutMs: 5_000 } });
  u = await makeRoleUsers(t, { venta: 'Valeria Venta', ops: 'Osvaldo Ops' });
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'mail-doc-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
function pdfPages(pdf: Buffer): { pages: number; size: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mail-doc-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), size: /Page size:\s+(.*)/.exec(info)![1] };
}

let seq = 0;
async function client() {
  const n = ++seq;
  const org = await insertOrg(t, { name: `Importadora Ñandutí ${n} SA` });
  const contact = await makeContact(t, { name: 'Carla Cliente', email: `carla${n}@cliente.test`, orgId: org.id });
  return { org, contact };
}

/** An air operation of the client with its cargo fields and its air details (airline, AWB, dates, transshipment). */
async function airOperation(orgId: number, contactId: number) {
  const id = await insertDealWithFields(t, pipelineId, stageId, {
    modalidad_carga: 'AEREO',
    tipo_operacion: 'IMPORTACION',
    origen_pto: 'Miami (MIA)',
    destino_pto: 'Asunción (ASU)',
    incoterm: 'FCA',
    mercaderia: 'Repuestos de maquinaria',
    cant_bultos: '4',
    unidad_bulto: 'CAJAS',
    vol_m3: '1,250',
    observaciones: 'Entregar en depósito de Luque',
  });
  await t.ds.getRepository(DealEntity).update({ id }, { orgId, contactId, title: 'Repuestos Miami' });
  const saved = await gql(
    t,
    `mutation($input: SaveShipmentInput!) { saveShipment(input: $input) { mode } }`,
    {
      input: {
        dealId: id,
        mode: 'air',
        air: { airline: 'LATAM Cargo', flight: 'LA1234', mawb: '045-12345675', pieces: 4, grossKg: 320.5, etd: '2026-12-01', transshipmentAirport: 'GRU', eta: '2026-12-03' },
      },
    },
    u.ops.token,
  );
  expect(saved.errors).toBeUndefined();
  const deal = await t.ds.getRepository(DealEntity).findOneByOrFail({ id });
  return { id, reference: deal.reference };
}

const REPORT = `query($ids: [Int!]!) { statusReport(dealIds: $ids) { orgId client date fileName pdfUrl
  operations { dealId reference modeLabel carrier document origin destination etd eta status rows { label value } milestones { label planned state } } } }`;

describe('the shipment status report (STATUS DE EMBARQUE)', () => {
  test('GraphQL preview and REST PDF of an air operation: airline, airports, AWB, packages, goods, weight, volume, ETD, transshipment, ETA, observations', async () => {
    const c = await client();
    const op = await airOperation(c.org.id, c.contact.id);
    const r = await gql(t, REPORT, { ids: [op.id] }, u.viewer.token);
    expect(r.errors).toBeUndefined();
    const report = r.data!.statusReport;
    expect(report).toMatchObject({ orgId: c.org.id, client: c.org.name, fileName: `STATUS ${op.reference}.pdf`, pdfUrl: `/api/deals/${op.id}/status-report` });
    const [o] = report.operations;
    expect(o).toMatchObject({ dealId: op.id, reference: op.reference, modeLabel: 'Aéreo', carrier: 'LATAM Cargo', document: '045-12345675', origin: 'Miami (MIA)', destination: 'Asunción (ASU)', etd: '01/12/2026', eta: '03/12/2026' });
    const rows = Object.fromEntries(o.rows.map((x: { label: string; value: string }) => [x.label, x.value]));
    expect(rows).toMatchObject({
      'Tipo de operación': 'IMPORTACION',
      Mercadería: 'Repuestos de maquinaria',
      Bultos: '4 CAJAS',
      'Peso bruto': '320,50 kg',
      Volumen: '1,250 m³',
      Aerolínea: 'LATAM Cargo',
      Vuelo: 'LA1234',
      MAWB: '045-12345675',
      'Aeropuerto de trasbordo': 'GRU',
      'ETD (salida estimada)': '01/12/2026',
      'ETA (arribo estimado)': '03/12/2026',
      Observaciones: 'Entregar en depósito de Luque',
    });
    expect(o.milestones.map((m: { label: string }) => m.label)).toContain('Salida');

    const pdf = await api(t, u.viewer.token).get(`/api/deals/${op.id}/status-report`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (ch: Buffer) => chunks.push(ch));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`STATUS ${op.reference}.pdf`);
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPages(body)).toEqual({ pages: 1, size: expect.stringContaining('595.28 x 841.89') });
    const text = pdfText(body);
    for (const s of ['STATUS DE EMBARQUE', c.org.name, op.reference, 'LATAM Cargo', '045-12345675', 'Repuestos de maquinaria', '320,50 kg', '01/12/2026', 'GRU', 'Entregar en depósito de Luque']) expect(text).toContain(s);
  });

  test('several operations of one client in one report table; another client or an unknown operation is refused', async () => {
    const c = await client();
    const a = await airOperation(c.org.id, c.contact.id);
    const b = await airOperation(c.org.id, c.contact.id);
    const r = await gql(t, REPORT, { ids: [a.id, b.id, a.id] }, u.venta.token);
    expect(r.errors).toBeUndefined();
    expect(r.data!.statusReport.operations.map((o: { dealId: number }) => o.dealId)).toEqual([a.id, b.id]);
    expect(r.data!.statusReport.pdfUrl).toBe(`/api/deals/${a.id}/status-report?deal_ids=${b.id}`);
    const pdf = await api(t, u.venta.token).get(r.data!.statusReport.pdfUrl).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (ch: Buffer) => chunks.push(ch));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Referencia Modo Transportista Documento Origen – Destino');
    expect(text).toContain(a.reference);
    expect(text).toContain(b.reference);

    const other = await client();
    const foreign = await airOperation(other.org.id, other.contact.id);
    const mixed = await api(t, u.venta.token).get(`/api/deals/${a.id}/status-report?deal_ids=${foreign.id}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body).toEqual({ error: 'Las operaciones de un reporte de estado deben ser del mismo cliente.' });
    expect(codesOf(await gql(t, REPORT, { ids: [a.id, foreign.id] }, u.venta.token))).toEqual(['BAD_USER_INPUT']);
    expect((await api(t, u.venta.token).get(`/api/deals/${a.id}/status-report?deal_ids=x;1`)).status).toBe(400);
    expect((await api(t, u.venta.token).get(`/api/deals/999999/status-report`)).status).toBe(404);
    expect(codesOf(await gql(t, REPORT, { ids: [999999] }, u.venta.token))).toEqual(['NOT_FOUND']);
    expect((await api(t).get(`/api/deals/${a.id}/status-report`)).status).toBe(401);
  });

  test("attached as 'status_report' to the operation's e-mail (with another operation of the client): the PDF the SMTP server received opens", async () => {
    const c = await client();
    const a = await airOperation(c.org.id, c.contact.id);
    const b = await airOperation(c.org.id, c.contact.id);
    const res = await api(t, u.ops.token).post(`/api/deals/${a.id}/emails`, {
      to: c.contact.email,
      subject: 'Estado del embarque',
      body: 'Hola Carla:\n\nTe enviamos el estado.',
      attachments: ['status_report'],
      status_report_deal_ids: [b.id],
    });
    expect(res.status).toBe(202);
    expect(res.body.attachments).toEqual([{ kind: 'status_report', filename: expect.stringMatching(/^STATUS Importadora/), content_type: 'application/pdf', size_bytes: expect.any(Number) }]);
    await t.services.mail.dispatcher.runOnce();
    const got = smtp.received.find((m) => m.envelope.to.includes(c.contact.email!));
    expect(got?.parsed.subject).toBe(`${a.reference} — Estado del embarque`);
    expect(got!.parsed.attachments).toHaveLength(1);
    const text = pdfText(got!.parsed.attachments[0].content);
    expect(text).toContain('STATUS DE EMBARQUE');
    expect(text).toContain(a.reference);
    expect(text).toContain(b.reference);

    // The composer's status template ticks the report.
    const composer = await gql(t, `query($id: Int!) { dealEmailComposer(dealId: $id) { templates { key attachments } attachments { kind available } } }`, { id: a.id }, u.ops.token);
    expect(composer.data!.dealEmailComposer.templates.find((x: { key: string }) => x.key === 'status_report').attachments).toEqual(['status_report']);
    expect(composer.data!.dealEmailComposer.attachments.find((x: { kind: string }) => x.kind === 'status_report').available).toBe(true);

    // Too many operations, or not integers: refused by the same input class on REST.
    const bad = await api(t, u.ops.token).post(`/api/deals/${a.id}/emails`, { to: c.contact.email, subject: 'x', body: 'x', attachments: ['status_report'], status_report_deal_ids: ['uno'] });
    expect(bad.status).toBe(400);
  });
});

describe("the cost summary for the client ('cost_summary')", () => {
  test('the sale side only, one line per billed concept, total = sum of the lines, the IVA split; purchases and profit never printed', async () => {
    const c = await client();
    const op = await airOperation(c.org.id, c.contact.id);
    const saved = await gql(
      t,
      `mutation($dealId: Int!, $input: CostSheetInput!) { saveCostSheet(dealId: $dealId, version: 0, input: $input) { totals { totalVentas } } }`,
      {
        dealId: op.id,
        input: {
          header: { pesoKg: 1000, gsRate: 5000 },
          compraRows: [{ id: 'c1', concepto: 'COSTO SECRETO AEREO', usdXKg: 2.5, total: null, lockPerKg: true }],
          ventaRows: [
            { id: 'v1', concepto: 'FLETE AEREO', total: 3000, lockPerKg: false, iva: '5' },
            { id: 'v2', concepto: 'FSC', total: 110, lockPerKg: false },
          ],
          locRows: [],
          locCliRows: [{ id: 'l1', concepto: 'DESPACHO', gs: 550000, iva: 'exenta' }],
          segCostoRows: [],
          segVentaRows: [{ id: 's1', concepto: 'SEGURO', usd: 22 }],
        },
      },
      u.venta.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCostSheet.totals.totalVentas).toBe(3242);

    const res = await api(t, u.venta.token).post(`/api/deals/${op.id}/emails`, { to: c.contact.email, subject: 'Resumen', body: 'Adjunto el resumen.', attachments: ['cost_summary', 'status_report'] });
    expect(res.status).toBe(202);
    expect(res.body.attachments.map((a: { kind: string; filename: string }) => [a.kind, a.filename])).toEqual([
      ['cost_summary', `RESUMEN DE COSTOS ${op.reference}.pdf`],
      ['status_report', `STATUS ${op.reference}.pdf`],
    ]);
    await t.services.mail.dispatcher.runOnce();
    const got = smtp.received.find((m) => m.envelope.to.includes(c.contact.email!));
    expect(got!.parsed.attachments.map((a) => a.filename)).toEqual([`RESUMEN DE COSTOS ${op.reference}.pdf`, `STATUS ${op.reference}.pdf`]);
    const text = pdfText(got!.parsed.attachments[0].content);
    for (const s of ['RESUMEN DE COSTOS', c.org.name, 'FLETE AEREO', '3.000,00', 'FSC', '110,00', 'DESPACHO', 'SEGURO', '22,00', 'TOTAL USD 3.242,00', 'Gravadas 5 %']) expect(text).toContain(s);
    expect(text).not.toContain('COSTO SECRETO');
    expect(text).not.toMatch(/profit/i);
  });
});

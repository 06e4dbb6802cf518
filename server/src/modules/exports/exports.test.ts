import Papa from 'papaparse';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { api } from '../../../test/http';
import { makeContact, makeOrganization, makePipeline, makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { CostSheetRevisionEntity } from '../cost-sheets/cost-sheet-revision.entity';
import { DealEntity } from '../deals/deal.entity';
import { ExportsService } from './exports.service';

let t: TestApp;
let u: RoleUsers;
beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t);
});
afterAll(() => t.close());

/** The body of a CSV answer as text (supertest buffers it: the streaming is asserted on the headers). */
async function csv(path: string, token: string): Promise<{ status: number; headers: Record<string, string>; text: string; rows: string[][] }> {
  const res = await request(t.app)
    .get(path)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((r, done) => {
      const parts: Buffer[] = [];
      r.on('data', (b: Buffer) => parts.push(b));
      r.on('end', () => done(null, Buffer.concat(parts).toString('utf8')));
    });
  const text = res.body as string;
  const delimiter = text.startsWith('\uFEFF') ? ';' : ',';
  const rows = res.status === 200 ? Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter, skipEmptyLines: true }).data : [];
  return { status: res.status, headers: res.headers as Record<string, string>, text, rows };
}

const LABEL = 'exportable';

describe('CSV export of the list screens', () => {
  it('exports every row of a filtered, sorted contacts list across several batches, in the screen order and nothing else; streamed', async () => {
    // 1,060 matching contacts (more than two 500-row batches and many 50-row screen pages) plus ones the filter leaves out.
    const repo = t.ds.getRepository(ContactEntity);
    const matching = Array.from({ length: 1060 }, (_, i) => ({
      name: `Exp ${String(i).padStart(4, '0')}`,
      email: `exp-${String((i * 7919) % 1060).padStart(4, '0')}@ejemplo.com`,
      label: LABEL,
      visibility: 'company' as const,
    }));
    for (let i = 0; i < matching.length; i += 200) await repo.insert(matching.slice(i, i + 200));
    await makeContact(t, { name: 'Exp sin email', label: LABEL, email: null });
    await makeContact(t, { name: 'Exp otra etiqueta', label: 'otra', email: 'otra@ejemplo.com' });

    const res = await csv(`/api/exports/contacts.csv?label=${LABEL}&has_email=1&sort=email&dir=desc&format=default`, u.admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contactos-\d{4}-\d\d-\d\d\.csv"$/);
    // Streamed: chunked, no length known in advance; and not compressed into one piece.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();

    const [header, ...rows] = res.rows;
    expect(header).toEqual(['Nombre', 'Email', 'Teléfono', 'Cargo', 'Organización', 'Etiqueta', 'Creado']);
    const expected = matching.map((m) => m.email).sort((a, b) => b.localeCompare(a));
    expect(rows.map((r) => r[1])).toEqual(expected);
    expect(rows.every((r) => r[5] === LABEL && /^\d{4}-\d\d-\d\d$/.test(r[6]))).toBe(true);
    // The same rows, in the same order, as the list the screen pages through.
    const screen = await api(t, u.admin).get(`/api/contacts?label=${LABEL}&has_email=1&sort=email&dir=desc&limit=50&offset=500`);
    expect(rows.slice(500, 550).map((r) => r[1])).toEqual(screen.body.map((c: { email: string }) => c.email));
  });

  it("a venta user's export leaves out what venta cannot see: another user's private contacts and private organizations' names", async () => {
    const hidden = await makeOrganization(t, { name: 'Org privada de ops', visibility: 'private', ownerUserId: u.ops.user.id });
    await makeContact(t, { name: 'Vis 1 privado de ops', label: 'vis', visibility: 'private', ownerUserId: u.ops.user.id });
    await makeContact(t, { name: 'Vis 2 de la empresa', label: 'vis', orgId: hidden.id });
    await makeContact(t, { name: 'Vis 3 privado de venta', label: 'vis', visibility: 'private', ownerUserId: u.venta.user.id });

    const venta = await csv('/api/exports/contacts.csv?label=vis', u.venta.token);
    expect(venta.rows.slice(1).map((r) => [r[0], r[4]])).toEqual([
      ['Vis 2 de la empresa', ''],
      ['Vis 3 privado de venta', ''],
    ]);
    const ops = await csv('/api/exports/contacts.csv?label=vis', u.ops.token);
    expect(ops.rows.slice(1).map((r) => [r[0], r[4]])).toEqual([
      ['Vis 1 privado de ops', ''],
      ['Vis 2 de la empresa', 'Org privada de ops'],
    ]);
    const orgs = await csv('/api/exports/organizations.csv?q=Org privada de ops', u.venta.token);
    expect(orgs.rows).toEqual([['ID', 'Razón social', 'RUC', 'Dirección', 'Email', 'Ciudad', 'País', 'Teléfono', 'Rubro', 'Tipo', 'Operación']]);
  });

  it("es-PY (also with no format): BOM, semicolons, decimal comma, dd/mm/yyyy; a negative number stays a number; format=default: commas, dots, ISO dates", async () => {
    const unit = await t.ds.getRepository(BusinessUnitEntity).save({ name: 'Exportación Aérea', keySlug: 'exp-aerea', parentId: null });
    const { stages } = await makePipeline(t, ['Cotizar']);
    // The client's own (older) budget fields say otherwise: the file carries the operation's, as the table does.
    const org = await makeOrganization(t, { name: 'Cliente; con punto y coma', budgetStatus: 'bloqueado', budgetProfitValue: 999 });
    const deals = t.ds.getRepository(DealEntity);
    const inserted = await deals.insert({
      title: 'Carga "frágil"',
      value: 1234.5,
      status: 'open',
      position: 0,
      pipelineId: stages[0].pipelineId,
      stageId: stages[0].id,
      businessUnitId: unit.id,
      orgId: org.id,
      createdAt: new Date('2026-03-05T12:00:00Z'),
    });
    await t.ds.getRepository(CostSheetRevisionEntity).insert({ dealId: Number(inserted.identifiers[0].id), number: 1, status: 'confirmada', data: '{}', confirmedProfit: -250.75 });
    // The real profit the payables module keeps on the deal row (its own tests register the supplier invoices).
    await t.ds.query('UPDATE deals SET real_profit = ? WHERE id = ?', ['-80.50', Number(inserted.identifiers[0].id)]);

    const es = await csv(`/api/exports/workspace.csv?business_unit_id=${unit.id}&format=es-PY`, u.viewer.token);
    expect(es.status).toBe(200);
    expect(es.headers['content-disposition']).toMatch(/filename="operaciones-exp-aerea-\d{4}-\d\d-\d\d\.csv"/);
    expect(es.text.startsWith('\uFEFFReferencia;Descripción;Organización;Contacto;Valor aprox.;Etapa;Creado;Presupuesto;Asesor;Profit;Utilidad real\r\n')).toBe(true);
    expect(es.text).toContain(';"Carga ""frágil""";"Cliente; con punto y coma";;1234,5;Cotizar;05/03/2026;confirmado;;-250,75;-80,5\r\n');

    // No format asked: es-PY, what a Paraguayan Excel opens with a double click.
    const byDefault = await csv(`/api/exports/workspace.csv?business_unit_id=${unit.id}`, u.viewer.token);
    expect(byDefault.text).toBe(es.text);

    // The comma file stays available with format=default.
    const plain = await csv(`/api/exports/general.csv?business_unit_id=${unit.id}&format=default`, u.viewer.token);
    expect(plain.text.startsWith('ID,Unidad de negocio,Referencia,Organización,Contacto,Valor,Etapa,Creado\r\n')).toBe(true);
    expect(plain.rows[1].slice(1)).toEqual(['Exportación Aérea', expect.stringMatching(/^OP-\d{6}$/), 'Cliente; con punto y coma', '', '1234.5', 'Cotizar', '2026-03-05']);
    expect(plain.headers['content-disposition']).toMatch(/filename="vista-general-\d{4}-\d\d-\d\d\.csv"/);
  });

  it('neutralises formulas: text starting with = + - @ tab or CR gets a leading apostrophe', async () => {
    const names = ['=HYPERLINK("http://malo.example","clic")', '+5491112345', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', 'Ana = normal'];
    for (const name of names) await makeContact(t, { name, label: 'formula', email: null });
    const res = await csv('/api/exports/contacts.csv?label=formula&sort=id', u.admin);
    expect(res.rows.slice(1).map((r) => r[0])).toEqual([
      `'=HYPERLINK("http://malo.example","clic")`,
      "'+5491112345",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1+1",
      "'\r=1+1",
      'Ana = normal',
    ]);
  });

  it('reads the rows batch by batch while the file goes out: a row added after the first piece was sent is in the file, one removed shifts nothing', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await makeContact(t, { name: `Lote ${i}`, label: 'lote' }));
    const service = new ExportsService(
      { contacts: t.services.contacts, organizations: t.services.organizations, deals: t.services.deals, businessUnits: t.services.businessUnits, catalog: t.services.catalog, invoices: t.services.invoices, collections: t.services.collections },
      2,
    );
    const actor = { id: u.venta.user.id, name: u.venta.user.name, email: u.venta.user.email, role: 'venta' as const };
    const file = await service.open(actor, { list: 'contacts', filter: { label: 'lote' }, orderBy: null }, 'default');
    const first = await file.chunks.next();
    expect(first.value as string).toMatch(/^Nombre,Email,Teléfono,Cargo,Organización,Etiqueta,Creado\r\nLote 0,/);
    expect((first.value as string).split('\r\n').filter(Boolean)).toHaveLength(3); // header + the first batch of 2
    await makeContact(t, { name: 'Lote 9 (después)', label: 'lote' });
    // Batches continue after the last row read (keyset), not after a count of rows: an offset would now skip 'Lote 2'.
    await t.ds.getRepository(ContactEntity).delete({ id: made[0].id });
    let rest = '';
    for await (const chunk of file.chunks) rest += chunk;
    expect(rest.split('\r\n').filter(Boolean).map((l) => l.split(',')[0])).toEqual(['Lote 2', 'Lote 3', 'Lote 4', 'Lote 9 (después)']);
  });

  it("the default orders read keyset batches: organizations by name (null names first) and deals newest first, same rows and order as the lists", async () => {
    const service = new ExportsService(
      { contacts: t.services.contacts, organizations: t.services.organizations, deals: t.services.deals, businessUnits: t.services.businessUnits, catalog: t.services.catalog, invoices: t.services.invoices, collections: t.services.collections },
      2,
    );
    const actor = { id: u.venta.user.id, name: u.venta.user.name, email: u.venta.user.email, role: 'venta' as const };
    const read = async (file: { chunks: AsyncGenerator<string> }) => {
      let text = '';
      for await (const c of file.chunks) text += c;
      return Papa.parse<string[]>(text, { skipEmptyLines: true }).data.slice(1);
    };
    for (const name of ['B', null, 'A', null, 'A']) await makeOrganization(t, { name, razonSocial: name ? null : `Sin nombre ${Math.random()}`, label: 'kset' });
    const orgs = await read(await service.open(actor, { list: 'organizations', filter: { label: 'kset' }, orderBy: null }, 'default'));
    const listed = (await api(t, u.venta.token).get('/api/organizations?label=kset')).body as Array<{ id: number }>;
    expect(orgs.map((r) => Number(r[0]))).toEqual(listed.map((o) => o.id));
    expect(orgs).toHaveLength(5);

    const unit = await t.ds.getRepository(BusinessUnitEntity).save({ name: 'Keyset', keySlug: 'keyset', parentId: null });
    const { stages } = await makePipeline(t, ['Uno']);
    for (let i = 0; i < 5; i++) {
      await t.ds.getRepository(DealEntity).insert({ title: `K ${i}`, status: 'open', position: 0, pipelineId: stages[0].pipelineId, stageId: stages[0].id, businessUnitId: unit.id });
    }
    const deals = await read(await service.open(actor, { list: 'general', filter: { businessUnitId: unit.id }, orderBy: null }, 'default'));
    const rows = (await api(t, u.venta.token).get(`/api/deals?business_unit_id=${unit.id}`)).body as Array<{ id: number }>;
    expect(deals.map((r) => Number(r[0]))).toEqual(rows.map((d) => d.id));
    expect(deals).toHaveLength(5);
  });

  it('answers errors before the file starts: bad sort, bad format, a workspace without unit, no token; an API key exports like its creator', async () => {
    expect((await api(t, u.admin).get('/api/exports/contacts.csv?sort=password')).status).toBe(400);
    const bad = await api(t, u.admin).get('/api/exports/contacts.csv?format=xlsx');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "El parámetro format debe ser 'default' o 'es-PY'." });
    expect((await api(t, u.admin).get('/api/exports/workspace.csv')).status).toBe(400);
    expect((await api(t, u.admin).get('/api/exports/contacts.csv?owner_user_id=x')).status).toBe(400);
    expect((await request(t.app).get('/api/exports/contacts.csv')).status).toBe(401);

    const key = await t.services.apiKeys.create({ id: u.ops.user.id, name: u.ops.user.name, email: u.ops.user.email, role: 'ops' }, { name: 'Export', role: 'ops' });
    const byKey = await csv('/api/exports/contacts.csv?label=vis', key.secret);
    expect(byKey.rows.slice(1).map((r) => r[0])).toEqual(['Vis 1 privado de ops', 'Vis 2 de la empresa']);
  });
});

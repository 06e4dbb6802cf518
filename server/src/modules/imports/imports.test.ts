import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { api, codesOf, gql } from '../../../test/http';
import { makeContact, makeOrganization, makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ImportJobEntity, ImportJobFileEntity } from './import-job.entity';

let t: TestApp;
let u: RoleUsers;
beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t);
});
afterAll(() => t.close());

type Job = {
  id: number;
  status: string;
  headers: string[];
  suggested_mapping: (string | null)[];
  encoding: string;
  delimiter: string;
  total_rows: number;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  error_count: number;
  rows: Array<{ line: number; action: string; label: string | null; field: string | null; message: string | null }>;
};

/** A multipart POST (the api() helper sends JSON). */
const multipart = (token: string, path: string) => request(t.app).post(path).set('Authorization', `Bearer ${token}`);

async function upload(token: string, kind: string, body: Buffer | string, filename = 'datos.csv'): Promise<Job> {
  const r = await multipart(token, '/api/imports').field('kind', kind).attach('file', Buffer.from(body), filename);
  expect(r.status).toBe(201);
  return r.body as Job;
}

/** The dry run or run has finished (it works in the background; any process answers its progress). */
async function finished(token: string, id: number): Promise<Job> {
  for (;;) {
    const r = await api(t, token).get(`/api/imports/${id}`);
    expect(r.status).toBe(200);
    if (!['checking', 'running'].includes(r.body.status)) return r.body as Job;
    await new Promise((res) => setTimeout(res, 25));
  }
}

async function dryRun(token: string, id: number, mapping: unknown): Promise<Job> {
  const r = await api(t, token).post(`/api/imports/${id}/dry-run`, { mapping });
  expect(r.status).toBe(202);
  return finished(token, id);
}

async function run(token: string, id: number, mapping?: unknown): Promise<Job> {
  const r = await api(t, token).post(`/api/imports/${id}/run`, mapping ? { mapping } : {});
  expect(r.status).toBe(202);
  return finished(token, id);
}

const count = (entity: typeof ContactEntity | typeof OrganizationEntity | typeof DealEntity) => t.ds.getRepository(entity).count();

describe('CSV import', () => {
  it('dry run writes nothing and reports crear / actualizar / error per row; the run then does exactly that', async () => {
    const existing = await makeContact(t, { name: 'Ana Existente', email: 'ana.dry@acme.com.py', phone: '0981 111 222' });
    const byPhone = await makeContact(t, { name: 'Beto Teléfono', email: null, phone: '+595 981 333-444' });
    const csv = [
      'Nombre;Correo electrónico;Teléfono;Cargo',
      'Ana Actualizada;ANA.DRY@acme.com.py;;Gerente',
      'Beto Nuevo Cargo;;0981 333 444;Jefe',
      'Carla Nueva;carla.dry@acme.com.py;;',
      'Mal Email;no-es-un-email;;',
      ';;;Solo cargo',
    ].join('\r\n');
    const job = await upload(u.venta.token, 'contact', csv);
    expect(job).toMatchObject({ status: 'uploaded', delimiter: ';', total_rows: 5, headers: ['Nombre', 'Correo electrónico', 'Teléfono', 'Cargo'] });
    expect(job.suggested_mapping).toEqual(['name', 'email', 'phone', 'title']);

    const before = { contacts: await count(ContactEntity), audit: await t.ds.getRepository(AuditEventEntity).count() };
    const checked = await dryRun(u.venta.token, job.id, job.suggested_mapping);
    expect(await count(ContactEntity)).toBe(before.contacts);
    expect(await t.ds.getRepository(AuditEventEntity).count()).toBe(before.audit);
    expect(await t.ds.getRepository(ContactEntity).findOneByOrFail({ id: existing.id })).toMatchObject({ name: 'Ana Existente', title: null });
    expect(checked).toMatchObject({ status: 'checked', processed_rows: 5, created_count: 1, updated_count: 2, error_count: 2 });
    expect(checked.rows.map((r) => [r.line, r.action, r.field])).toEqual([
      [2, 'update', null],
      [3, 'update', null],
      [4, 'create', null],
      [5, 'error', 'email'],
      [6, 'error', 'name'],
    ]);
    expect(checked.rows[3].message).toBe('El email no es válido.');
    expect(checked.rows[4].message).toBe('Completá al menos nombre o email.');

    const done = await run(u.venta.token, job.id);
    expect(done).toMatchObject({ status: 'done', created_count: 1, updated_count: 2, error_count: 2 });
    expect(await count(ContactEntity)).toBe(before.contacts + 1);
    // Matched by email (case-insensitive), then by phone digits.
    expect(await t.ds.getRepository(ContactEntity).findOneByOrFail({ id: existing.id })).toMatchObject({ name: 'Ana Actualizada', title: 'Gerente' });
    expect(await t.ds.getRepository(ContactEntity).findOneByOrFail({ id: byPhone.id })).toMatchObject({ name: 'Beto Nuevo Cargo', title: 'Jefe' });
    // Audit events as for writes by hand, plus one for the import.
    const events = await t.ds.getRepository(AuditEventEntity).find({ where: { userId: u.venta.user.id } });
    expect(events.filter((e) => e.entity === 'contact').map((e) => e.action).sort()).toEqual(['create', 'update', 'update']);
    expect(events.find((e) => e.entity === 'import')?.description).toContain('1 creados, 2 actualizados, 2 con error');
    // The file is not kept once the import is done.
    expect(await t.ds.getRepository(ImportJobFileEntity).existsBy({ jobId: job.id })).toBe(false);
  });

  it('the errors CSV gives back a formula from the file as text (leading apostrophe), numbers as typed', async () => {
    const lines = ['Nombre,Email,Teléfono', '"=HYPERLINK(""http://x"",""y"")",sin-arroba,-0981 123', 'Bien,bien@formula.com.py,'];
    const job = await upload(u.ops.token, 'contact', lines.join('\n'), 'formula.csv');
    const done = await run(u.ops.token, job.id, job.suggested_mapping);
    expect(done).toMatchObject({ status: 'done', created_count: 1, error_count: 1 });
    const file = await api(t, u.ops.token).get(`/api/imports/${job.id}/errors.csv`);
    const csvLines = file.text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(csvLines[1]).toBe(`2;"'=HYPERLINK(""http://x"",""y"")";sin-arroba;-0981 123;El email no es válido. (Email)`);
  });

  it('5,000 contacts with 20 bad rows: imports 4,980 and reports the 20 with their row numbers and reasons', async () => {
    const bad = new Set(Array.from({ length: 20 }, (_, i) => 100 + i * 241));
    const lines = ['Nombre,Email,Teléfono'];
    for (let i = 0; i < 5000; i++) {
      lines.push(bad.has(i) ? (i % 2 ? `Malo ${i},malo-${i}-sin-arroba,` : `,,0981 ${i}`) : `Persona ${i},persona${i}@lote.com.py,0971 ${String(i).padStart(6, '0')}`);
    }
    const before = await count(ContactEntity);
    const job = await upload(u.ops.token, 'contact', lines.join('\n'), 'lote.csv');
    expect(job).toMatchObject({ delimiter: ',', total_rows: 5000 });
    const done = await run(u.ops.token, job.id, job.suggested_mapping);
    expect(done).toMatchObject({ status: 'done', processed_rows: 5000, created_count: 4980, updated_count: 0, error_count: 20 });
    expect(await count(ContactEntity)).toBe(before + 4980);
    const errors = (await api(t, u.ops.token).get(`/api/imports/${job.id}?only_errors=1`)).body.rows as Job['rows'];
    expect(errors.map((e) => e.line)).toEqual([...bad].map((i) => i + 2));
    for (const e of errors) expect(['El email no es válido.', 'Completá al menos nombre o email.']).toContain(e.message);

    const file = await api(t, u.ops.token).get(`/api/imports/${job.id}/errors.csv`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('lote-errores.csv');
    const csvLines = file.text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(csvLines[0]).toBe('Fila;Nombre;Email;Teléfono;Error');
    expect(csvLines).toHaveLength(21);
    expect(csvLines[1]).toMatch(/^102;;;0981 100;Completá al menos nombre o email\. \(Nombre\)$/);
  }, 600_000);

  it('reads Spanish-locale Excel files: semicolons, Latin-1 or UTF-8 with BOM; organizations match by RUC whatever its punctuation', async () => {
    const org = await makeOrganization(t, { name: 'Ñandutí', razonSocial: 'Ñandutí S.A.', ruc: '80012345-6' });
    const before = await count(OrganizationEntity);
    const rows = ['Razón Social;R.U.C.;Ciudad;Teléfono', 'Ñandutí Sociedad Anónima;80.012.345-6;Asunción;021 555 000', 'Güemes & Cía;4.567.890-1;Encarnación;'];
    const latin1 = Buffer.from(rows.join('\r\n'), 'latin1');
    expect(latin1.includes(Buffer.from('Ñ', 'utf8'))).toBe(false);
    const job = await upload(u.admin, 'organization', latin1);
    expect(job).toMatchObject({ encoding: 'windows-1252', delimiter: ';', headers: ['Razón Social', 'R.U.C.', 'Ciudad', 'Teléfono'] });
    expect(job.suggested_mapping).toEqual(['razonSocial', 'ruc', 'city', 'phone']);
    const checked = await dryRun(u.admin, job.id, job.suggested_mapping);
    expect(checked.rows.map((r) => [r.action, r.label])).toEqual([
      ['update', 'Ñandutí Sociedad Anónima'],
      ['create', 'Güemes & Cía'],
    ]);
    await run(u.admin, job.id);
    expect(await count(OrganizationEntity)).toBe(before + 1);
    expect(await t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id: org.id })).toMatchObject({ razonSocial: 'Ñandutí Sociedad Anónima', ruc: '80.012.345-6', city: 'Asunción' });

    // The same data as UTF-8 with BOM, RUC written without dots: the header keeps its name, nothing duplicates.
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(['Razón Social;RUC;Ciudad', 'Güemes y Compañía;4567890 1;Encarnación'].join('\n'), 'utf8')]);
    const second = await upload(u.admin, 'organization', bom);
    expect(second).toMatchObject({ encoding: 'utf-8', headers: ['Razón Social', 'RUC', 'Ciudad'] });
    const done = await run(u.admin, second.id, { 'Razón Social': 'razonSocial', RUC: 'ruc', Ciudad: 'city' });
    expect(done).toMatchObject({ created_count: 0, updated_count: 1, error_count: 0 });
    expect(await count(OrganizationEntity)).toBe(before + 1);
  });

  it('operations: decimal comma and thousands dot in the value, organization found or created, update by reference', async () => {
    const csv = ['Título;Valor;Etapa;Cliente', 'Flete Ciudad del Este;1.234,56;;Cliente Importado SA', 'Valor malo;12a;;'].join('\n');
    const job = await upload(u.venta.token, 'deal', csv);
    expect(job.suggested_mapping).toEqual(['title', 'value', 'stage', 'organization']);
    const done = await run(u.venta.token, job.id, job.suggested_mapping);
    expect(done).toMatchObject({ created_count: 1, error_count: 1 });
    expect(done.rows[1]).toMatchObject({ line: 3, field: 'value', message: 'El valor «12a» no es un número (ejemplo: 1.234,56).' });
    const created = await t.ds.getRepository(DealEntity).findOneOrFail({ where: { title: 'Flete Ciudad del Este' }, relations: { organization: true } });
    expect(created.value).toBe(1234.56);
    expect(created.organization?.name).toBe('Cliente Importado SA');

    const upd = await upload(u.venta.token, 'deal', `Referencia;Valor\n${created.reference};2.000,5\nOP-999999;1\n`);
    const res = await run(u.venta.token, upd.id, upd.suggested_mapping);
    expect(res).toMatchObject({ updated_count: 1, error_count: 1 });
    expect(res.rows[1]).toMatchObject({ field: 'reference' });
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: created.id })).value).toBe(2000.5);
  });

  it("another user's private records are not there for the importer: the dry run and the run answer as for a new record (no existence oracle)", async () => {
    const owner = u.ops.user;
    const hidden = await makeContact(t, { name: 'Privado de Ops', email: 'privado.ops@acme.com.py', phone: '0981 555 123', visibility: 'private', ownerUserId: owner.id });
    const hiddenOrg = await makeOrganization(t, { name: 'Oculta', razonSocial: 'Oculta S.A.', ruc: '80099999-1', visibility: 'private', ownerUserId: owner.id });
    const before = await count(ContactEntity);
    const job = await upload(u.venta.token, 'contact', 'Email;Teléfono;Nombre\nprivado.ops@acme.com.py;;Otro Nombre\n;0981555123;Por Teléfono\nnadie@acme.com.py;;Nuevo\n');
    const checked = await dryRun(u.venta.token, job.id, job.suggested_mapping);
    // The same answer as for an e-mail nobody has: nothing tells the private record exists.
    expect(checked.rows.map((r) => [r.action, r.field ?? null, r.message ?? null])).toEqual([
      ['create', null, null],
      ['create', null, null],
      ['create', null, null],
    ]);
    expect(JSON.stringify(checked)).not.toContain('no podés modificar');
    const done = await run(u.venta.token, job.id, job.suggested_mapping);
    expect(done).toMatchObject({ created_count: 3, error_count: 0 });
    expect(JSON.stringify(done)).not.toContain('Privado de Ops');
    // Like createContact: the actor gets a contact of their own; the private one is untouched.
    expect(await count(ContactEntity)).toBe(before + 3);
    expect((await t.ds.getRepository(ContactEntity).findOneByOrFail({ id: hidden.id })).name).toBe('Privado de Ops');

    const orgJob = await upload(u.venta.token, 'organization', 'Razón Social;RUC\nOtra Razón S.A.;80099999-1\n');
    const orgChecked = await dryRun(u.venta.token, orgJob.id, orgJob.suggested_mapping);
    expect(orgChecked.rows.map((r) => [r.action, r.message ?? null])).toEqual([['create', null]]);
    expect((await t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id: hiddenOrg.id })).razonSocial).toBe('Oculta S.A.');
    // A contact row naming the hidden organization: not found, exactly as for a name nobody has.
    const byOrg = await upload(u.venta.token, 'contact', 'Nombre;Organización\nCon Oculta;80099999-1\nCon Ninguna;80000000-0\n');
    const byOrgChecked = await dryRun(u.venta.token, byOrg.id, byOrg.suggested_mapping);
    expect(byOrgChecked.rows.map((r) => r.message?.replace(/«.*»/, '«…»'))).toEqual([
      'Organización no encontrada: «…» (por RUC o razón social).',
      'Organización no encontrada: «…» (por RUC o razón social).',
    ]);
  });

  it('viewer: FORBIDDEN on REST and GraphQL; other users do not see an import; bad files and mappings get Spanish messages', async () => {
    const refused = await multipart(u.viewer.token, '/api/imports').field('kind', 'contact').attach('file', Buffer.from('Nombre\nA\n'), 'a.csv');
    expect(refused.status).toBe(403);
    const job = await upload(u.venta.token, 'contact', 'Nombre;Email\nA;a@b.com\n');
    expect((await api(t, u.ops.token).get(`/api/imports/${job.id}`)).status).toBe(404);
    expect((await api(t, u.admin).get(`/api/imports/${job.id}`)).status).toBe(200);
    const g = await gql(t, 'mutation ($id: Int!) { dryRunImport(id: $id, mapping: ["name", "email"]) { id } }', { id: job.id }, u.viewer.token);
    expect(codesOf(g)).toEqual(['FORBIDDEN']);

    const noField = await api(t, u.venta.token).post(`/api/imports/${job.id}/dry-run`, { mapping: [null, null] });
    expect(noField.status).toBe(400);
    expect(noField.body.error).toBe('Asigná una columna a Nombre o Email.');
    const empty = await multipart(u.venta.token, '/api/imports').field('kind', 'contact').attach('file', Buffer.from('Nombre;Email\n'), 'a.csv');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('El archivo está vacío o no tiene filas debajo de los encabezados.');
    const big = await multipart(u.venta.token, '/api/imports').field('kind', 'contact').attach('file', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'big.csv');
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('El archivo supera el máximo de 10 MB. Dividilo en partes más chicas.');
  });

  it('GraphQL: startImport (multipart), dryRunImport, runImport and importJob with its rows', async () => {
    const operations = JSON.stringify({
      query: 'mutation ($file: Upload!) { startImport(kind: contact, file: $file) { id status headers suggestedMapping totalRows sample } }',
      variables: { file: null },
    });
    const r = await multipart(u.venta.token, '/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .field('operations', operations)
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', Buffer.from('Full name\tE-mail\nGraph Ql\tgraph.ql@acme.com.py\n'), 'tab.tsv');
    expect(r.body.errors).toBeUndefined();
    const started = r.body.data.startImport;
    expect(started).toMatchObject({ status: 'uploaded', headers: ['Full name', 'E-mail'], suggestedMapping: ['name', 'email'], totalRows: 1, sample: [['Graph Ql', 'graph.ql@acme.com.py']] });
    const dry = await gql(t, 'mutation ($id: Int!, $m: [String]!) { dryRunImport(id: $id, mapping: $m) { status } }', { id: started.id, m: started.suggestedMapping }, u.venta.token);
    expect(dry.data!.dryRunImport.status).toBe('checking');
    await t.services.imports.settled(started.id);
    const ran = await gql(t, 'mutation ($id: Int!) { runImport(id: $id) { status } }', { id: started.id }, u.venta.token);
    expect(ran.errors).toBeUndefined();
    await t.services.imports.settled(started.id);
    const q = await gql(t, 'query ($id: Int!) { importJob(id: $id) { status createdCount rows { line action label } rowCount errorsCsv } }', { id: started.id }, u.venta.token);
    expect(q.data!.importJob).toMatchObject({ status: 'done', createdCount: 1, rows: [{ line: 2, action: 'create', label: 'Graph Ql' }], rowCount: 1 });
    const again = await gql(t, 'mutation ($id: Int!) { runImport(id: $id) { status } }', { id: started.id }, u.venta.token);
    expect(codesOf(again)).toEqual(['CONFLICT']);
  });
});

describe('CSV import after its process died', () => {
  it('a run that stopped moving is resumed from the first row not committed, keeping counts and results', async () => {
    const lines = ['Nombre;Email', ...Array.from({ length: 6 }, (_, i) => `Reanudar ${i};reanudar${i}@acme.com.py`)];
    const job = await upload(u.venta.token, 'contact', lines.join('\n'));
    const done = await run(u.venta.token, job.id, job.suggested_mapping);
    expect(done.created_count).toBe(6);
    // As a process killed after committing the first 4 rows leaves it: running, no progress for minutes, the file kept.
    const repo = t.ds.getRepository(ImportJobEntity);
    const row = await repo.findOneByOrFail({ id: job.id });
    await t.ds.getRepository(ContactEntity).delete({ email: 'reanudar4@acme.com.py' });
    await t.ds.getRepository(ContactEntity).delete({ email: 'reanudar5@acme.com.py' });
    const results = JSON.parse(row.results!).slice(0, 4);
    await repo.update(
      { id: job.id },
      { status: 'running', processedRows: 4, createdCount: 4, results: JSON.stringify(results), updatedAtMs: String(Date.now() - 10 * 60_000) },
    );
    await t.ds.getRepository(ImportJobFileEntity).insert({ jobId: job.id, head: lines.join('\n'), content: lines.join('\n') });
    const before = await count(ContactEntity);
    const resumed = await run(u.venta.token, job.id);
    expect(resumed).toMatchObject({ status: 'done', processed_rows: 6, created_count: 6, error_count: 0 });
    expect(resumed.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7]);
    // Rows 2–5 were not run again (they would have been updates): only the two lost ones were created.
    expect(resumed.updated_count).toBe(0);
    expect(await count(ContactEntity)).toBe(before + 2);
    // A run that is still moving is not started twice.
    await repo.update({ id: job.id }, { status: 'running', updatedAtMs: String(Date.now()) });
    await t.ds.getRepository(ImportJobFileEntity).insert({ jobId: job.id, head: lines.join('\n'), content: lines.join('\n') });
    expect((await api(t, u.venta.token).post(`/api/imports/${job.id}/run`, {})).status).toBe(409);
  });
});

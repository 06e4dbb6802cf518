import { statsAndRecount } from '../../../test/search-stats';
import request from 'supertest';
import { In } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { api } from '../../../test/http';
import { makeContact, makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { CatalogItemEntity } from '../catalog/catalog-item.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { bulkBatchRows } from './imports.service';

/**
 * Imports at bulk speed: a batch's new contacts and organizations are written in a few statements for the
 * batch (ContactsService.createMany, OrganizationsService.createMany), with every guarantee of the row-by-row
 * import — one audit event per record, search terms, dedupe, per-row errors, nothing of a failed batch kept.
 */
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
  suggested_mapping: (string | null)[];
  processed_rows: number;
  created_count: number;
  updated_count: number;
  error_count: number;
  failure: string | null;
  rows: Array<{ line: number; action: string; label: string | null; field: string | null; message: string | null }>;
};

async function upload(token: string, kind: string, body: string): Promise<Job> {
  const r = await request(t.app).post('/api/imports').set('Authorization', `Bearer ${token}`).field('kind', kind).attach('file', Buffer.from(body), 'datos.csv');
  expect(r.status).toBe(201);
  return r.body as Job;
}

/** Runs the import and waits for it in this process (no polling requests among the statements counted). */
async function run(token: string, job: Job, mapping?: unknown): Promise<Job> {
  const r = await api(t, token).post(`/api/imports/${job.id}/run`, { mapping: mapping ?? job.suggested_mapping });
  expect(r.status).toBe(202);
  await t.services.imports.settled(job.id);
  return (await api(t, token).get(`/api/imports/${job.id}`)).body as Job;
}

const searchContacts = async (token: string, q: string): Promise<number[]> => {
  const r = await api(t, token).get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(r.status).toBe(200);
  return (r.body.contacts as Array<{ id: number }>).map((c) => c.id);
};

const mysql = () => t.ds.options.type !== 'better-sqlite3';

describe('CSV import in bulk', () => {
  it('1,500 new contacts: a few statements per batch, not a dozen per row; each one found by search, with its own audit event', async () => {
    const lines = ['Nombre;Email;Teléfono', ...Array.from({ length: 1500 }, (_, i) => `Masivo ${i} Ñandutí;masivo${i}@lote.com.py;0981 ${String(100000 + i)}`)];
    const job = await upload(u.venta.token, 'contact', lines.join('\n'));
    t.sql.start();
    const done = await run(u.venta.token, job);
    const statements = t.sql.stop();
    expect(done).toMatchObject({ status: 'done', processed_rows: 1500, created_count: 1500, updated_count: 0, error_count: 0 });
    // Row by row this was ~13 statements a row (~19,500); by batch it is a few dozen a batch.
    expect(statements).toBeLessThan(1500 * 0.2);

    const made = await t.ds.getRepository(ContactEntity).find({ where: { email: In(['masivo0@lote.com.py', 'masivo777@lote.com.py', 'masivo1499@lote.com.py']) }, order: { id: 'ASC' } });
    expect(made.map((c) => [c.name, c.phone, c.visibility, c.ownerUserId])).toEqual([
      ['Masivo 0 Ñandutí', '0981 100000', 'company', u.venta.user.id],
      ['Masivo 777 Ñandutí', '0981 100777', 'company', u.venta.user.id],
      ['Masivo 1499 Ñandutí', '0981 101499', 'company', u.venta.user.id],
    ]);
    // Search terms written with the records (by name, by e-mail, by phone digits).
    expect(await searchContacts(u.venta.token, 'Masivo 777')).toContain(made[1].id);
    expect(await searchContacts(u.venta.token, 'masivo1499@lote')).toContain(made[2].id);
    expect(await searchContacts(u.admin, '101499')).toContain(made[2].id);
    // The terms went in with the statistics triggers paused and were counted per batch: the statistics stay exact.
    const { stored, recount } = await statsAndRecount(t.ds);
    expect(stored).toEqual(recount);
    // One audit event per contact created, with its values.
    const ids = (await t.ds.getRepository(ContactEntity).find({ select: { id: true }, where: { name: In(Array.from({ length: 1500 }, (_, i) => `Masivo ${i} Ñandutí`)) } })).map((c) => c.id);
    expect(ids).toHaveLength(1500);
    const events = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'contact', action: 'create', entityId: In(ids) } });
    expect(events).toHaveLength(1500);
    expect(new Set(events.map((e) => e.entityId)).size).toBe(1500);
    expect(events.find((e) => e.entityId === made[1].id)).toMatchObject({ userId: u.venta.user.id, description: 'Contacto Masivo 777 Ñandutí creado' });
  });

  it('rows of one batch that repeat an e-mail or phone update the contact an earlier row created, as row by row; refused rows keep their reasons', async () => {
    const taken = await makeContact(t, { name: 'Ya existente', email: 'existente@lote2.com.py', visibility: 'company' });
    const lines = [
      'Nombre;Email;Teléfono;Organización',
      'Primera;repetida@lote2.com.py;0971 200200;',
      'Segunda con el mismo email;REPETIDA@lote2.com.py;;',
      'Tercera con el mismo teléfono;;(0971) 200-200;',
      ';;0985 999 999;',
      'Sin empresa;sinempresa@lote2.com.py;;Empresa que no existe SA',
      'Actualiza la existente;existente@lote2.com.py;;',
      'Nueva al final;nueva@lote2.com.py;;',
    ];
    const job = await upload(u.venta.token, 'contact', lines.join('\n'));
    const done = await run(u.venta.token, job);
    expect(done.rows.map((r) => [r.line, r.action, r.field])).toEqual([
      [2, 'create', null],
      [3, 'update', null],
      [4, 'update', null],
      [5, 'error', 'name'],
      [6, 'error', 'organization'],
      [7, 'update', null],
      [8, 'create', null],
    ]);
    expect(done).toMatchObject({ created_count: 2, updated_count: 3, error_count: 2 });
    const repeated = await t.ds.getRepository(ContactEntity).find({ where: { email: 'repetida@lote2.com.py' } });
    expect(repeated).toHaveLength(1);
    // The later rows' values are the ones kept (each row updated what the one before wrote).
    expect(repeated[0]).toMatchObject({ name: 'Tercera con el mismo teléfono', phone: '(0971) 200-200' });
    expect(await t.ds.getRepository(ContactEntity).findOneByOrFail({ id: taken.id })).toMatchObject({ name: 'Actualiza la existente' });
    expect(await t.ds.getRepository(ContactEntity).countBy({ email: 'sinempresa@lote2.com.py' })).toBe(0);
  });

  it('organizations in bulk: created with their defaults, found by search and audited once each; a RUC repeated in the batch updates the first', async () => {
    const lines = [
      'Razón social;RUC;Ciudad',
      ...Array.from({ length: 600 }, (_, i) => `Empresa Masiva ${i} S.A.;${8000000 + i}-1;Asunción`),
      'Empresa Masiva 5 Renombrada S.A.;8000005-1;Luque',
    ];
    const job = await upload(u.ops.token, 'organization', lines.join('\n'));
    const done = await run(u.ops.token, job);
    expect(done).toMatchObject({ status: 'done', created_count: 600, updated_count: 1, error_count: 0 });
    const five = await t.ds.getRepository(OrganizationEntity).find({ where: { ruc: '8000005-1' } });
    expect(five).toHaveLength(1);
    expect(five[0]).toMatchObject({ razonSocial: 'Empresa Masiva 5 Renombrada S.A.', city: 'Luque', name: 'Empresa Masiva 5 S.A.', rubro: 'Seguro', visibility: 'company', ownerUserId: u.ops.user.id });
    const r = await api(t, u.ops.token).get(`/api/search?q=${encodeURIComponent('Empresa Masiva 599')}`);
    expect(((r.body.organizations ?? r.body.orgs) as Array<{ id: number }>).length).toBeGreaterThan(0);
    const ids = (await t.ds.getRepository(OrganizationEntity).find({ select: { id: true }, where: { ownerUserId: u.ops.user.id } })).map((o) => o.id);
    expect(await t.ds.getRepository(AuditEventEntity).countBy({ entity: 'organization', action: 'create', entityId: In(ids) })).toBe(600);
  });

  it('the catalogue in bulk: 700 new items in a few statements, audited once each; a code repeated in the batch updates the first; bad prices refused per row', async () => {
    const lines = [
      'Código;Tipo;Nombre;Precio;IVA;Moneda;Activo',
      ...Array.from({ length: 700 }, (_, i) => `LOTE-${i};Servicio;Servicio en lote ${i};${i + 1},50;10;USD;Sí`),
      'lote-7;;Servicio en lote 7 corregido;;;;',
      'LOTE-PYG;Producto;Con centavos;1,5;10;PYG;',
    ];
    const job = await upload(u.admin, 'catalog', lines.join('\r\n'));
    t.sql.start();
    const done = await run(u.admin, job);
    expect(t.sql.stop()).toBeLessThan(700 * 0.2);
    expect(done).toMatchObject({ status: 'done', created_count: 700, updated_count: 1, error_count: 1 });
    expect(done.rows.filter((r) => r.action === 'error').map((r) => [r.line, r.field])).toEqual([[703, 'price']]);
    const items = await t.ds.getRepository(CatalogItemEntity).find({ where: { sku: In(['LOTE-7', 'LOTE-699', 'LOTE-PYG']) }, order: { sku: 'ASC' } });
    expect(items.map((i) => [i.sku, i.name, Number(i.price), i.currency])).toEqual([
      ['LOTE-699', 'Servicio en lote 699', 700.5, 'USD'],
      ['LOTE-7', 'Servicio en lote 7 corregido', 8.5, 'USD'],
    ]);
    const ids = (await t.ds.getRepository(CatalogItemEntity).find({ select: { id: true }, where: { sku: In(Array.from({ length: 700 }, (_, i) => `LOTE-${i}`)) } })).map((i) => i.id);
    expect(await t.ds.getRepository(AuditEventEntity).countBy({ entity: 'catalog_item', action: 'create', entityId: In(ids) })).toBe(700);
  });

  it('a bulk batch bumps the data versions the caches and the board read once, in its transaction, and leaves the per-row triggers working', async () => {
    const versions = async () => {
      const rows = (await t.ds.query("SELECT scope, version FROM data_versions WHERE scope IN ('crm', 'board') ORDER BY scope")) as Array<{ scope: string; version: unknown }>;
      return Object.fromEntries(rows.map((r) => [r.scope, Number(r.version)])) as { crm: number; board: number };
    };
    const before = await versions();
    const lines = ['Nombre;Email', ...Array.from({ length: 1200 }, (_, i) => `Versionado ${i};versionado${i}@lote4.com.py`)];
    const done = await run(u.venta.token, await upload(u.venta.token, 'contact', lines.join('\n')));
    expect(done).toMatchObject({ status: 'done', created_count: 1200 });
    const after = await versions();
    // Changed (a cached answer is not served again), by a few bumps per batch, not one per contact.
    expect(after.crm).toBeGreaterThan(before.crm);
    expect(after.board).toBeGreaterThan(before.board);
    expect(after.crm - before.crm).toBeLessThan(100);
    expect(after.board - before.board).toBeLessThan(100);
    // The pause ended with the batch: a contact created on its own bumps both versions by its trigger.
    const one = await api(t, u.venta.token).post('/api/contacts', { name: 'Después del lote', email: 'despues@lote4.com.py' });
    expect(one.status).toBe(201);
    const later = await versions();
    expect(later.crm).toBeGreaterThan(after.crm);
    expect(later.board).toBeGreaterThan(after.board);
  });

  // The second run updates the first batch's records one by one (a whole bulk batch of them): slow on a busy MariaDB.
  it('a batch that fails on the database is not kept at all (records, search terms, audit events); running again imports every row once', async () => {
    // A database refusal no validation foresees, in the second batch (its row 200).
    const total = 2400;
    const B = bulkBatchRows(total);
    expect(B).toBe(500);
    await t.ds.query(
      mysql()
        ? `CREATE TRIGGER import_falla BEFORE INSERT ON contacts FOR EACH ROW BEGIN IF NEW.name = 'FALLA ${B + 200}' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'falla simulada'; END IF; END`
        : `CREATE TRIGGER import_falla BEFORE INSERT ON contacts WHEN NEW.name = 'FALLA ${B + 200}' BEGIN SELECT RAISE(ABORT, 'falla simulada'); END`,
    );
    const lines = ['Nombre;Email', ...Array.from({ length: total }, (_, i) => `${i === B + 199 ? 'FALLA' : 'Lote'} ${i + 1};falla${i + 1}@lote3.com.py`)];
    const job = await upload(u.venta.token, 'contact', lines.join('\n'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let failed: Job;
    try {
      failed = await run(u.venta.token, job);
    } finally {
      error.mockRestore();
      await t.ds.query('DROP TRIGGER import_falla');
    }
    expect(failed).toMatchObject({ status: 'failed', processed_rows: B, created_count: B });
    expect(failed.failure).toMatch(/se detuvo/);
    const emails = Array.from({ length: total }, (_, i) => `falla${i + 1}@lote3.com.py`);
    const kept = await t.ds.getRepository(ContactEntity).find({ select: { id: true, email: true }, where: { email: In(emails) } });
    // The first batch committed; nothing of the second one.
    expect(kept.map((c) => c.email).sort()).toEqual(emails.slice(0, B).sort());
    expect(await searchContacts(u.venta.token, `falla${B + 100}@lote3`)).toEqual([]);
    expect(await t.ds.getRepository(AuditEventEntity).countBy({ entity: 'contact', action: 'create', entityId: In(kept.map((c) => c.id)) })).toBe(B);

    const again = await run(u.venta.token, job, failed.suggested_mapping ?? job.suggested_mapping);
    expect(again).toMatchObject({ status: 'done', processed_rows: total, created_count: total - B, updated_count: B, error_count: 0 });
    expect(await t.ds.getRepository(ContactEntity).countBy({ email: In(emails) })).toBe(total);
  }, 180_000);
});

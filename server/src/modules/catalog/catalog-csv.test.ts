import { CATALOG_MESSAGES as M } from '@crm/domain';
import Papa from 'papaparse';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { api } from '../../../test/http';
import { makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { CatalogItemEntity } from './catalog-item.entity';

/** CSV export and import of the catalogue through the exports and imports modules (kind 'catalog'), admins only. */
let t: TestApp;
let u: RoleUsers;
beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t);
});
afterAll(() => t.close());

type Job = { id: number; status: string; suggested_mapping: (string | null)[]; created_count: number; updated_count: number; error_count: number; rows: Array<{ line: number; action: string; field: string | null; message: string | null }> };

async function csv(path: string, token: string): Promise<{ status: number; headers: Record<string, string>; text: string; rows: string[][]; error?: string }> {
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
  const error = res.status === 200 ? undefined : (JSON.parse(text) as { error: string }).error;
  return { status: res.status, headers: res.headers as Record<string, string>, text, rows, error };
}

async function finished(token: string, id: number): Promise<Job> {
  for (;;) {
    const r = await api(t, token).get(`/api/imports/${id}`);
    expect(r.status).toBe(200);
    if (!['checking', 'running'].includes(r.body.status)) return r.body as Job;
    await new Promise((res) => setTimeout(res, 25));
  }
}

async function importCsv(token: string, text: string, dry = false): Promise<Job> {
  const up = await request(t.app).post('/api/imports').set('Authorization', `Bearer ${token}`).field('kind', 'catalog').attach('file', Buffer.from(text), 'catalogo.csv');
  expect(up.status).toBe(201);
  const job = up.body as Job;
  const started = await api(t, token).post(`/api/imports/${job.id}/${dry ? 'dry-run' : 'run'}`, { mapping: job.suggested_mapping });
  expect(started.status).toBe(202);
  return finished(token, job.id);
}

const items = () => t.ds.getRepository(CatalogItemEntity).find({ order: { id: 'ASC' } });
const shape = (rows: CatalogItemEntity[]) => rows.map(({ type, sku, name, unit, currency, price, taxRate, modes, active }) => ({ type, sku, name, unit, currency, price, taxRate, modes, active }));

describe('catalogue CSV round trip', () => {
  test('export (both formats) → the same file imports back with nothing changed; edited cells update, new rows create', async () => {
    await api(t, u.admin).post('/api/catalog/items', { type: 'PRODUCTO', sku: 'PAL-EUR', name: 'Pallet "europeo"; madera', unit: 'unidad', currency: 'PYG', price: 586000, tax_rate: '10', modes: ['TERRESTRE', 'AEREO'] });
    await api(t, u.admin).post('/api/catalog/items', { type: 'SERVICIO', sku: 'SEGURO', name: '=Seguro de carga', currency: 'USD', price: 1250.5, tax_rate: '5', active: false });
    const before = shape(await items());

    const esPY = await csv('/api/exports/catalog.csv', u.admin);
    expect(esPY.status).toBe(200);
    expect(esPY.headers['content-disposition']).toMatch(/^attachment; filename="catalogo-\d{4}-\d\d-\d\d\.csv"$/);
    expect(esPY.rows[0]).toEqual(['Código', 'Tipo', 'Nombre', 'Unidad', 'Moneda', 'Precio', 'IVA', 'Modalidades', 'Activo']);
    expect(esPY.rows.length).toBe(before.length + 1);
    expect(esPY.rows.find((r) => r[0] === 'PAL-EUR')).toEqual(['PAL-EUR', 'Producto', 'Pallet "europeo"; madera', 'unidad', 'PYG', '586000', '10', 'AEREO TERRESTRE', 'Sí']);
    // The decimal comma of es-PY; a name that starts like a formula is neutralised (CSV injection).
    expect(esPY.rows.find((r) => r[0] === 'SEGURO')).toEqual(['SEGURO', 'Servicio', "'=Seguro de carga", '', 'USD', '1250,5', '5', '', 'No']);
    expect(esPY.rows.find((r) => r[0] === 'FLETE-AEREO')).toEqual(['FLETE-AEREO', 'Servicio', 'FLETE AEREO', '', 'USD', '0', 'Exenta', '', 'Sí']);

    const machine = await csv('/api/exports/catalog.csv?format=default&q=seguro', u.admin);
    expect(machine.rows).toEqual([esPY.rows[0], ['SEGURO', 'Servicio', "'=Seguro de carga", '', 'USD', '1250.5', '5', '', 'No']]);

    // The exported file maps itself (its headers) and, imported back, changes nothing: every row an update. (The
    // apostrophe that neutralised a formula is the export's: a person removes it in Excel; here, the test does.)
    const back = await importCsv(u.admin, esPY.text.replace(/'=Seguro/, '=Seguro'));
    expect(back).toMatchObject({ status: 'done', created_count: 0, updated_count: before.length, error_count: 0 });
    expect(back.suggested_mapping).toEqual(['sku', 'type', 'name', 'unit', 'currency', 'price', 'taxRate', 'modes', 'active']);
    expect(shape(await items())).toEqual(before);
    const machineBack = await importCsv(u.admin, machine.text.replace(/'=Seguro/, '=Seguro'));
    expect(machineBack).toMatchObject({ status: 'done', updated_count: 1, error_count: 0 });
    expect(shape(await items())).toEqual(before);

    // Edited and new rows, with the error rows reported per field and nothing else lost.
    const edited = [
      'Código;Tipo;Nombre;Precio;IVA;Moneda;Activo',
      'pal-eur;;;600.000;;;',
      'NUEVO-1;Servicio;Despacho;150,25;10;USD;Sí',
      'NUEVO-2;;Sin tipo;1;10;USD;',
      'NUEVO-3;Producto;Caro;1,5;10;PYG;',
      'NUEVO-4;Producto;Raro;1;21;USD;',
    ].join('\r\n');
    const dry = await importCsv(u.admin, edited, true);
    expect(dry).toMatchObject({ status: 'checked', created_count: 1, updated_count: 1, error_count: 3 });
    expect(await items()).toHaveLength(before.length);
    const done = await importCsv(u.admin, edited);
    expect(done).toMatchObject({ status: 'done', created_count: 1, updated_count: 1, error_count: 3 });
    expect(done.rows.filter((r) => r.action === 'error').map((r) => [r.field, r.message])).toEqual([
      ['type', M.typeInvalid],
      ['price', M.pricePygWhole],
      ['taxRate', M.taxInvalid],
    ]);
    const after = await items();
    expect(after.find((i) => i.sku === 'PAL-EUR')).toMatchObject({ price: 600000, currency: 'PYG', name: 'Pallet "europeo"; madera', taxRate: '10' });
    expect(after.find((i) => i.sku === 'NUEVO-1')).toMatchObject({ type: 'SERVICIO', name: 'Despacho', price: 150.25, currency: 'USD', taxRate: '10', active: true });
    const created = after.find((i) => i.sku === 'NUEVO-1')!;
    const trail = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'catalog_item', entityId: created.id } });
    expect(trail.map((a) => a.action)).toEqual(['create']);
  });

  test('admins only: other roles can neither export nor import the catalogue (403 in Spanish)', async () => {
    for (const who of [u.venta, u.ops, u.viewer]) {
      const out = await csv('/api/exports/catalog.csv', who.token);
      expect(out.status).toBe(403);
      expect(out.error).toBe('No tenés permisos para realizar esta acción.');
      const up = await request(t.app).post('/api/imports').set('Authorization', `Bearer ${who.token}`).field('kind', 'catalog').attach('file', Buffer.from('Código;Nombre\r\nX;Y'), 'c.csv');
      expect(up.status).toBe(403);
    }
  });
});

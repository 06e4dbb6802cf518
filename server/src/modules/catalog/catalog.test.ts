import { CATALOG_MESSAGES as M, CATALOG_PRESETS } from '@crm/domain';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { CatalogItemEntity } from './catalog-item.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { isSpanishMessage } from '../../../test/bad-input';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t));
});
afterAll(() => t.close());

const FIELDS = 'id type sku name unit currency price taxRate modes active';
const LIST = `query Items($filter: CatalogItemFilter) { catalogItems(filter: $filter) { ${FIELDS} } }`;
const ONE = `query Item($id: Int!) { catalogItem(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CreateCatalogItemInput!) { createCatalogItem(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: Int!, $input: UpdateCatalogItemInput!) { updateCatalogItem(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: Int!) { deleteCatalogItem(id: $id) }`;

const count = () => t.ds.getRepository(CatalogItemEntity).count();
const audits = (id: number) => t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'catalog_item', entityId: id }, order: { id: 'ASC' } });

/** The original client's row: { id, type: 'PRODUCTO'|'SERVICIO', sku, name, unit, currency, price, tax_rate, active } (and more). */
const ORIGINAL_ROW = {
  id: expect.any(Number),
  type: expect.stringMatching(/^(PRODUCTO|SERVICIO)$/),
  sku: expect.any(String),
  name: expect.any(String),
  currency: expect.stringMatching(/^(PYG|USD)$/),
  price: expect.any(Number),
  tax_rate: expect.stringMatching(/^(exenta|5|10)$/),
  active: expect.any(Boolean),
};

describe('a new office starts with the 16 preset concepts as catalogue items', () => {
  test('GET /api/catalog/items?active=1 (the original client\'s cost sheet) answers them in its shape, for any role', async () => {
    for (const who of [viewer.token, venta.token, admin]) {
      const res = await api(t, who).get('/api/catalog/items?active=1');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      for (const row of res.body) {
        expect(row).toEqual(expect.objectContaining(ORIGINAL_ROW));
        expect(row).toHaveProperty('unit');
      }
      const presets = res.body.filter((r: { sku: string }) => CATALOG_PRESETS.some((p) => p.sku === r.sku));
      expect(presets).toHaveLength(16);
    }
    const rows = await t.ds.getRepository(CatalogItemEntity).find({ order: { id: 'ASC' }, take: 16 });
    expect(rows.map((r) => ({ type: r.type, sku: r.sku, name: r.name, unit: r.unit, currency: r.currency, price: r.price, taxRate: r.taxRate, modes: r.modes, active: r.active }))).toEqual(
      CATALOG_PRESETS.map((p) => ({ ...p, modes: '' })),
    );
  });

  test('without a session: 401', async () => {
    expect((await api(t).get('/api/catalog/items')).status).toBe(401);
    expect(codesOf(await gql(t, LIST))).toContain('UNAUTHENTICATED');
  });
});

describe('REST /api/catalog/items: CRUD for admins, audited', () => {
  test('POST → 201 with the row (numbers for tax_rate, lower-case type, es-PY price text), GET, PATCH, PUT, DELETE', async () => {
    const created = await api(t, admin).post('/api/catalog/items', {
      type: 'producto',
      sku: ' pal-eur ',
      name: '  Pallet europeo ',
      unit: 'unidad',
      currency: 'usd',
      price: '1.250,50',
      tax_rate: 10,
      modes: ['terrestre', 'AEREO'],
      active: 1,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      type: 'PRODUCTO',
      sku: 'PAL-EUR',
      name: 'Pallet europeo',
      unit: 'unidad',
      currency: 'USD',
      price: 1250.5,
      tax_rate: '10',
      modes: ['AEREO', 'TERRESTRE'],
      active: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updated_at: expect.any(String),
    });
    const id = created.body.id;
    expect((await api(t, viewer.token).get(`/api/catalog/items/${id}`)).body).toMatchObject({ id, sku: 'PAL-EUR', price: 1250.5 });

    const patched = await api(t, admin).patch(`/api/catalog/items/${id}`, { tax_rate: 0, price: 99.99, unit: '', modes: [] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, tax_rate: 'exenta', price: 99.99, unit: null, modes: [], name: 'Pallet europeo' });

    const put = await api(t, admin).put(`/api/catalog/items/${id}`, { tax_rate: '5', active: false });
    expect(put.body).toMatchObject({ tax_rate: '5', active: false });

    expect((await api(t, admin).delete(`/api/catalog/items/${id}`)).body).toEqual({ ok: true });
    expect((await api(t, admin).get(`/api/catalog/items/${id}`)).status).toBe(404);
    expect((await api(t, admin).get(`/api/catalog/items/${id}`)).body.error).toBe(M.notFound);

    const trail = await audits(id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(trail[0].meta).toMatchObject({ changes: { sku: [null, 'PAL-EUR'], price: [null, 1250.5], taxRate: [null, '10'], modes: [null, 'AEREO,TERRESTRE'] } });
    expect(trail[1].meta).toEqual({ changes: { unit: ['unidad', null], price: [1250.5, 99.99], taxRate: ['10', 'exenta'], modes: ['AEREO,TERRESTRE', ''] } });
    expect(trail[3].meta).toMatchObject({ changes: { sku: ['PAL-EUR', null] } });
  });

  test('defaults: USD, price 0, IVA 10 %, every mode, active', async () => {
    const res = await api(t, admin).post('/api/catalog/items', { type: 'SERVICIO', sku: 'DESPACHO', name: 'Despacho aduanero' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ currency: 'USD', price: 0, tax_rate: '10', modes: [], active: true, unit: null });
  });

  test('prices are exact: PYG whole, USD to the cent, the largest price unchanged; a currency change checks the price', async () => {
    const gs = await api(t, admin).post('/api/catalog/items', { type: 'SERVICIO', sku: 'GS-1', name: 'Flete local', currency: 'PYG', price: '586.000', tax_rate: '10' });
    expect(gs.body).toMatchObject({ currency: 'PYG', price: 586000 });
    const big = await api(t, admin).post('/api/catalog/items', { type: 'SERVICIO', sku: 'BIG', name: 'Máximo', price: 999999999999.99 });
    expect(big.body.price).toBe(999999999999.99);
    expect((await api(t, viewer.token).get(`/api/catalog/items/${big.body.id}`)).body.price).toBe(999999999999.99);
    const raw = await t.ds.query('SELECT price FROM catalog_items WHERE id = ?', [big.body.id]);
    expect(String(raw[0].price)).toMatch(/^999999999999\.99$/);

    const usd = await api(t, admin).post('/api/catalog/items', { type: 'SERVICIO', sku: 'USD-1', name: 'Handling', price: 12.5 });
    const toPyg = await api(t, admin).patch(`/api/catalog/items/${usd.body.id}`, { currency: 'PYG' });
    expect(toPyg.status).toBe(400);
    expect(toPyg.body.error).toBe(M.pricePygWhole);
    expect((await api(t, admin).patch(`/api/catalog/items/${usd.body.id}`, { currency: 'PYG', price: 91000 })).body).toMatchObject({ currency: 'PYG', price: 91000 });
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['unknown type', { type: 'BIEN', sku: 'X1', name: 'X' }, M.typeInvalid],
    ['no type', { sku: 'X1', name: 'X' }, M.typeInvalid],
    ['no code', { type: 'PRODUCTO', name: 'X' }, M.skuRequired],
    ['empty code', { type: 'PRODUCTO', sku: '  ', name: 'X' }, M.skuRequired],
    ['code with a space', { type: 'PRODUCTO', sku: 'AB CD', name: 'X' }, M.skuInvalid],
    ['code with an accent', { type: 'PRODUCTO', sku: 'AÉREO', name: 'X' }, M.skuInvalid],
    ['code too long', { type: 'PRODUCTO', sku: 'A'.repeat(41), name: 'X' }, M.skuTooLong],
    ['no name', { type: 'PRODUCTO', sku: 'X1' }, M.nameRequired],
    ['name too long', { type: 'PRODUCTO', sku: 'X1', name: 'n'.repeat(201) }, M.nameTooLong],
    ['unit too long', { type: 'PRODUCTO', sku: 'X1', name: 'X', unit: 'u'.repeat(41) }, 'La unidad admite hasta 40 caracteres.'],
    ['currency EUR', { type: 'PRODUCTO', sku: 'X1', name: 'X', currency: 'EUR' }, M.currencyInvalid],
    ['negative price', { type: 'PRODUCTO', sku: 'X1', name: 'X', price: -1 }, M.priceInvalid],
    ['price with 3 decimals', { type: 'PRODUCTO', sku: 'X1', name: 'X', price: 1.005 }, M.priceInvalid],
    ['price as words', { type: 'PRODUCTO', sku: 'X1', name: 'X', price: 'doce' }, M.priceInvalid],
    ['price too large', { type: 'PRODUCTO', sku: 'X1', name: 'X', price: 1e12 }, M.priceTooLarge],
    ['guaraníes with decimals', { type: 'PRODUCTO', sku: 'X1', name: 'X', currency: 'PYG', price: 1500.5 }, M.pricePygWhole],
    ['IVA 21', { type: 'PRODUCTO', sku: 'X1', name: 'X', tax_rate: 21 }, M.taxInvalid],
    ['IVA as words', { type: 'PRODUCTO', sku: 'X1', name: 'X', tax_rate: 'mucho' }, M.taxInvalid],
    ['unknown mode', { type: 'PRODUCTO', sku: 'X1', name: 'X', modes: ['AVION'] }, M.modesInvalid],
    ['modes not a list', { type: 'PRODUCTO', sku: 'X1', name: 'X', modes: 5 }, M.modesInvalid],
    ['active as words', { type: 'PRODUCTO', sku: 'X1', name: 'X', active: 'quizás' }, M.activeInvalid],
  ])('validation: %s → 400 in Spanish, nothing stored', async (_label, body, message) => {
    const before = await count();
    const res = await api(t, admin).post('/api/catalog/items', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await count()).toBe(before);
  });

  test('a PATCH that empties the name or the code is refused, not ignored', async () => {
    const item = await api(t, admin).post('/api/catalog/items', { type: 'PRODUCTO', sku: 'KEEP', name: 'Se queda' });
    expect((await api(t, admin).patch(`/api/catalog/items/${item.body.id}`, { name: '' })).body.error).toBe(M.nameRequired);
    expect((await api(t, admin).patch(`/api/catalog/items/${item.body.id}`, { sku: ' ' })).body.error).toBe(M.skuRequired);
    expect((await api(t, admin).get(`/api/catalog/items/${item.body.id}`)).body).toMatchObject({ sku: 'KEEP', name: 'Se queda' });
  });

  test('one item per code, whatever the case: 409 on create and on update; 404 for a missing id', async () => {
    const first = await api(t, admin).post('/api/catalog/items', { type: 'PRODUCTO', sku: 'caja-01', name: 'Caja' });
    expect(first.status).toBe(201);
    const again = await api(t, admin).post('/api/catalog/items', { type: 'SERVICIO', sku: 'CAJA-01', name: 'Otra' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.skuTaken);
    const other = await api(t, admin).post('/api/catalog/items', { type: 'PRODUCTO', sku: 'CAJA-02', name: 'Caja 2' });
    expect((await api(t, admin).patch(`/api/catalog/items/${other.body.id}`, { sku: 'Caja-01' })).status).toBe(409);
    expect((await api(t, admin).patch(`/api/catalog/items/${other.body.id}`, { sku: 'caja-02', name: 'Caja dos' })).status).toBe(200);
    expect((await api(t, admin).patch('/api/catalog/items/999999', { name: 'x' })).status).toBe(404);
    expect((await api(t, admin).delete('/api/catalog/items/999999')).status).toBe(404);
  });

  test('venta, ops and viewer read but never write (403 in Spanish, nothing stored or changed)', async () => {
    const item = await api(t, admin).post('/api/catalog/items', { type: 'PRODUCTO', sku: 'ROLE-1', name: 'Rol' });
    const before = await count();
    for (const who of [venta, ops, viewer]) {
      const post = await api(t, who.token).post('/api/catalog/items', { type: 'PRODUCTO', sku: `R-${who.user.id}`, name: 'No' });
      expect(post.status).toBe(403);
      expect(isSpanishMessage(post.body.error)).toBe(true);
      expect((await api(t, who.token).patch(`/api/catalog/items/${item.body.id}`, { name: 'No' })).status).toBe(403);
      expect((await api(t, who.token).delete(`/api/catalog/items/${item.body.id}`)).status).toBe(403);
      expect((await api(t, who.token).get(`/api/catalog/items/${item.body.id}`)).status).toBe(200);
      expect((await api(t, who.token).get('/api/catalog/items')).status).toBe(200);
    }
    expect(await count()).toBe(before);
    expect((await api(t, admin).get(`/api/catalog/items/${item.body.id}`)).body.name).toBe('Rol');
  });

  test('filters: active, type, q (code or name), mode (items without modes apply to every mode); one SQL statement', async () => {
    await api(t, admin).post('/api/catalog/items', { type: 'PRODUCTO', sku: 'FIL-A', name: 'Filtro aéreo', modes: ['AEREO'] });
    await api(t, admin).post('/api/catalog/items', { type: 'PRODUCTO', sku: 'FIL-M', name: 'Filtro marítimo', modes: ['MARITIMO'], active: false });
    const skus = async (query: string) => ((await api(t, viewer.token).get(`/api/catalog/items?${query}`)).body as Array<{ sku: string }>).map((r) => r.sku);
    expect(await skus('q=fil-')).toEqual(['FIL-A', 'FIL-M']);
    expect(await skus('q=filtro&active=1')).toEqual(['FIL-A']);
    expect(await skus('q=filtro&active=0')).toEqual(['FIL-M']);
    expect(await skus('q=filtro&mode=maritimo')).toEqual(['FIL-M']);
    expect(await skus('q=filtro&type=servicio')).toEqual([]);
    const aereo = await skus('mode=AEREO&type=SERVICIO&active=true');
    expect(aereo).toContain('FLETE-AEREO');
    expect(await skus('q=zzz-nada')).toEqual([]);
    expect((await api(t, viewer.token).get('/api/catalog/items?type=bien')).status).toBe(400);
    expect((await api(t, viewer.token).get('/api/catalog/items?active=quizas')).status).toBe(400);
    expect((await api(t, viewer.token).get('/api/catalog/items?limit=2')).body).toHaveLength(2);
    const names = ((await api(t, viewer.token).get('/api/catalog/items?limit=500')).body as Array<{ name: string }>).map((r) => r.name);
    expect(names.length).toBeGreaterThan(16);

    t.sql.start();
    await api(t, viewer.token).get('/api/catalog/items?active=1');
    const rest = t.sql.stop();
    t.sql.start();
    await gql(t, LIST, { filter: { active: true } }, viewer.token);
    expect(t.sql.stop()).toBe(rest);
    expect(rest).toBeLessThanOrEqual(2);
  });
});

describe('GraphQL: the same operations and rules', () => {
  test('create, read, update, deactivate, delete', async () => {
    const created = await gql(t, CREATE, { input: { type: 'SERVICIO', sku: 'gq-1', name: 'Seguro', currency: 'PYG', price: 150000, taxRate: '5', modes: ['TERRESTRE'] } }, admin);
    expect(created.errors).toBeUndefined();
    const item = created.data!.createCatalogItem;
    expect(item).toMatchObject({ type: 'SERVICIO', sku: 'GQ-1', name: 'Seguro', currency: 'PYG', price: 150000, taxRate: '5', modes: ['TERRESTRE'], active: true, unit: null });
    expect((await gql(t, ONE, { id: item.id }, viewer.token)).data!.catalogItem.sku).toBe('GQ-1');
    const off = await gql(t, UPDATE, { id: item.id, input: { active: false, name: 'Seguro de carga' } }, admin);
    expect(off.data!.updateCatalogItem).toMatchObject({ active: false, name: 'Seguro de carga' });
    const actives = await gql(t, LIST, { filter: { active: true, q: 'GQ-1' } }, viewer.token);
    expect(actives.data!.catalogItems).toEqual([]);
    expect((await gql(t, DELETE, { id: item.id }, admin)).data!.deleteCatalogItem).toBe(item.id);
    expect(codesOf(await gql(t, ONE, { id: item.id }, admin))).toEqual(['NOT_FOUND']);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['code with a space', { type: 'PRODUCTO', sku: 'AB CD', name: 'X' }, M.skuInvalid],
    ['guaraníes with decimals', { type: 'PRODUCTO', sku: 'X2', name: 'X', currency: 'PYG', price: 10.5 }, M.pricePygWhole],
    ['IVA 21', { type: 'PRODUCTO', sku: 'X2', name: 'X', taxRate: '21' }, M.taxInvalid],
    ['unknown mode', { type: 'PRODUCTO', sku: 'X2', name: 'X', modes: ['AVION'] }, M.modesInvalid],
    ['blank name', { type: 'PRODUCTO', sku: 'X2', name: '   ' }, M.nameRequired],
  ])('validation: %s → BAD_USER_INPUT with the same Spanish message and its field', async (_label, input, message) => {
    const res = await gql(t, CREATE, { input }, admin);
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0].message).toBe(message);
  });

  test('a duplicate code is CONFLICT, pointing at the code', async () => {
    await gql(t, CREATE, { input: { type: 'PRODUCTO', sku: 'DUP-G', name: 'Uno' } }, admin);
    const res = await gql(t, CREATE, { input: { type: 'PRODUCTO', sku: 'dup-g', name: 'Dos' } }, admin);
    expect(codesOf(res)).toEqual(['CONFLICT']);
    expect(res.errors![0].message).toBe(M.skuTaken);
    expect((res.errors![0].extensions as { field?: string }).field).toBe('sku');
  });

  test('venta, ops and viewer: FORBIDDEN on every write, the list reads', async () => {
    const [first] = (await gql(t, LIST, {}, viewer.token)).data!.catalogItems;
    for (const who of [venta, ops, viewer]) {
      expect(codesOf(await gql(t, CREATE, { input: { type: 'PRODUCTO', sku: 'NOPE', name: 'No' } }, who.token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(t, UPDATE, { id: first.id, input: { name: 'No' } }, who.token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(t, DELETE, { id: first.id }, who.token))).toEqual(['FORBIDDEN']);
      expect((await gql(t, LIST, { filter: { active: true } }, who.token)).data!.catalogItems.length).toBeGreaterThan(0);
    }
    expect((await gql(t, ONE, { id: first.id }, viewer.token)).data!.catalogItem.name).toBe(first.name);
  });
});

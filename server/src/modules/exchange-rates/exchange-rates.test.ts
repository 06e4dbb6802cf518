import { AuditEventEntity } from '../audit/audit-event.entity';
import { ExchangeRateEntity } from './exchange-rate.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers, makeUser } from '../../../test/factories';
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

const FIELDS = 'id pair date rate source createdByUserId createdByName';
const LIST = `query Rates($pair: String) { exchangeRates(pair: $pair) { ${FIELDS} } }`;
const ON = `query On($date: String!, $pair: String) { exchangeRateOn(date: $date, pair: $pair) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CreateExchangeRateInput!) { createExchangeRate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: Int!, $input: UpdateExchangeRateInput!) { updateExchangeRate(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: Int!) { deleteExchangeRate(id: $id) }`;

const audits = (id: number) => t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'exchange_rate', entityId: id }, order: { id: 'ASC' } });
const count = () => t.ds.getRepository(ExchangeRateEntity).count();

describe('REST /api/exchange-rates', () => {
  test('admin POST → 201 with the row (pair defaults to USD/PYG), PUT, DELETE; each write audited with meta.changes', async () => {
    const created = await api(t, admin).post('/api/exchange-rates', { date: '2026-03-02', rate: '7310.5', source: '  BCP  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      pair: 'USD/PYG',
      date: '2026-03-02',
      rate: 7310.5,
      source: 'BCP',
      created_by: expect.any(Number),
      created_by_name: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updated_at: expect.any(String),
    });
    const id = created.body.id;
    expect((await api(t, viewer.token).get(`/api/exchange-rates/${id}`)).body).toMatchObject({ id, rate: 7310.5 });

    const updated = await api(t, admin).put(`/api/exchange-rates/${id}`, { rate: 7320, source: '' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, date: '2026-03-02', rate: 7320, source: null });

    expect((await api(t, admin).delete(`/api/exchange-rates/${id}`)).body).toEqual({ ok: true });
    expect((await api(t, admin).get(`/api/exchange-rates/${id}`)).status).toBe(404);

    const trail = await audits(id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[0].meta).toEqual({ changes: { pair: [null, 'USD/PYG'], rateDate: [null, '2026-03-02'], rate: [null, 7310.5], source: [null, 'BCP'] } });
    expect(trail[1].meta).toEqual({ changes: { rate: [7310.5, 7320], source: ['BCP', null] } });
    expect(trail[2].meta).toEqual({ changes: { pair: ['USD/PYG', null], rateDate: ['2026-03-02', null], rate: [7320, null] } });
  });

  test('non-admins read but never write (403, nothing stored); without a session 401', async () => {
    const before = await count();
    const finanzas = await makeUser(t, { role: 'finanzas' });
    for (const who of [venta, ops, viewer, finanzas]) {
      const res = await api(t, who.token).post('/api/exchange-rates', { date: '2026-04-01', rate: 7000 });
      expect(res.status).toBe(403);
      expect(isSpanishMessage(res.body.error)).toBe(true);
      expect((await api(t, who.token).get('/api/exchange-rates')).status).toBe(200);
    }
    const row = await api(t, admin).post('/api/exchange-rates', { date: '2026-04-02', rate: 7000 });
    expect((await api(t, ops.token).put(`/api/exchange-rates/${row.body.id}`, { rate: 1 })).status).toBe(403);
    expect((await api(t, viewer.token).delete(`/api/exchange-rates/${row.body.id}`)).status).toBe(403);
    expect(await count()).toBe(before + 1);
    expect((await api(t).get('/api/exchange-rates')).status).toBe(401);
  });

  test.each<[string, Record<string, unknown>, RegExp]>([
    ['rate 0', { date: '2026-05-01', rate: 0 }, /^El tipo de cambio debe ser un número mayor que 0/],
    ['negative rate', { date: '2026-05-01', rate: -7300 }, /^El tipo de cambio debe ser/],
    ['rate as words', { date: '2026-05-01', rate: 'siete mil' }, /^El tipo de cambio debe ser/],
    ['rate too large', { date: '2026-05-01', rate: 2e6 }, /^El tipo de cambio debe ser/],
    ['no rate', { date: '2026-05-01' }, /^El tipo de cambio debe ser/],
    ['no date', { rate: 7300 }, /^La fecha debe ser una fecha válida/],
    ['impossible date', { date: '2026-02-30', rate: 7300 }, /^La fecha debe ser una fecha válida/],
    ['date in another format', { date: '01/05/2026', rate: 7300 }, /^La fecha debe ser una fecha válida/],
    ['lower-case pair', { pair: 'usd/pyg', date: '2026-05-01', rate: 7300 }, /^El par de monedas debe ser/],
    ['source too long', { date: '2026-05-01', rate: 7300, source: 'x'.repeat(201) }, /^La fuente admite hasta 200 caracteres/],
  ])('validation: %s → 400 in Spanish, nothing stored', async (_label, body, message) => {
    const before = await count();
    const res = await api(t, admin).post('/api/exchange-rates', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await count()).toBe(before);
  });

  test('one rate per pair and date: a second one → 409 (create and update); another pair the same day is fine', async () => {
    const first = await api(t, admin).post('/api/exchange-rates', { date: '2026-06-01', rate: 7400 });
    expect(first.status).toBe(201);
    const again = await api(t, admin).post('/api/exchange-rates', { date: '2026-06-01', rate: 7401 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Ya hay un tipo de cambio de ese par para esa fecha.');
    expect((await api(t, admin).post('/api/exchange-rates', { pair: 'EUR/PYG', date: '2026-06-01', rate: 8100 })).status).toBe(201);
    const other = await api(t, admin).post('/api/exchange-rates', { date: '2026-06-02', rate: 7402 });
    expect((await api(t, admin).put(`/api/exchange-rates/${other.body.id}`, { date: '2026-06-01' })).status).toBe(409);
    expect((await api(t, admin).put('/api/exchange-rates/999999', { rate: 1 })).status).toBe(404);
  });
});

describe('the rate in force on a date (?on= and exchangeRateOn): before the first, exact date, gaps', () => {
  beforeAll(async () => {
    for (const [date, rate] of [
      ['2025-01-10', 7800],
      ['2025-01-20', 7850],
    ] as const)
      await api(t, admin).post('/api/exchange-rates', { pair: 'USD/BRL', date, rate });
  });

  test.each<[string, number | null]>([
    ['2025-01-09', null],
    ['2025-01-10', 7800],
    ['2025-01-15', 7800],
    ['2025-01-20', 7850],
    ['2025-02-01', 7850],
  ])('%s → %p (REST and GraphQL)', async (date, rate) => {
    const rest = await api(t, viewer.token).get(`/api/exchange-rates?pair=USD/BRL&on=${date}`);
    expect(rest.status).toBe(200);
    expect(rest.body?.rate ?? null).toBe(rate);
    const g = await gql(t, ON, { date, pair: 'USD/BRL' }, viewer.token);
    expect(g.errors).toBeUndefined();
    expect(g.data!.exchangeRateOn?.rate ?? null).toBe(rate);
  });

  test('lists newest first, filtered by pair; a bad date or pair → 400', async () => {
    const rest = await api(t, viewer.token).get('/api/exchange-rates?pair=USD/BRL');
    expect(rest.body.map((r: { date: string }) => r.date)).toEqual(['2025-01-20', '2025-01-10']);
    expect((await api(t, viewer.token).get('/api/exchange-rates?on=2025-13-01')).status).toBe(400);
    expect((await api(t, viewer.token).get('/api/exchange-rates?pair=dolar')).status).toBe(400);
    const g = await gql(t, LIST, { pair: 'USD/BRL' }, viewer.token);
    expect(g.data!.exchangeRates.map((r: { rate: number }) => r.rate)).toEqual([7850, 7800]);
  });
});

describe('GraphQL writes', () => {
  test('admin creates, updates and deletes; others FORBIDDEN; validation BAD_USER_INPUT in Spanish', async () => {
    const created = await gql(t, CREATE, { input: { date: '2026-07-01', rate: 7500, source: 'Banco' } }, admin);
    expect(created.errors).toBeUndefined();
    const row = created.data!.createExchangeRate;
    expect(row).toMatchObject({ pair: 'USD/PYG', date: '2026-07-01', rate: 7500, source: 'Banco', createdByName: expect.any(String) });
    const updated = await gql(t, UPDATE, { id: row.id, input: { rate: 7550.25 } }, admin);
    expect(updated.data!.updateExchangeRate.rate).toBe(7550.25);

    for (const who of [venta, ops, viewer, await makeUser(t, { role: 'finanzas' })]) {
      expect(codesOf(await gql(t, CREATE, { input: { date: '2026-07-02', rate: 7500 } }, who.token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(t, UPDATE, { id: row.id, input: { rate: 1 } }, who.token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(t, DELETE, { id: row.id }, who.token))).toEqual(['FORBIDDEN']);
    }
    const bad = await gql(t, CREATE, { input: { date: '2026-07-03', rate: 0 } }, admin);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0].message).toMatch(/^El tipo de cambio debe ser un número mayor que 0/);
    const dup = await gql(t, CREATE, { input: { date: '2026-07-01', rate: 7600 } }, admin);
    expect(codesOf(dup)).toEqual(['CONFLICT']);

    expect((await gql(t, DELETE, { id: row.id }, admin)).data!.deleteExchangeRate).toBe(row.id);
    expect((await audits(row.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});

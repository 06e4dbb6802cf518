/**
 * Collections through both APIs on the engine under test: a client's account statement as of a day (balances and
 * aging per currency, document status, ledger with a running balance per currency, credit notes), the portfolio
 * by bucket, client and advisor, promises (incumplida by itself the day after its date) and the collection log
 * with its next actions; roles (admin and finanzas write) and another user's private organization NOT_FOUND.
 */
import { writeFileSync } from 'node:fs';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../core/auth/actor';
import { addDays } from '@crm/domain';
import { paraguayDay } from '../invoices';
import { portfolioRows, portfolioView } from '../collections';

const POINT = { timbrado: '12345678', validFrom: '2026-01-01', validTo: '2099-12-31', establishment: '001', point: '004', nextNumber: 1 };
const NC_POINT = { ...POINT, point: '014' };

let t: TestApp;
let admin: string;
let finanzas: MadeUser;
let viewer: MadeUser;
let venta: MadeUser;
let ops: MadeUser;
let unit: number;
let pipeline: { id: number };
let stage: { id: number };
const today = paraguayDay(new Date());

async function adminActor(): Promise<Actor> {
  const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  return { ...u, id: Number(u.id) };
}

/** A client with an operation; `token` creates it (its owner). */
async function client(name: string, token = venta.token): Promise<{ deal: number; org: number }> {
  const d = await api(t, token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title: name, business_unit_id: unit, organization: { name } });
  expect(d.status).toBe(201);
  const org = (await api(t, admin).get(`/api/deals/${d.body.id}`)).body.deal.org_id as number;
  return { deal: d.body.id as number, org };
}

/**
 * An issued invoice of free lines (one 10 % line of `amount`). Issue dates it today (the fiscal rule), so the date
 * and due date it had back then are written afterwards: the invoice as it stands after that time has passed. That
 * write goes around the services, so the portfolio's kept aging is rebuilt after it (as after any repair by hand).
 */
async function issued(deal: number, currency: 'USD' | 'PYG', amount: number, date: string, dueDate: string): Promise<{ id: number; number: string }> {
  const f = api(t, finanzas.token);
  const draft = await f.post(`/api/deals/${deal}/invoices`, { source: 'lines', currency, exchange_rate: 7300, condition: 'credito', date, due_date: dueDate, lines: [{ description: 'Servicio', quantity: 1, unit_price: amount, iva: '10' }] });
  expect(draft.status).toBe(201);
  const inv = await f.post(`/api/invoices/${draft.body.id}/issue`);
  expect(inv.status).toBe(200);
  await t.ds.query('UPDATE invoices SET invoice_date = ?, due_date = ? WHERE id = ?', [date, dueDate, inv.body.id]);
  await t.services.collections.rebuildAging();
  return { id: inv.body.id, number: inv.body.number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  finanzas = await makeUser(t, { role: 'finanzas', name: 'Fabiana Finanzas' });
  viewer = await makeUser(t, { role: 'viewer' });
  venta = await makeUser(t, { role: 'venta', name: 'Valeria Venta' });
  ops = await makeUser(t, { role: 'ops' });
  const [u] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'atm-cargo'")) as Array<{ id: number }>;
  unit = Number(u.id);
  await t.services.fiscal.update(await adminActor(), unit, { points: { factura: POINT, nota_credito: NC_POINT, recibo: { ...POINT, point: '024' } } });
  const seeded = await seededPipeline(t);
  pipeline = seeded.pipeline;
  stage = seeded.stages[0];
});
afterAll(() => t.close());

describe('account statement', () => {
  test('balances and aging per currency, document status and the ledger as of a day', async () => {
    const { deal, org } = await client('Cliente Cuenta');
    const old = await issued(deal, 'USD', 1000.5, '2026-02-01', '2026-03-03'); // 45 days overdue on 2026-04-17
    const due = await issued(deal, 'USD', 200, '2026-04-01', '2026-04-17'); // due on the day
    const pyg = await issued(deal, 'PYG', 1500000, '2026-04-10', '2026-05-10'); // al día
    await issued(deal, 'USD', 50, '2026-04-20', '2026-05-20'); // after the day: not in the statement
    const note = await api(t, finanzas.token).post(`/api/invoices/${old.id}/credit-notes`, { amount: 100.25, reason: 'Descuento', date: '2026-04-05' });
    expect(note.status).toBe(201);
    expect((await api(t, finanzas.token).post(`/api/credit-notes/${note.body.id}/issue`)).status).toBe(200);
    await t.ds.query('UPDATE credit_notes SET note_date = ? WHERE id = ?', ['2026-04-05', note.body.id]);

    const s = await api(t, venta.token).get(`/api/organizations/${org}/statement?as_of=2026-04-17`);
    expect(s.status).toBe(200);
    expect(s.body.balances).toEqual([
      { currency: 'PYG', balance: 1500000 },
      { currency: 'USD', balance: 1100.25 }, // 1000,50 + 200 − 100,25
    ]);
    expect(s.body.aging).toEqual({ current: { PYG: 1500000, USD: 200 }, d1_30: { PYG: 0, USD: 0 }, d31_60: { PYG: 0, USD: 900.25 }, d61_90: { PYG: 0, USD: 0 }, over_90: { PYG: 0, USD: 0 } });
    expect(s.body.documents.map((d: { number: string; status: string; status_text: string; open: number }) => [d.number, d.status, d.status_text, d.open])).toEqual([
      [old.number, 'vencida', 'Vencida (45 días)', 900.25],
      [due.number, 'vence_hoy', 'Vence hoy', 200],
      [pyg.number, 'pendiente', 'Pendiente', 1500000],
    ]);
    expect(s.body.ledger.map((e: { kind: string; currency: string; debit: number; credit: number; balance: number }) => [e.kind, e.currency, e.debit, e.credit, e.balance])).toEqual([
      ['factura', 'USD', 1000.5, 0, 1000.5],
      ['factura', 'USD', 200, 0, 1200.5],
      ['nota_credito', 'USD', 0, 100.25, 1100.25],
      ['factura', 'PYG', 1500000, 0, 1500000],
    ]);

    // A month later the same documents age: the old one passes 60 days, the one due on the day is 30 days late.
    const later = await api(t, viewer.token).get(`/api/organizations/${org}/statement?as_of=2026-05-17`);
    expect(later.body.aging.d61_90.USD).toBe(900.25);
    expect(later.body.aging.d1_30).toEqual({ PYG: 1500000, USD: 200 }); // the PYG one is 7 days late
    expect(later.body.aging.current.USD).toBe(50); // the 20/04 invoice, due 20/05

    // The printed statement (A4, offline); another reader gets the same document.
    const pdf = await api(t, finanzas.token).get(`/api/organizations/${org}/statement/pdf?as_of=2026-04-17`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    // Kept for a look when asked (pdftoppm): STATEMENT_PDF_OUT=/tmp/estado.pdf.
    if (process.env.STATEMENT_PDF_OUT) writeFileSync(process.env.STATEMENT_PDF_OUT, pdf.body);

    // The CSV export of the statement (es-PY: semicolons, decimal comma; the days as the Facturas export writes them).
    const csv = await api(t, finanzas.token).get(`/api/exports/statement.csv?org_id=${org}&as_of=2026-04-17`);
    expect(csv.status).toBe(200);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Factura;Operación;Emisión;Vencimiento;Moneda;Total;Acreditado;Cobrado;Saldo;Estado;Días de atraso');
    expect(lines[1]).toMatch(new RegExp(`^${old.number};OP-\\d+;2026-02-01;2026-03-03;USD;1000,5;100,25;0;900,25;Vencida \\(45 días\\);45$`));
    expect(lines).toHaveLength(4);
    expect((await api(t, finanzas.token).get('/api/exports/statement.csv')).status).toBe(400);

    // GraphQL answers the same.
    const g = await gql(t, 'query($o: Int!, $d: String) { accountStatement(orgId: $o, asOf: $d) { balances { currency balance } aging { currency current d31To60 total } documents { status daysOverdue } } }', { o: org, d: '2026-04-17' }, ops.token);
    expect(g.errors).toBeUndefined();
    expect(g.data?.accountStatement.balances).toEqual(s.body.balances);
    expect(g.data?.accountStatement.aging).toEqual([
      { currency: 'PYG', current: 1500000, d31To60: 0, total: 1500000 },
      { currency: 'USD', current: 200, d31To60: 900.25, total: 1100.25 },
    ]);
  });

  test('a receipt of 60 % with 30 % withholding moves the balance, the aging and the ledger from its day on', async () => {
    const { deal, org } = await client('Cliente Recibo');
    const inv = await issued(deal, 'USD', 1100, '2026-03-01', '2026-03-31');
    const r = await api(t, finanzas.token).post('/api/receipts', { org_id: org, paid_at: today, method: 'transferencia', currency: 'USD', withholding_pct: 30, items: [{ invoice_id: inv.id, amount: 660 }] });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ amount: 660, withheld: 18, net: 642 }); // IVA in 660 at 10 % = 60; 30 % = 18

    const before = await api(t, finanzas.token).get(`/api/organizations/${org}/statement?as_of=${addDays(today, -1)}`);
    expect(before.body.balances).toEqual([{ currency: 'USD', balance: 1100 }]);
    const after = await api(t, finanzas.token).get(`/api/organizations/${org}/statement?as_of=${today}`);
    expect(after.body.balances).toEqual([{ currency: 'USD', balance: 440 }]);
    expect(after.body.documents).toEqual([expect.objectContaining({ paid: 660, open: 440, status: 'vencida' })]);
    expect(Object.values(after.body.aging).reduce((s: number, b) => s + ((b as Record<string, number>).USD ?? 0), 0)).toBe(440);
    expect(after.body.ledger.map((e: { kind: string; credit: number; balance: number }) => [e.kind, e.credit, e.balance])).toEqual([
      ['factura', 0, 1100],
      ['recibo', 660, 440],
    ]);

    // A promise covered by the receipt is cumplida; once the receipt is cancelled the statement goes back.
    const promise = await api(t, finanzas.token).post(`/api/organizations/${org}/promises`, { promised_date: today, amount: 600, currency: 'USD' });
    expect(promise.body).toMatchObject({ status: 'cumplida', covered: 660 });
    expect((await api(t, admin).post(`/api/receipts/${r.body.id}/cancel`, { reason: 'Cheque rechazado' })).status).toBe(200);
    const back = await api(t, finanzas.token).get(`/api/organizations/${org}/statement?as_of=${today}`);
    expect(back.body.balances).toEqual([{ currency: 'USD', balance: 1100 }]);
    expect(back.body.ledger.map((e: { kind: string }) => e.kind)).toEqual(['factura']);
  });

  test('bad input is refused in Spanish; an unknown client is NOT_FOUND', async () => {
    const { org } = await client('Cliente Fechas');
    const bad = await api(t, finanzas.token).get(`/api/organizations/${org}/statement?as_of=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('La fecha de corte debe ser una fecha válida');
    expect((await api(t, finanzas.token).get('/api/organizations/999999/statement')).status).toBe(404);
    expect((await api(t, finanzas.token).get('/api/collections/portfolio?advisor_id=abc')).status).toBe(400);
  });
});

describe('GraphQL pages long answers', () => {
  test('documents, ledger and clients come with their full counts and an offset for the next page', async () => {
    const c = await client('Cliente Paginado');
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) await issued(c.deal, 'PYG', 10_000, day, '2026-04-01');
    const q = 'query($o: Int!, $off: Int) { accountStatement(orgId: $o, asOf: "2026-03-31", offset: $off) { documentsCount ledgerCount documents { date } ledger { date } } }';
    const first = await gql(t, q, { o: c.org }, finanzas.token);
    expect(first.data?.accountStatement).toMatchObject({ documentsCount: 3, ledgerCount: 3 });
    expect(first.data?.accountStatement.documents).toHaveLength(3);
    const next = await gql(t, q, { o: c.org, off: 2 }, finanzas.token);
    expect(next.data?.accountStatement).toEqual({ documentsCount: 3, ledgerCount: 3, documents: [{ date: '2026-03-03' }], ledger: [{ date: '2026-03-03' }] });
    expect(codesOf(await gql(t, q, { o: c.org, off: -1 }, finanzas.token))).toEqual(['BAD_USER_INPUT']);

    const all = await api(t, admin).get('/api/collections/portfolio?as_of=2026-03-31');
    const p = await gql(t, '{ collectionsPortfolio(asOf: "2026-03-31", offset: 1) { clientsCount advisorsCount clients { refId } } }', {}, admin);
    expect(p.data?.collectionsPortfolio.clientsCount).toBe(all.body.clients.length);
    expect(p.data?.collectionsPortfolio.clients.map((x: { refId: number }) => x.refId)).toEqual(all.body.clients.slice(1).map((x: { id: number }) => x.id));
  });
});

describe('the statement read by pages', () => {
  test('pages of two rows, from any offset, put together are the whole statement; totals are the whole account', async () => {
    const c = await client('Cliente Por Páginas');
    const f = api(t, finanzas.token);
    const yesterday = addDays(today, -1);
    const a = await issued(c.deal, 'USD', 1000.5, '2026-02-01', '2026-03-03');
    const b = await issued(c.deal, 'PYG', 1_500_000, '2026-02-01', addDays(today, 3));
    const d = await issued(c.deal, 'USD', 200, '2026-03-01', addDays(today, -5));
    const gone = await issued(c.deal, 'USD', 70, '2026-03-02', addDays(today, 20));
    await issued(c.deal, 'PYG', 90_000, '2026-03-05', addDays(today, 6));
    const note = await f.post(`/api/invoices/${a.id}/credit-notes`, { amount: 100.25, reason: 'Descuento', date: today });
    expect((await f.post(`/api/credit-notes/${note.body.id}/issue`)).status).toBe(200);
    expect((await f.post('/api/receipts', { org_id: c.org, paid_at: yesterday, method: 'efectivo', currency: 'USD', withholding_pct: 30, items: [{ invoice_id: a.id, amount: 300 }, { invoice_id: d.id, amount: 200 }] })).status).toBe(201);
    expect((await f.post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: b.id, amount: 500_000 }] })).status).toBe(201);
    const undone = await f.post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: b.id, amount: 1000 }] });
    expect((await api(t, admin).post(`/api/receipts/${undone.body.id}/cancel`, { reason: 'Error' })).status).toBe(200);
    expect((await f.post(`/api/invoices/${gone.id}/cancel`, { reason: 'Emitida por error' })).status).toBe(200);

    for (const asOf of [today, yesterday, '2026-03-01']) {
      const whole = await f.get(`/api/organizations/${c.org}/statement?as_of=${asOf}`);
      expect(whole.status).toBe(200);
      expect(whole.body.documents_count).toBeUndefined(); // no paging asked: the whole account, as always
      const documents: unknown[] = [];
      const ledger: unknown[] = [];
      for (let offset = 0; offset < Math.max(whole.body.documents.length, whole.body.ledger.length); offset += 2) {
        const page = await f.get(`/api/organizations/${c.org}/statement?as_of=${asOf}&offset=${offset}&limit=2`);
        expect(page.status).toBe(200);
        expect(page.body).toMatchObject({ balances: whole.body.balances, aging: whole.body.aging, aging_by_currency: whole.body.aging_by_currency, documents_count: whole.body.documents.length, ledger_count: whole.body.ledger.length });
        documents.push(...page.body.documents);
        ledger.push(...page.body.ledger);
      }
      expect(documents).toEqual(whole.body.documents);
      expect(ledger).toEqual(whole.body.ledger);
      // "A cobrar": what is owed of the whole account, by pages too.
      const owed = whole.body.documents.filter((x: { status: string; open: number }) => x.status !== 'anulada' && x.open > 0);
      const first = await f.get(`/api/organizations/${c.org}/statement?as_of=${asOf}&filter=a_cobrar&limit=2`);
      expect(first.body.documents_count).toBe(owed.length);
      expect(first.body.documents).toEqual(owed.slice(0, 2));
    }
    // GraphQL: the page the screen asks.
    const g = await gql(t, 'query($o: Int!) { accountStatement(orgId: $o, offset: 1, limit: 2, filter: "vence_7") { documentsCount ledgerCount documents { invoiceId } ledger { documentId } } }', { o: c.org }, finanzas.token);
    expect(g.errors).toBeUndefined();
    expect(g.data?.accountStatement.documentsCount).toBe(2); // the PYG ones due in 3 and 6 days
    expect(g.data?.accountStatement.documents).toHaveLength(1);
    expect(g.data?.accountStatement.ledger).toHaveLength(2);
    const bad = await f.get(`/api/organizations/${c.org}/statement?limit=0&filter=todo`);
    expect(bad.status).toBe(400);
  });
});

describe('portfolio', () => {
  test('totals by bucket, by client and by advisor; another user private client left out', async () => {
    const a = await client('Cartera Uno');
    const b = await client('Cartera Dos', ops.token);
    await api(t, admin).patch(`/api/organizations/${a.org}`, { advisor_user_id: venta.user.id });
    await issued(a.deal, 'USD', 300, '2026-03-01', addDays(today, -10));
    await issued(b.deal, 'USD', 70.1, '2026-03-01', addDays(today, -100));
    await issued(b.deal, 'PYG', 90000, '2026-03-01', addDays(today, 5));

    const p = await api(t, finanzas.token).get('/api/collections/portfolio');
    expect(p.status).toBe(200);
    const clientA = p.body.clients.find((c: { id: number }) => c.id === a.org);
    expect(clientA).toMatchObject({ name: 'Cartera Uno', currency: 'USD', d1_30: 300, total: 300 });
    const clientB = p.body.clients.filter((c: { id: number }) => c.id === b.org);
    expect(clientB.map((c: { currency: string; over_90: number; current: number }) => [c.currency, c.current, c.over_90])).toEqual([
      ['PYG', 90000, 0],
      ['USD', 0, 70.1],
    ]);
    expect(p.body.advisors.find((x: { id: number; currency: string }) => x.id === venta.user.id && x.currency === 'USD')).toMatchObject({ name: 'Valeria Venta', d1_30: 300 });
    const only = await api(t, finanzas.token).get(`/api/collections/portfolio?advisor_id=${venta.user.id}`);
    expect(only.body.clients.map((c: { id: number }) => c.id)).toEqual([a.org]);

    // The same client made private by its owner: NOT_FOUND and out of the portfolio for everyone else.
    await t.ds.query("UPDATE organizations SET visibility = 'private', owner_user_id = ? WHERE id = ?", [ops.user.id, b.org]);
    for (const who of [finanzas, viewer, venta]) {
      const list = await api(t, who.token).get('/api/collections/portfolio');
      expect(list.body.clients.map((c: { id: number }) => c.id)).not.toContain(b.org);
      expect((await api(t, who.token).get(`/api/organizations/${b.org}/statement`)).status).toBe(404);
      expect((await api(t, who.token).get(`/api/organizations/${b.org}/promises`)).status).toBe(404);
      expect((await api(t, who.token).get(`/api/organizations/${b.org}/statement/pdf`)).status).toBe(404);
      expect((await api(t, who.token).get(`/api/exports/statement.csv?org_id=${b.org}`)).status).toBe(404);
      expect((await api(t, who.token).get('/api/exports/portfolio.csv?format=default')).text).not.toContain('Cartera Dos');
      expect(codesOf(await gql(t, 'query($o: Int!) { accountStatement(orgId: $o) { orgId } }', { o: b.org }, who.token))).toEqual(['NOT_FOUND']);
    }
    expect((await api(t, finanzas.token).post(`/api/organizations/${b.org}/promises`, { promised_date: today, amount: 1, currency: 'USD' })).status).toBe(404);
    expect((await api(t, ops.token).get('/api/exports/portfolio.csv?format=default')).text).toContain('Cartera Dos,PYG,90000,0,0,0,0,90000');
    expect((await api(t, ops.token).get('/api/collections/portfolio')).body.clients.map((c: { id: number }) => c.id)).toContain(b.org);
    const g = await gql(t, '{ collectionsPortfolio { totals { currency total } clients { refId } } }', {}, admin);
    expect(g.data?.collectionsPortfolio.clients.map((c: { refId: number }) => c.refId)).toContain(b.org);
  });
  test('as of a past day: receipts and credit notes after the day do not count, a cancelled receipt never does', async () => {
    const c = await client('Cartera Pasado');
    const f = api(t, finanzas.token);
    const yesterday = addDays(today, -1);
    const paidLater = await issued(c.deal, 'PYG', 1_000_000, '2026-03-01', addDays(today, -40));
    const partly = await issued(c.deal, 'PYG', 500_000, '2026-03-01', addDays(today, -40));
    const creditedLater = await issued(c.deal, 'USD', 300, '2026-03-01', addDays(today, -40));
    const cancelledPay = await issued(c.deal, 'USD', 80, '2026-03-01', addDays(today, -40));
    // Paid in full today (pagada now), paid 200.000 yesterday and 100.000 today, fully credited today (anulada now).
    const today1 = await f.post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: paidLater.id, amount: 1_000_000 }, { invoice_id: partly.id, amount: 100_000 }] });
    expect(today1.status).toBe(201);
    expect((await f.post('/api/receipts', { org_id: c.org, paid_at: yesterday, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: partly.id, amount: 200_000 }] })).status).toBe(201);
    const note = await f.post(`/api/invoices/${creditedLater.id}/credit-notes`, { amount: 300, reason: 'Devolución', date: today });
    expect(note.status).toBe(201);
    expect((await f.post(`/api/credit-notes/${note.body.id}/issue`)).status).toBe(200);
    // A receipt of yesterday cancelled today settles nothing, on any day.
    const cancelled = await f.post('/api/receipts', { org_id: c.org, paid_at: yesterday, method: 'efectivo', currency: 'USD', items: [{ invoice_id: cancelledPay.id, amount: 80 }] });
    expect(cancelled.status).toBe(201);
    expect((await api(t, admin).post(`/api/receipts/${cancelled.body.id}/cancel`, { reason: 'Cheque rechazado' })).status).toBe(200);
    const statuses = (await t.ds.query('SELECT id, status FROM invoices WHERE id IN (?, ?) ORDER BY id', [paidLater.id, creditedLater.id])) as Array<{ status: string }>;
    expect(statuses.map((r) => r.status)).toEqual(['pagada', 'anulada']);

    const rowsOf = async (asOf: string) => {
      const p = await api(t, finanzas.token).get(`/api/collections/portfolio?as_of=${asOf}`);
      expect(p.status).toBe(200);
      return p.body.clients.filter((x: { id: number }) => x.id === c.org).map((x: { currency: string; d31_60: number; total: number }) => [x.currency, x.d31_60, x.total]);
    };
    // Yesterday: 1.000.000 + (500.000 − 200.000) Gs and 300 + 80 USD were open; the statement of that day agrees.
    expect(await rowsOf(yesterday)).toEqual([
      ['PYG', 1_300_000, 1_300_000],
      ['USD', 380, 380],
    ]);
    const s = await api(t, finanzas.token).get(`/api/organizations/${c.org}/statement?as_of=${yesterday}`);
    expect(s.body.balances).toEqual([
      { currency: 'PYG', balance: 1_300_000 },
      { currency: 'USD', balance: 380 },
    ]);
    // Today: only 200.000 Gs of the partly paid one and the 80 USD whose receipt was cancelled.
    expect(await rowsOf(today)).toEqual([
      ['PYG', 200_000, 200_000],
      ['USD', 80, 80],
    ]);
    // Before the invoices were dated nothing was owed.
    expect(await rowsOf('2026-02-28')).toEqual([]);
  });
});

describe('kept open amounts', () => {
  const BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const;
  type Aging = Record<(typeof BUCKETS)[number], Record<string, number>>;

  /**
   * Today's portfolio reads the kept aging per client and currency (the invoice writes rewrite the client's rows
   * in their transaction from each invoice's kept paid and credited amounts); the statement computes the same day
   * from the receipts and credit notes themselves. They must agree for the client, bucket by bucket; every kept
   * amount equals the live receipts' items and the issued credit notes of its invoice; and the kept rows equal a
   * rebuild from scratch. Answers the portfolio rows of the client.
   */
  async function agree(org: number): Promise<Array<[string, ...number[]]>> {
    const keptRows = async () => t.ds.query('SELECT currency, as_of, current_cents, d1_30_cents, d31_60_cents, d61_90_cents, over_90_cents FROM collection_aging WHERE org_id = ? ORDER BY currency', [org]);
    const p = await api(t, finanzas.token).get('/api/collections/portfolio');
    expect(p.status).toBe(200);
    // What the writes kept (or the portfolio's own rebuild, when the rows were of another day).
    const byWrites = await keptRows();
    const kept = p.body.clients
      .filter((c: { id: number }) => c.id === org)
      .map((c: Record<string, number> & { currency: string }) => [c.currency, ...BUCKETS.map((b) => c[b]), c.total]);
    const s = await api(t, finanzas.token).get(`/api/organizations/${org}/statement`);
    expect(s.status).toBe(200);
    const aging = s.body.aging as Aging;
    const fromScratch = ['PYG', 'USD']
      .map((cur) => [cur, ...BUCKETS.map((b) => aging[b][cur] ?? 0)] as [string, ...number[]])
      .filter((row) => row.slice(1).some((v) => v !== 0))
      .map((row) => [...row, (row.slice(1) as number[]).reduce((a, v) => a + v, 0)]);
    expect(kept).toEqual(fromScratch);
    const drift = await t.ds.query(
      `SELECT i.id FROM invoices i WHERE i.org_id = ? AND (
         ROUND(i.paid * 100) <> (SELECT COALESCE(SUM(ROUND(ri.amount * 100)), 0) FROM receipt_items ri INNER JOIN receipts r ON r.id = ri.receipt_id WHERE ri.invoice_id = i.id AND r.status = 'emitido')
         OR ROUND(i.credited * 100) <> (SELECT COALESCE(SUM(ROUND(n.total * 100)), 0) FROM credit_notes n WHERE n.invoice_id = i.id AND n.status = 'emitida'))`,
      [org],
    );
    expect(drift).toEqual([]);
    // What the writes kept equals a rebuild from scratch, and every row is of today.
    await t.services.collections.rebuildAging();
    expect(await keptRows()).toEqual(byWrites);
    expect((byWrites as Array<{ as_of: string }>).every((r) => r.as_of === today)).toBe(true);
    return kept;
  }

  test('receipt issued and cancelled, credit note, invoice cancelled: the portfolio agrees with the statement after each', async () => {
    const c = await client('Cartera Exacta');
    const f = api(t, finanzas.token);
    const a = await issued(c.deal, 'PYG', 1_000_000, '2026-03-01', addDays(today, -45));
    const b = await issued(c.deal, 'USD', 250.5, '2026-03-01', addDays(today, -5));
    const d = await issued(c.deal, 'USD', 99.99, '2026-03-01', addDays(today, 10));
    expect(await agree(c.org)).toEqual([
      ['PYG', 0, 0, 1_000_000, 0, 0, 1_000_000],
      ['USD', 99.99, 250.5, 0, 0, 0, 350.49],
    ]);
    // 60 % of the PYG one with 30 % withholding, and part of the USD one.
    const r1 = await f.post('/api/receipts', { org_id: c.org, paid_at: today, method: 'transferencia', currency: 'PYG', withholding_pct: 30, items: [{ invoice_id: a.id, amount: 600_000 }] });
    expect(r1.status).toBe(201);
    const r2 = await f.post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'USD', items: [{ invoice_id: b.id, amount: 100.25 }] });
    expect(r2.status).toBe(201);
    expect(await agree(c.org)).toEqual([
      ['PYG', 0, 0, 400_000, 0, 0, 400_000],
      ['USD', 99.99, 150.25, 0, 0, 0, 250.24],
    ]);
    // The USD receipt cancelled: its invoice is open again in full.
    expect((await api(t, admin).post(`/api/receipts/${r2.body.id}/cancel`, { reason: 'Transferencia devuelta' })).status).toBe(200);
    expect(await agree(c.org)).toEqual([
      ['PYG', 0, 0, 400_000, 0, 0, 400_000],
      ['USD', 99.99, 250.5, 0, 0, 0, 350.49],
    ]);
    // A credit note on the USD one, then the not yet due one cancelled.
    const note = await f.post(`/api/invoices/${b.id}/credit-notes`, { amount: 50.5, reason: 'Descuento', date: today });
    expect(note.status).toBe(201);
    expect((await f.post(`/api/credit-notes/${note.body.id}/issue`)).status).toBe(200);
    expect((await f.post(`/api/invoices/${d.id}/cancel`, { reason: 'Emitida por error' })).status).toBe(200);
    expect(await agree(c.org)).toEqual([
      ['PYG', 0, 0, 400_000, 0, 0, 400_000],
      ['USD', 0, 200, 0, 0, 0, 200],
    ]);
    // Paid off: the client leaves the portfolio, and the kept aging keeps no row of it.
    expect((await f.post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: a.id, amount: 400_000 }] })).status).toBe(201);
    expect((await f.post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'USD', items: [{ invoice_id: b.id, amount: 200 }] })).status).toBe(201);
    expect(await agree(c.org)).toEqual([]);
    expect(await t.ds.query('SELECT org_id FROM collection_aging WHERE org_id = ?', [c.org])).toEqual([]);

    // An invoice issued today (dated and due by the issue itself, no rewrite) enters the kept aging with its issue.
    const draft = await f.post(`/api/deals/${c.deal}/invoices`, { source: 'lines', currency: 'USD', exchange_rate: 7300, condition: 'credito', lines: [{ description: 'Servicio', quantity: 1, unit_price: 75, iva: '10' }] });
    expect(draft.status).toBe(201);
    expect((await f.post(`/api/invoices/${draft.body.id}/issue`)).status).toBe(200);
    expect(await agree(c.org)).toEqual([['USD', 75, 0, 0, 0, 0, 75]]);
  });

  test('kept rows of an earlier day are rebuilt by the first portfolio of the day', async () => {
    const c = await client('Cartera Medianoche');
    await issued(c.deal, 'PYG', 300_000, '2026-03-01', addDays(today, -31));
    // As the kept aging stood yesterday: the invoice was 30 days late then, in d1_30; and a total that moved since.
    await t.ds.query("UPDATE collection_aging SET as_of = ?, d1_30_cents = d31_60_cents + 100, d31_60_cents = 0 WHERE org_id = ? AND currency = 'PYG'", [addDays(today, -1), c.org]);
    expect(await agree(c.org)).toEqual([['PYG', 0, 0, 300_000, 0, 0, 300_000]]);
  });

  test('20 concurrent receipts on one invoice: the kept amount is exactly what the issued receipts paid', async () => {
    const c = await client('Cartera Concurrente');
    const inv = await issued(c.deal, 'PYG', 1_000_000, '2026-03-01', addDays(today, -20));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api(t, finanzas.token).post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: inv.id, amount: 70_000 }] })),
    );
    const issuedCount = results.filter((r) => r.status === 201).length;
    // 14 × 70.000 fit in 1.000.000; the rest are refused for exceeding the balance.
    expect(issuedCount).toBe(14);
    expect(await agree(c.org)).toEqual([['PYG', 0, 20_000, 0, 0, 0, 20_000]]);
  });

  test('the statement PDF: the same print again is the kept one; a receipt makes a new one', async () => {
    const c = await client('Cartera Impresa');
    const inv = await issued(c.deal, 'USD', 500, '2026-03-01', addDays(today, -3));
    const print = async () => {
      const r = await api(t, finanzas.token).get(`/api/organizations/${c.org}/statement/pdf`).buffer(true);
      expect(r.status).toBe(200);
      return r.body as Buffer;
    };
    const first = await print();
    expect((await print()).equals(first)).toBe(true);
    expect((await api(t, finanzas.token).post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'USD', items: [{ invoice_id: inv.id, amount: 120 }] })).status).toBe(201);
    const after = await print();
    expect(after.subarray(0, 5).toString()).toBe('%PDF-');
    expect(after.equals(first)).toBe(false);
  });
});

describe("today's portfolio kept per data version", () => {
  const PORTFOLIO = `query CollectionsPortfolio($asOf: String, $advisorId: Int, $offset: Int) {
    collectionsPortfolio(asOf: $asOf, advisorId: $advisorId, offset: $offset) {
      asOf clientsCount
      totals { currency current d1To30 d31To60 d61To90 over90 total }
      clients { refId name currency current d1To30 d31To60 d61To90 over90 total }
      advisors { refId name currency current d1To30 d31To60 d61To90 over90 total }
    }
  }`;
  // Another root field beside it: never a shared query, so always executed afresh.
  const AFRESH = PORTFOLIO.replace(/\}\s*$/, ' me { id } }');

  async function actorOf(who: MadeUser | 'admin'): Promise<Actor> {
    if (who === 'admin') return adminActor();
    const [u] = (await t.ds.query('SELECT id, name, email, role FROM users WHERE id = ?', [who.user.id])) as Actor[];
    return { ...u, id: Number(u.id) };
  }

  /** Both APIs read twice (the second from what was kept), each equal to the answer computed from scratch. */
  async function portfolioOf(who: MadeUser | 'admin', advisorId?: number) {
    const token = who === 'admin' ? admin : who.token;
    const path = `/api/collections/portfolio${advisorId ? `?advisor_id=${advisorId}` : ''}`;
    const scratch = portfolioRows(portfolioView(await t.services.collections.portfolio(await actorOf(who), null, advisorId ?? null)));
    const first = await api(t, token).get(path);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(scratch);
    // The repeats are answered from what was kept: the service builds no portfolio for them.
    const built = jest.spyOn(t.services.collections, 'portfolio');
    try {
      expect((await api(t, token).get(path)).body).toEqual(scratch);
      expect(built).not.toHaveBeenCalled();
      const vars = { advisorId: advisorId ?? null, offset: 0 };
      const fresh = await gql(t, AFRESH, vars, token);
      expect(fresh.errors).toBeUndefined();
      const kept = await gql(t, PORTFOLIO, vars, token);
      expect(kept.data?.collectionsPortfolio).toEqual(fresh.data?.collectionsPortfolio);
      const calls = built.mock.calls.length;
      expect((await gql(t, PORTFOLIO, vars, token)).data).toEqual(kept.data);
      expect(built.mock.calls.length).toBe(calls);
      expect(calls).toBeLessThanOrEqual(2);
      return { rest: scratch, gql: kept.data?.collectionsPortfolio as { clients: Array<{ refId: number; name: string }>; advisors: Array<{ refId: number | null; name: string }> } };
    } finally {
      built.mockRestore();
    }
  }
  const clientOf = (p: { rest: { clients: Array<{ id: number | null }> } }, org: number) => p.rest.clients.filter((c) => c.id === org);

  test('every write that changes it changes it, for each reader; past days are not kept', async () => {
    const f = api(t, finanzas.token);
    const c = await client('Cartera Guardada');
    const advisor = await makeUser(t, { role: 'venta', name: 'Ana Asesora' });
    expect((await api(t, admin).patch(`/api/organizations/${c.org}`, { advisor_user_id: advisor.user.id })).status).toBe(200);
    const inv = await issued(c.deal, 'USD', 500, '2026-03-01', addDays(today, -10));
    const other = await issued(c.deal, 'USD', 100, '2026-03-01', addDays(today, 5));
    let p = await portfolioOf(finanzas);
    expect(clientOf(p, c.org)).toMatchObject([{ name: 'Cartera Guardada', currency: 'USD', total: 600 }]);
    await portfolioOf('admin');
    await portfolioOf(finanzas, advisor.user.id);

    // A receipt issued, then cancelled.
    const r = await f.post('/api/receipts', { org_id: c.org, paid_at: today, method: 'efectivo', currency: 'USD', items: [{ invoice_id: inv.id, amount: 120 }] });
    expect(r.status).toBe(201);
    expect(clientOf(await portfolioOf(finanzas), c.org)).toMatchObject([{ total: 480 }]);
    await portfolioOf(finanzas, advisor.user.id);
    expect((await api(t, admin).post(`/api/receipts/${r.body.id}/cancel`, { reason: 'Cheque rechazado' })).status).toBe(200);
    expect(clientOf(await portfolioOf(finanzas), c.org)).toMatchObject([{ total: 600 }]);
    // A credit note, an invoice cancelled, an invoice issued today.
    const note = await f.post(`/api/invoices/${inv.id}/credit-notes`, { amount: 50, reason: 'Descuento', date: today });
    expect((await f.post(`/api/credit-notes/${note.body.id}/issue`)).status).toBe(200);
    expect(clientOf(await portfolioOf(finanzas), c.org)).toMatchObject([{ total: 550 }]);
    expect((await f.post(`/api/invoices/${other.id}/cancel`, { reason: 'Emitida por error' })).status).toBe(200);
    expect(clientOf(await portfolioOf(finanzas), c.org)).toMatchObject([{ total: 450 }]);
    const draft = await f.post(`/api/deals/${c.deal}/invoices`, { source: 'lines', currency: 'USD', exchange_rate: 7300, condition: 'credito', lines: [{ description: 'Servicio', quantity: 1, unit_price: 25, iva: '10' }] });
    expect((await f.post(`/api/invoices/${draft.body.id}/issue`)).status).toBe(200);
    expect(clientOf(await portfolioOf(finanzas), c.org)).toMatchObject([{ total: 475 }]);

    // The client renamed, its advisor changed, the advisor renamed.
    expect((await api(t, admin).patch(`/api/organizations/${c.org}`, { name: 'Cartera Renombrada' })).status).toBe(200);
    expect(clientOf(await portfolioOf(finanzas), c.org)).toMatchObject([{ name: 'Cartera Renombrada' }]);
    const second = await makeUser(t, { role: 'venta', name: 'Beto Asesor' });
    expect((await api(t, admin).patch(`/api/organizations/${c.org}`, { advisor_user_id: second.user.id })).status).toBe(200);
    p = await portfolioOf(finanzas);
    expect(p.gql.advisors.map((a) => a.name)).toContain('Beto Asesor');
    expect((await portfolioOf(finanzas, advisor.user.id)).rest.clients.filter((x) => x.id === c.org)).toEqual([]);
    expect((await api(t, admin).patch(`/api/users/${second.user.id}`, { name: 'Beto Renombrado' })).status).toBe(200);
    p = await portfolioOf(finanzas);
    expect(p.gql.advisors.map((a) => a.name)).toContain('Beto Renombrado');
    expect(p.gql.advisors.map((a) => a.name)).not.toContain('Beto Asesor');

    // Made private by its owner: the owner and admins still see it, another user does not (neither API).
    expect((await api(t, venta.token).patch(`/api/organizations/${c.org}`, { visibility: 'private' })).status).toBe(200);
    expect(clientOf(await portfolioOf(finanzas), c.org)).toEqual([]);
    expect((await portfolioOf(finanzas)).gql.clients.some((x) => x.refId === c.org)).toBe(false);
    expect(clientOf(await portfolioOf(venta), c.org)).toMatchObject([{ total: 475 }]);
    expect(clientOf(await portfolioOf('admin'), c.org)).toMatchObject([{ total: 475 }]);
    expect(clientOf(await portfolioOf(finanzas), c.org)).toEqual([]);

    // A past day is computed every time (nothing kept for it).
    const yesterday = addDays(today, -1);
    expect(await t.services.collections.portfolioScope(yesterday)).toBeNull();
    expect((await api(t, admin).get(`/api/collections/portfolio?as_of=${yesterday}`)).status).toBe(200);
  });

  test('a new day (the service clock moved) is another answer: the buckets move at midnight', async () => {
    const c = await client('Cartera Mañana');
    await issued(c.deal, 'PYG', 300_000, '2026-03-01', addDays(today, -30));
    expect(clientOf(await portfolioOf(finanzas), c.org)).toMatchObject([{ d1_30: 300_000, d31_60: 0 }]);
    const svc = t.services.collections;
    const clock = svc.clock;
    svc.clock = () => new Date(clock().getTime() + 24 * 3600 * 1000);
    try {
      const next = await portfolioOf(finanzas);
      expect(next.rest.as_of).toBe(addDays(today, 1));
      expect(clientOf(next, c.org)).toMatchObject([{ d1_30: 0, d31_60: 300_000 }]);
    } finally {
      svc.clock = clock;
      await svc.rebuildAging();
    }
    expect(clientOf(await portfolioOf(finanzas), c.org)).toMatchObject([{ d1_30: 300_000 }]);
  });
});

describe('promises and the collection log', () => {
  test('admin and finanzas write; a promise turns incumplida the day after its date; status by hand once', async () => {
    const { org } = await client('Cliente Promesas');
    for (const who of [viewer, venta, ops]) {
      const r = await api(t, who.token).post(`/api/organizations/${org}/promises`, { promised_date: today, amount: 10, currency: 'USD' });
      expect(r.status).toBe(403);
      expect((await api(t, who.token).post(`/api/organizations/${org}/collection-logs`, { kind: 'llamada', subject: 'x' })).status).toBe(403);
    }
    const f = api(t, finanzas.token);
    const late = await f.post(`/api/organizations/${org}/promises`, { promised_date: addDays(today, -1), amount: '500.50', currency: 'USD', notes: 'Dijo el viernes' });
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ amount: 500.5, currency: 'USD', status: 'incumplida', covered: 0 });
    const onTime = await f.post(`/api/organizations/${org}/promises`, { promised_date: today, amount: 1000000, currency: 'PYG' });
    expect(onTime.body.status).toBe('pendiente');
    const bad = await f.post(`/api/organizations/${org}/promises`, { promised_date: 'mañana', amount: -1, currency: 'EUR' });
    expect(bad.status).toBe(400);
    expect((await f.post(`/api/organizations/${org}/promises`, { promised_date: today, amount: 10.5, currency: 'PYG' })).status).toBe(400);

    const list = await api(t, viewer.token).get(`/api/organizations/${org}/promises`);
    expect(list.body.map((p: { status: string }) => p.status)).toEqual(['pendiente', 'incumplida']);
    const cancel = await api(t, admin).post(`/api/promises/${onTime.body.id}/status`, { status: 'anulada' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('anulada');
    const again = await f.post(`/api/promises/${onTime.body.id}/status`, { status: 'cumplida' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Solo una promesa pendiente puede marcarse cumplida, incumplida o anulada.');
    expect((await api(t, viewer.token).post(`/api/promises/${late.body.id}/status`, { status: 'anulada' })).status).toBe(403);

    const g = await gql(t, 'mutation($o: Int!) { createPaymentPromise(orgId: $o, input: { promisedDate: "2099-01-01", amount: 5, currency: "USD" }) { status amount } }', { o: org }, admin);
    expect(g.data?.createPaymentPromise).toEqual({ status: 'pendiente', amount: 5 });
    expect(codesOf(await gql(t, 'mutation($o: Int!) { createPaymentPromise(orgId: $o, input: { promisedDate: "2099-01-01", amount: 5, currency: "USD" }) { id } }', { o: org }, viewer.token))).toEqual(['FORBIDDEN']);
  });

  test('a contact with a next action: listed on the client and in the next actions due', async () => {
    const { org } = await client('Cliente Gestiones');
    const f = api(t, finanzas.token);
    const log = await f.post(`/api/organizations/${org}/collection-logs`, { kind: 'whatsapp', subject: 'Recordatorio de factura', notes: 'Paga la semana próxima', next_action_date: today });
    expect(log.status).toBe(201);
    expect(log.body).toMatchObject({ org_id: org, kind: 'whatsapp', subject: 'Recordatorio de factura', next_action_date: today });
    expect((await f.post(`/api/organizations/${org}/collection-logs`, { kind: 'fax', subject: '' })).status).toBe(400);
    const list = await api(t, ops.token).get(`/api/organizations/${org}/collection-logs`);
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([log.body.id]);
    const next = await gql(t, '{ collectionNextActions { id orgName subject nextActionDate } }', {}, finanzas.token);
    expect(next.data?.collectionNextActions).toContainEqual({ id: log.body.id, orgName: 'Cliente Gestiones', subject: 'Recordatorio de factura', nextActionDate: today });
  });
});

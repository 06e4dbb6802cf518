/**
 * `npm run bench:collections` (TEST_DATABASE_URL for MariaDB/MySQL, else SQLite): the collections reads over a
 * large account book. Seeds (bulk multi-row inserts, in one transaction per table) BENCH_ORGS clients,
 * BENCH_INVOICES issued invoices (one client with BENCH_BIG_DOCS of them) and BENCH_RECEIPTS receipts of one item
 * each, consistent with each invoice's kept paid amount and status; then, sequentially over HTTP on loopback
 * through the real app, the p50/p95 of the portfolio (today and a past day), one client's statement (a typical
 * client and the one with BENCH_BIG_DOCS documents: the first page the 'Cuenta corriente' screen asks on GraphQL,
 * and the whole account on REST) and that client's statement PDF, each beside the same run's `GET /api/auth/me`
 * floor (goal ≤ 3× for the JSON reads). The seed's bulk inserts go around the services, so the portfolio's kept
 * aging is rebuilt after them (timed: it is also the first portfolio of each day). Never part of `npm test`.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { createServer, request } from 'node:http';
import { addDays } from '@crm/domain';
import { readFileSync } from 'node:fs';
import { adminToken } from '../server/test/factories';
import { createTestApp } from '../server/test/test-app';
import { paraguayDay } from '../server/src/modules/invoices';
import { OrganizationEntity } from '../server/src/modules/organizations/organization.entity';

const ORGS = Number(process.env.BENCH_ORGS ?? 1500);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 150_000);
const BIG_DOCS = Number(process.env.BENCH_BIG_DOCS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 8);
const CHUNK = 500;

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((q / 100) * xs.length) - 1)];

async function main(): Promise<void> {
  const t = await createTestApp({ rateLimitPerMinute: 0 });
  const server = createServer(t.app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = await adminToken(t);
  const call = async (path: string) => {
    const res = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    const buf = Buffer.from(await res.arrayBuffer());
    if (res.status >= 300) throw new Error(`GET ${path}: ${res.status} ${buf.toString().slice(0, 300)}`);
    return buf;
  };
  /**
   * The bytes as the server sends them, as a browser asks (`Accept-Encoding: br, gzip`), not decoded: fetch takes
   * gzip only and inflates it through web streams in this same process (≈ 8 ms for the portfolio's 400 KB, under
   * load several times that), a cost of the bench's client that a browser pays natively off the main thread.
   */
  const rawCall = (path: string) =>
    new Promise<void>((resolve, reject) => {
      request(`${base}${path}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'br, gzip' } }, (res) => {
        if ((res.statusCode ?? 500) >= 300) reject(new Error(`GET ${path}: ${res.statusCode}`));
        res.on('data', () => undefined);
        res.on('end', () => resolve());
      })
        .on('error', reject)
        .end();
    });
  /** The statement's first page as the screen asks it (client/src/features/collections/graphql/AccountStatement.graphql). */
  const screenQuery = readFileSync(join(__dirname, '../client/src/features/collections/graphql/AccountStatement.graphql'), 'utf8').split('# Another page')[0];
  const screenPage = Number(/STATEMENT_PAGE = (\d+)/.exec(readFileSync(join(__dirname, '../client/src/features/collections/AccountStatementTab.tsx'), 'utf8'))?.[1] ?? 0);
  const gqlCall = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { errors?: unknown[] };
    if (res.status >= 300 || body.errors) throw new Error(`POST /graphql: ${res.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
    return body;
  };
  const [admin] = (await t.ds.query("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Array<{ id: number }>;
  const [bu] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'atm-cargo'")) as Array<{ id: number }>;
  const unit = Number(bu.id);
  const today = paraguayDay(new Date());

  /** Multi-row INSERTs of literal rows (numbers and fixed words only), CHUNK rows a statement, in one transaction. */
  const bulk = async (table: string, columns: string[], count: number, row: (i: number) => Array<string | number | null>) => {
    await t.ds.transaction(async (em) => {
      for (let from = 0; from < count; from += CHUNK) {
        const values: string[] = [];
        for (let i = from; i < Math.min(count, from + CHUNK); i++) values.push(`(${row(i).map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v}'`)).join(', ')})`);
        await em.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`);
      }
    });
  };
  const seedStarted = performance.now();
  const firstOrg = Number(((await t.ds.query('SELECT COALESCE(MAX(id), 0) AS m FROM organizations')) as Array<{ m: number }>)[0].m) + 1;
  const orgRows = Array.from({ length: ORGS }, (_, i) => ({ name: `Cliente Cobranza ${i + 1}`, ruc: `${800000 + i}-1`, advisorUserId: i % 3 === 0 ? Number(admin.id) : null }));
  for (let from = 0; from < ORGS; from += 200) await t.ds.getRepository(OrganizationEntity).insert(orgRows.slice(from, from + 200));
  const orgIds = ((await t.ds.query('SELECT id FROM organizations WHERE id >= ? ORDER BY id', [firstOrg])) as Array<{ id: number }>).map((r) => Number(r.id));
  const bigOrg = orgIds[0];
  const typicalOrg = orgIds[1];

  // Invoice i: the first BIG_DOCS belong to one client, the rest spread over the others; one in five in USD;
  // dated over the last 700 days, due 30 days later. Receipt k pays a third of invoice k mod INVOICES (half of a
  // 1.000.000 Gs one), so with RECEIPTS = 1,5 × INVOICES half the invoices get two receipts.
  const isUsd = (i: number) => i % 5 === 0;
  const isHalves = (i: number) => i % 10 === 1;
  const total = (i: number) => (isHalves(i) ? 100_000_000 : isUsd(i) ? 150_000 : 150_000_000); // cents
  const share = (i: number) => (isHalves(i) ? total(i) / 2 : total(i) / 3);
  const receiptsOf = (i: number) => Math.floor(RECEIPTS / INVOICES) + (i < RECEIPTS % INVOICES ? 1 : 0);
  const paidOf = (i: number) => Math.min(total(i), share(i) * receiptsOf(i));
  const dateOf = (i: number) => addDays(today, -((i * 7) % 700) - 1);
  const dec = (cents: number) => (cents / 100).toFixed(2);
  await bulk(
    'invoices',
    ['org_id', 'business_unit_id', 'status', 'source', 'currency', 'invoice_date', 'due_date', 'customer_name', 'fiscal_number', 'fiscal_sequence', 'timbrado', 'total', 'paid', 'credited'],
    INVOICES,
    (i) => [
      i < BIG_DOCS ? bigOrg : orgIds[1 + (i % (ORGS - 1))],
      unit,
      paidOf(i) >= total(i) ? 'pagada' : paidOf(i) > 0 ? 'pago_parcial' : 'emitida',
      'lines',
      isUsd(i) ? 'USD' : 'PYG',
      dateOf(i),
      addDays(dateOf(i), 30),
      'Cliente Cobranza',
      `001-001-${String(i + 1).padStart(7, '0')}`,
      i + 1,
      '12345678',
      dec(total(i)),
      dec(paidOf(i)),
      '0.00',
    ],
  );
  const invoiceIds = ((await t.ds.query("SELECT id FROM invoices WHERE timbrado = '12345678' ORDER BY fiscal_sequence")) as Array<{ id: number }>).map((r) => Number(r.id));
  const invoiceOf = (k: number) => k % INVOICES;
  const paidAt = (k: number) => {
    const d = addDays(dateOf(invoiceOf(k)), 10 + 10 * Math.floor(k / INVOICES));
    return d > today ? today : d;
  };
  const firstReceipt = Number(((await t.ds.query('SELECT COALESCE(MAX(id), 0) AS m FROM receipts')) as Array<{ m: number }>)[0].m) + 1;
  await bulk(
    'receipts',
    ['org_id', 'business_unit_id', 'status', 'paid_at', 'method', 'currency', 'withholding_pct', 'amount', 'withheld', 'net', 'fiscal_number', 'fiscal_sequence', 'timbrado'],
    RECEIPTS,
    (k) => {
      const i = invoiceOf(k);
      return [i < BIG_DOCS ? bigOrg : orgIds[1 + (i % (ORGS - 1))], unit, 'emitido', paidAt(k), 'transferencia', isUsd(i) ? 'USD' : 'PYG', 0, dec(share(i)), '0.00', dec(share(i)), `001-024-${String(k + 1).padStart(7, '0')}`, k + 1, '12345678'];
    },
  );
  const receiptIds = ((await t.ds.query('SELECT id FROM receipts WHERE id >= ? ORDER BY fiscal_sequence', [firstReceipt])) as Array<{ id: number }>).map((r) => Number(r.id));
  await bulk('receipt_items', ['receipt_id', 'invoice_id', 'position', 'amount', 'withheld', 'net'], RECEIPTS, (k) => [receiptIds[k], invoiceIds[invoiceOf(k)], 1, dec(share(invoiceOf(k))), '0.00', dec(share(invoiceOf(k)))]);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const rebuildStarted = performance.now();
  const kept = t.services.collections as { rebuildAging?: () => Promise<void> };
  if (kept.rebuildAging) await kept.rebuildAging();
  const rebuildSeconds = kept.rebuildAging ? (performance.now() - rebuildStarted) / 1000 : null;
  if (t.ds.options.type !== 'better-sqlite3') for (const table of ['invoices', 'receipts', 'receipt_items', 'organizations']) await t.ds.query(`ANALYZE TABLE ${table}`);
  else await t.ds.query('ANALYZE');

  const timedCall = async (run: () => Promise<unknown>, runs = RUNS) => {
    await run(); // warm: the first call compiles the route's code paths
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    return times;
  };
  const timed = (path: string, runs = RUNS) => timedCall(() => call(path), runs);
  // The screen's first page (its page size when it has one; else what it asks today: the server's default page).
  const screen = (orgId: number) => timedCall(() => gqlCall(screenQuery, { orgId, asOf: null, offset: 0, ...(screenPage ? { limit: screenPage } : {}) }));
  const past = addDays(today, -200);
  // The portfolio screen's query as PortfolioPage sends it (Apollo adds __typename to every selection below the root).
  const portfolioQuery = readFileSync(join(__dirname, '../client/src/features/collections/graphql/CollectionsPortfolio.graphql'), 'utf8')
    .split('\n')
    .map((line, i) => (i > 0 && line.trimEnd().endsWith('{') ? `${line} __typename` : line))
    .join('\n');
  const portfolioScreen = () => gqlCall(portfolioQuery, { asOf: null, offset: 0 });
  // The first read after a write pays the whole build: one client's kept aging rewritten (what a receipt, a credit
  // note or a cancellation writes in its transaction), outside the timing, before each read.
  const afterWrite = async (read: () => Promise<unknown>) => {
    await read();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await t.ds.transaction((em) => t.services.collections.keepAging(em, [typicalOrg]));
      const t0 = performance.now();
      await read();
      times.push(performance.now() - t0);
    }
    return times;
  };
  const floor = await timed('/api/auth/me');
  const figures: Array<[string, number[]]> = [
    ['GET /api/collections/portfolio (today)', await timed('/api/collections/portfolio')],
    ['GET /api/collections/portfolio (today), right after a write of the kept aging', await afterWrite(() => call('/api/collections/portfolio'))],
    ['floor as sent (raw HTTP, br/gzip not decoded): GET /api/auth/me', await timedCall(() => rawCall('/api/auth/me'))],
    ['GET /api/collections/portfolio (today), as sent (raw HTTP, br/gzip not decoded)', await timedCall(() => rawCall('/api/collections/portfolio'))],
    ['GET /api/collections/portfolio (today), as sent, right after a write of the kept aging', await afterWrite(() => rawCall('/api/collections/portfolio'))],
    ["'Cartera' screen (GraphQL CollectionsPortfolio as PortfolioPage sends it, first page, today)", await timedCall(portfolioScreen)],
    ["'Cartera' screen (GraphQL), right after a write of the kept aging", await afterWrite(portfolioScreen)],
    [`GET /api/collections/portfolio?as_of=${past}`, await timed(`/api/collections/portfolio?as_of=${past}`)],
    [`GET /api/organizations/{id}/statement, a typical client (${Math.ceil((INVOICES - BIG_DOCS) / (ORGS - 1))} invoices), whole`, await timed(`/api/organizations/${typicalOrg}/statement`)],
    [`GET /api/organizations/{id}/statement, the client with ${BIG_DOCS} invoices, whole`, await timed(`/api/organizations/${bigOrg}/statement`)],
    [`'Cuenta corriente' first page (GraphQL AccountStatement${screenPage ? `, limit ${screenPage}` : ''}), a typical client`, await screen(typicalOrg)],
    [`'Cuenta corriente' first page (GraphQL AccountStatement${screenPage ? `, limit ${screenPage}` : ''}), the client with ${BIG_DOCS} invoices`, await screen(bigOrg)],
  ];
  // Every print laid out afresh: a different cut-off day each time (a day's print is kept once made).
  const pdfCold: number[] = [];
  for (let i = 0; i < PDF_RUNS; i++) {
    const t0 = performance.now();
    await call(`/api/organizations/${bigOrg}/statement/pdf?as_of=${addDays(today, -i)}`);
    pdfCold.push(performance.now() - t0);
  }
  // The same print asked again (today's, already made above): answered from the kept prints.
  const pdf = await timed(`/api/organizations/${bigOrg}/statement/pdf`, PDF_RUNS);
  const pdfBytes = (await call(`/api/organizations/${bigOrg}/statement/pdf`)).length;
  const floor2 = await timed('/api/auth/me');
  server.close();
  await t.close();

  const engine = process.env.TEST_DATABASE_URL ? 'MariaDB' : 'SQLite';
  const floorP95 = p([...floor, ...floor2], 95);
  const ms = (xs: number[]) => `${p(xs, 50).toFixed(1)} ms / ${p(xs, 95).toFixed(1)} ms`;
  const table = [
    `# Collections bench (${engine}, ${new Date().toISOString().slice(0, 10)})`,
    '',
    `Seeded ${ORGS} clients, ${INVOICES} issued invoices (one client with ${BIG_DOCS}), ${RECEIPTS} receipts in ${seedSeconds.toFixed(1)} s (bulk inserts).`,
    rebuildSeconds === null ? 'No kept aging in this tree.' : `Kept aging rebuilt from the invoices in ${rebuildSeconds.toFixed(2)} s (what the first portfolio of a day pays).`,
    `${RUNS} sequential requests per figure after one warm-up, the PDF ${PDF_RUNS}; HTTP on loopback through the real app.`,
    '',
    '| figure | p50 / p95 | p95 ÷ floor p95 |',
    '|---|---|---|',
    `| floor: GET /api/auth/me (before and after) | ${ms([...floor, ...floor2])} | 1.0 |`,
    ...figures.map(([name, xs]) => `| ${name} | ${ms(xs)} | ${(p(xs, 95) / floorP95).toFixed(1)} |`),
    `| statement PDF of the client with ${BIG_DOCS} invoices (${(pdfBytes / 1024).toFixed(0)} KB), laid out (another day each) | ${ms(pdfCold)} | ${(p(pdfCold, 95) / floorP95).toFixed(1)} |`,
    `| the same statement PDF asked again (a kept print) | ${ms(pdf)} | ${(p(pdf, 95) / floorP95).toFixed(1)} |`,
    '',
    `Load average when it ended: ${loadavg()[0].toFixed(2)} (2 cores shared with other sessions; client and server in one process).`,
    '',
  ].join('\n');
  process.stdout.write(table);
  writeFileSync(join(__dirname, `results-collections-${engine.toLowerCase()}${process.env.BENCH_SUFFIX ?? ''}.md`), table);
  process.exit(0);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});

/**
 * `npm run bench:invoices` (TEST_DATABASE_URL for MariaDB/MySQL, else SQLite): issue throughput with 20 concurrent
 * issuers on one expedition point (HTTP on loopback through the real app: POST /api/invoices/{id}/issue, each
 * taking the point's number under its row lock), and the p95 of the invoice PDF. Never part of `npm test`.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Actor } from '../server/src/core/auth/actor';
import { adminToken } from '../server/test/factories';
import { seededPipeline } from '../server/test/deals-fixtures';
import { createTestApp } from '../server/test/test-app';

const ISSUERS = Number(process.env.BENCH_ISSUERS ?? 20);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 400);
const PDFS = Number(process.env.BENCH_PDFS ?? 200);
/** Drafts issued one at a time first: the same run's baseline for the concurrent figure. */
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 40);

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((q / 100) * xs.length) - 1)];

async function main(): Promise<void> {
  const t = await createTestApp({ rateLimitPerMinute: 0 });
  const server = createServer(t.app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = await adminToken(t);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const buf = Buffer.from(await res.arrayBuffer());
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${buf.toString()}`);
    return res.headers.get('content-type')?.includes('json') ? JSON.parse(buf.toString()) : buf;
  };
  const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  const [bu] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'atm-cargo'")) as Array<{ id: number }>;
  await t.services.fiscal.update({ ...u, id: Number(u.id) }, Number(bu.id), { points: { factura: { timbrado: '12345678', validFrom: '2020-01-01', validTo: '2099-12-31', establishment: '001', point: '004', nextNumber: 1 } } });
  const { pipeline, stages } = await seededPipeline(t);
  const deal = await call('POST', '/api/deals', { pipeline_id: pipeline.id, stage_id: stages[0].id, title: 'Bench', business_unit_id: Number(bu.id), organization: { name: 'Cliente Bench' } });
  const lines = Array.from({ length: 8 }, (_, i) => ({ description: `Servicio ${i + 1}`, quantity: 1 + (i % 3), unit_price: (10_000 + i * 1_234) / 100, iva: i % 3 === 0 ? 'exenta' : i % 3 === 1 ? '5' : '10' }));
  const drafts: number[] = [];
  for (let i = 0; i < SEQUENTIAL + INVOICES; i++) drafts.push((await call('POST', `/api/deals/${deal.id}/invoices`, { source: 'lines', lines })).id);

  // Baseline: one issuer at a time (no one waits for the point's lock).
  const alone: number[] = [];
  const aloneStarted = performance.now();
  for (const id of drafts.splice(0, SEQUENTIAL)) {
    const t0 = performance.now();
    await call('POST', `/api/invoices/${id}/issue`);
    alone.push(performance.now() - t0);
  }
  const aloneSeconds = (performance.now() - aloneStarted) / 1000;

  // 20 issuers at once, each issuing the next draft until none is left.
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: ISSUERS }, async () => {
      for (let i = next++; i < drafts.length; i = next++) {
        const t0 = performance.now();
        await call('POST', `/api/invoices/${drafts[i]}/issue`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const numbers = ((await t.ds.query("SELECT fiscal_sequence AS n FROM invoices WHERE status = 'emitida' ORDER BY fiscal_sequence")) as Array<{ n: number }>).map((r) => Number(r.n));
  const consecutive = numbers.every((n, i) => n === i + 1) && numbers.length === SEQUENTIAL + INVOICES;

  // The PDF beside the same invoices read as JSON (the baseline: same route stack, same rows, no rendering).
  const timed = async (suffix: string) => {
    const times: number[] = [];
    for (let i = 0; i < PDFS; i++) {
      const t0 = performance.now();
      await call('GET', `/api/invoices/${drafts[i % drafts.length]}${suffix}`);
      times.push(performance.now() - t0);
    }
    return times;
  };
  const jsonTimes = await timed('');
  const pdfTimes = await timed('/pdf');
  server.close();
  await t.close();

  const engine = process.env.TEST_DATABASE_URL ? 'MariaDB' : 'SQLite';
  const table = [
    `# Invoices bench (${engine}, ${new Date().toISOString().slice(0, 10)})`,
    '',
    '| figure | value |',
    '|---|---|',
    `| baseline: one issuer at a time | ${SEQUENTIAL} in ${aloneSeconds.toFixed(2)} s = ${(SEQUENTIAL / aloneSeconds).toFixed(1)} issues/s |`,
    `| baseline: issue latency p50 / p95, alone | ${p(alone, 50).toFixed(1)} ms / ${p(alone, 95).toFixed(1)} ms |`,
    `| issues with ${ISSUERS} concurrent issuers | ${INVOICES} in ${seconds.toFixed(2)} s = ${(INVOICES / seconds).toFixed(1)} issues/s |`,
    `| issue latency p50 / p95, ${ISSUERS} at once | ${p(latencies, 50).toFixed(1)} ms / ${p(latencies, 95).toFixed(1)} ms |`,
    `| numbers consecutive, no gap, no duplicate | ${consecutive ? 'yes' : 'NO'} (${numbers.length}) |`,
    `| baseline: GET /api/invoices/{id} (JSON) p50 / p95, ${PDFS} sequential | ${p(jsonTimes, 50).toFixed(1)} ms / ${p(jsonTimes, 95).toFixed(1)} ms |`,
    `| invoice PDF (8 lines) p50 / p95, ${PDFS} sequential | ${p(pdfTimes, 50).toFixed(1)} ms / ${p(pdfTimes, 95).toFixed(1)} ms |`,
    '',
    `Load average when it ended: ${loadavg()[0].toFixed(2)} (2 cores; the clients run in the same process as the server).`,
    '',
  ].join('\n');
  process.stdout.write(table);
  writeFileSync(join(__dirname, `results-invoices-${engine.toLowerCase()}.md`), table);
  process.exit(consecutive ? 0 : 1);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});

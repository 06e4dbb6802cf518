import { DEFAULT_CLOSE_REASONS, isOtherReason, STATS_WINDOWS } from '@crm/domain';
import { adminToken } from '../../test/factories';
import { api, gql } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './demo';

// The demo seed makes data that looks like an office's: closed operations carry a close date spread over
// the months they were open and a lost one its reason, so the statistics agree with the lists.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await seedDemo(t.ds, { deals: 400, orgs: 30, contacts: 30, seed: 5, log: () => {} });
});
afterAll(() => t.close());

interface Row {
  id: number;
  status: string;
  created_at: string;
  closed_at: string | null;
  close_reason: string | null;
  close_reason_text: string | null;
  closed_by_name: string | null;
}

async function list(status: string): Promise<Row[]> {
  const res = await api(t, admin).get(`/api/deals?status=${status}&limit=500`);
  expect(res.status).toBe(200);
  return res.body as Row[];
}

const OUTCOMES = `query Outcomes($days: Int!) { outcomeStats(days: $days) { won lost lostReasons { reason count } } }`;

test('closed operations have a close date after their creation, lost ones a reason of the list', async () => {
  const won = await list('won');
  const lost = await list('lost');
  expect(won.length).toBeGreaterThan(10);
  expect(lost.length).toBeGreaterThan(10);
  const now = Date.now();
  for (const d of [...won, ...lost]) {
    expect(d.closed_at).not.toBeNull();
    const closed = Date.parse(d.closed_at!);
    expect(closed).toBeGreaterThanOrEqual(Date.parse(d.created_at));
    expect(closed).toBeLessThanOrEqual(now);
    expect(d.closed_by_name).not.toBeNull();
  }
  for (const d of lost) {
    expect(DEFAULT_CLOSE_REASONS as readonly string[]).toContain(d.close_reason);
    if (isOtherReason(d.close_reason)) expect(d.close_reason_text?.trim()).toBeTruthy();
  }
  // Spread over months, not all on one day.
  const months = new Set([...won, ...lost].map((d) => d.closed_at!.slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(4);
  // Open operations are not closed.
  for (const d of await list('open')) expect([d.closed_at, d.close_reason]).toEqual([null, null]);
});

test('every statistics window counts the won and lost operations the lists show closed in it', async () => {
  const won = await list('won');
  const lost = await list('lost');
  for (const days of STATS_WINDOWS) {
    const from = Date.now() - days * 86_400_000;
    const inWindow = (rows: Row[]) => rows.filter((d) => d.closed_at !== null && Date.parse(d.closed_at) >= from).length;
    const r = await gql(t, OUTCOMES, { days }, admin);
    expect(r.errors).toBeUndefined();
    const stats = r.data!.outcomeStats as { won: number; lost: number; lostReasons: Array<{ count: number }> };
    expect([days, stats.won, stats.lost]).toEqual([days, inWindow(won), inWindow(lost)]);
    expect(stats.lostReasons.reduce((s, x) => s + x.count, 0)).toBe(stats.lost);
  }
  const ninety = (await gql(t, OUTCOMES, { days: 90 }, admin)).data!.outcomeStats as { won: number; lost: number };
  expect(ninety.won).toBeGreaterThan(0);
  expect(ninety.lost).toBeGreaterThan(0);
});

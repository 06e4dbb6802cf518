import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { PasswordHasher } from '../../core/auth/passwords';
import { LoginThrottleEntity } from './login-throttle.entity';
import { ADMIN, createTestApp, type TestApp } from '../../../test/test-app';
import { provisionTestDatabase } from '../../../test/test-db';
import { makeUser } from '../../../test/factories';
import { codesOf, gql } from '../../../test/http';

/**
 * Login throttle: the limit of failed sign-ins (10 per account, 100 per IP, 15 minutes) is taken as a
 * slot in the database before bcrypt runs, so concurrent guesses cannot all be evaluated, on one
 * process or several over the same database.
 */

type Answer = { status: number; body: any };

/** Starts a sign-in now (supertest only sends on then()) and resolves with its answer. */
function login(app: Express, email: string, password: string, ip?: string): Promise<Answer> {
  let req = request(app).post('/api/auth/login').set('Content-Type', 'application/json');
  if (ip) req = req.set('X-Forwarded-For', ip);
  return req.send({ email, password }).then((r) => ({ status: r.status, body: r.body }));
}

/**
 * Counts the bcrypt comparisons the services make (every app in this process shares the prototype)
 * and holds each one until release(): the attempts started meanwhile all overlap with them, which is
 * the race (20 concurrent guesses for one account) made certain instead of likely.
 */
function holdComparisons() {
  const compare = PasswordHasher.prototype.compare;
  const dummy = PasswordHasher.prototype.compareDummy;
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const state = { calls: 0, release: () => open(), restore: () => {} };
  const a = jest.spyOn(PasswordHasher.prototype, 'compare').mockImplementation(async function (this: PasswordHasher, plain, hash) {
    state.calls++;
    await gate;
    return compare.call(this, plain, hash);
  });
  const b = jest.spyOn(PasswordHasher.prototype, 'compareDummy').mockImplementation(async function (this: PasswordHasher, plain) {
    state.calls++;
    await gate;
    return dummy.call(this, plain);
  });
  state.restore = () => {
    open();
    a.mockRestore();
    b.mockRestore();
  };
  return state;
}

/** Waits (bounded) until cond() holds; a test that never gets there fails with `what`. */
async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1500 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!cond()) throw new Error(`no se llegó a: ${what}`);
}

function tally(answers: Answer[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
}

/**
 * 10 wrong guesses take the 10 slots and are held in bcrypt; then 19 more wrong ones and the right
 * password are sent while those are still being evaluated. Every late one must be refused without
 * bcrypt, the right one included.
 */
async function raceWithRightPasswordLate(apps: Express[], email: string, password: string): Promise<void> {
  const hold = holdComparisons();
  try {
    const first = Array.from({ length: 10 }, (_, i) => login(apps[i % apps.length], email, `mal-${i}-x`));
    await until(() => hold.calls >= 10, '10 comparaciones en curso');
    let settled = 0;
    const late = Array.from({ length: 20 }, (_, i) => login(apps[i % apps.length], email, i === 19 ? password : `tarde-${i}-x`));
    for (const p of late) void p.then(() => settled++);
    // Refused attempts answer at once; before the fix they reach bcrypt and wait for the release.
    await until(() => settled === 20 || hold.calls > 10, 'los intentos tardíos respondidos o evaluados');
    hold.release();
    const [firstAnswers, lateAnswers] = await Promise.all([Promise.all(first), Promise.all(late)]);
    expect(hold.calls).toBe(10);
    expect(tally(firstAnswers)).toEqual({ 401: 10 });
    expect(tally(lateAnswers)).toEqual({ 429: 20 });
    const right = lateAnswers[19];
    expect(right.body).toEqual({ error: 'Demasiados intentos fallidos. Esperá unos minutos e intentá nuevamente.' });
    expect(right.body.token).toBeUndefined();
  } finally {
    hold.restore();
  }
}

describe('one server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  test('30 concurrent wrong guesses for one account: exactly 10 are evaluated (401), 20 refused (429) without bcrypt', async () => {
    const { user, password } = await makeUser(t);
    const hold = holdComparisons();
    hold.release(); // count only
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(t.app, user.email, `adivina-${i}`, '10.15.0.1')));
      expect(tally(answers)).toEqual({ 401: 10, 429: 20 });
      expect(hold.calls).toBe(10);
      for (const a of answers.filter((x) => x.status === 429)) expect(a.body.error).toMatch(/^Demasiados intentos/);
    } finally {
      hold.restore();
    }
    // the limit holds afterwards for the right password too, on both APIs
    expect((await login(t.app, user.email, password, '10.15.0.2')).status).toBe(429);
    const g = await gql(t, 'mutation ($i: LoginInput!) { login(input: $i) { token } }', { i: { email: user.email, password } });
    expect(codesOf(g)).toEqual(['RATE_LIMITED']);
  });

  test('the right password sent while 10 guesses are being evaluated gets 429, not a token', async () => {
    const { user, password } = await makeUser(t);
    await raceWithRightPasswordLate([t.app], user.email, password);
  });

  test('a successful sign-in clears the account’s failures', async () => {
    const { user, password } = await makeUser(t);
    for (let i = 0; i < 9; i++) expect((await login(t.app, user.email, `mal-${i}-x`, '10.15.1.1')).status).toBe(401);
    expect((await login(t.app, user.email, password, '10.15.1.1')).status).toBe(200);
    const again = await Promise.all(Array.from({ length: 11 }, (_, i) => login(t.app, user.email, `otra-${i}-x`, '10.15.1.1')));
    expect(tally(again)).toEqual({ 401: 10, 429: 1 });
  });

  test('concurrent successful sign-ins of one account (tabs, devices) are never refused', async () => {
    const { user, password } = await makeUser(t);
    const answers: Answer[] = [];
    for (let round = 0; round < 30; round++) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => login(t.app, user.email, password, '10.15.4.1')))));
    }
    expect(tally(answers)).toEqual({ 200: 300 });
  });

  test('the window is 15 minutes: once it has passed, the account signs in again', async () => {
    const { user, password } = await makeUser(t);
    const t0 = new Date();
    for (let i = 0; i < 10; i++) {
      await expect(t.services.auth.login({ email: user.email, password: `mal-${i}-x` }, '10.15.2.1', t0)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const inside = new Date(t0.getTime() + 14 * 60_000);
    await expect(t.services.auth.login({ email: user.email, password }, '10.15.2.1', inside)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const after = new Date(t0.getTime() + 15 * 60_000 + 1);
    const ok = await t.services.auth.login({ email: user.email, password }, '10.15.2.1', after);
    expect(ok.token).toEqual(expect.any(String));
  });

  test('100 failures from one IP throttle that IP for every account; successes do not count; other IPs are not affected', async () => {
    const ip = '10.15.3.1';
    // 90 failures already counted for this address in the current window (the per-account limit would need 9 accounts)
    await t.ds.getRepository(LoginThrottleEntity).insert({ kind: 'ip', subject: ip, attempts: 90, windowStartMs: String(Date.now()) });
    const ok = await Promise.all(Array.from({ length: 10 }, () => login(t.app, ADMIN.email, ADMIN.password, ip)));
    expect(tally(ok)).toEqual({ 200: 10 });
    const accounts = await Promise.all(Array.from({ length: 10 }, () => makeUser(t)));
    const failures = await Promise.all(accounts.map((a, i) => login(t.app, a.user.email, `ip-${i}-x`, ip)));
    expect(tally(failures)).toEqual({ 401: 10 });
    const blocked = await login(t.app, ADMIN.email, ADMIN.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Demasiados intentos/);
    expect((await login(t.app, ADMIN.email, ADMIN.password, '10.15.3.2')).status).toBe(200);
  });
});

/** Two complete apps (two DataSources, as two instances or cluster workers) over one database. */
async function twoInstances(): Promise<{ apps: Express[]; a: TestApp; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-throttle-'));
  const db = process.env.TEST_DATABASE_URL ? await provisionTestDatabase() : { url: `sqlite:${join(dir, 'crm.sqlite')}`, drop: async () => {} };
  const shared = { url: db.url, drop: async () => {} };
  const overrides = { rateLimitPerMinute: 0, jwtSecret: randomBytes(32).toString('hex') };
  const a = await createTestApp(overrides, { database: shared });
  const b = await createTestApp(overrides, { database: shared });
  return {
    apps: [a.app, b.app],
    a,
    close: async () => {
      await a.close();
      await b.close();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('two servers over one database', () => {
  let two: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    two = await twoInstances();
  });
  afterAll(() => two?.close());

  test('30 concurrent wrong guesses dealt to both: 10 evaluated, 20 refused', async () => {
    const { user, password } = await makeUser(two.a);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(two.apps[i % 2], user.email, `doble-${i}-x`)));
    expect(tally(answers)).toEqual({ 401: 10, 429: 20 });
    expect((await login(two.apps[1], user.email, password)).status).toBe(429);
  });

  test('the right password sent to either while 10 guesses are being evaluated gets 429', async () => {
    const { user, password } = await makeUser(two.a);
    await raceWithRightPasswordLate(two.apps, user.email, password);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  test('the IP is the one the proxy appended: made-up X-Forwarded-For entries do not escape the per-IP limit', async () => {
    await t.ds.getRepository(LoginThrottleEntity).insert({ kind: 'ip', subject: '10.16.0.1', attempts: 98, windowStartMs: String(Date.now()) });
    const { user } = await makeUser(t);
    for (const made of ['203.0.113.1', '203.0.113.2']) {
      const r = await request(t.app).post('/api/auth/login').set('X-Forwarded-For', `${made}, 10.16.0.1`).send({ email: user.email, password: `proxy-${made}` });
      expect(r.status).toBe(401);
    }
    const spoofed = await request(t.app).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.7, 10.16.0.1').send({ email: ADMIN.email, password: ADMIN.password });
    expect(spoofed.status).toBe(429);
    const other = await request(t.app).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.7, 10.16.0.2').send({ email: ADMIN.email, password: ADMIN.password });
    expect(other.status).toBe(200);
  });
});

describe('odd emails: refused as input or throttled like any other, never a server error', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // 'a' + U+FE0F is 2 characters for the column but 1 for class-validator's length: the shared input guard
  // counts them as the column does; a lone surrogate and NUL are not text. All are refused before the
  // throttle and bcrypt, in Spanish.
  test.each([['variation selectors', 'a\ufe0f'.repeat(190)], ['a lone surrogate', '\ud800@x.com'], ['NUL', 'a\u0000b@x.com']])('%s → 400', async (_, email) => {
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i++) answers.push(await login(t.app, email, `rara-${i}-x`));
    expect(tally(answers)).toEqual({ 400: 11 });
  });

  // Four bytes per character, 190 characters: the longest key the throttle stores as is.
  test('emoji', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i++) answers.push(await login(t.app, '🚚'.repeat(190), `rara-${i}-x`));
    expect(tally(answers)).toEqual({ 401: 10, 429: 1 });
  });
});

/**
 * `statsSummary`: 'Estadísticas y análisis' computed on the server from counts grouped in SQL, for any number
 * of events (the GraphQL cost limit capped the raw lists of activityOverview at 10,000 actions, which a busy office passes
 * in a month). The summary must be exactly what domain/stats.ts gives over the raw lists.
 */
import { STATS_WINDOWS, summarizeStats, type StatsSummary } from '@crm/domain';
import { dateBound, rawDate, rawInt } from '../../core/db/raw';
import type { Actor } from '../../core/auth/actor';
import { ActivityEntity } from '../activities/activity.entity';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers, makeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';

let t: TestApp;
let admin: string;
let adminActor: Actor;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.ds.getRepository(UserEntity).findOneByOrFail({ email: 'admin@test.local' });
  adminActor = { id: a.id, name: a.name, email: a.email, role: a.role };
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t, { venta: 'Rodrigo Resumen' }));
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageId = p.stages[0].id;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const SUMMARY = `query Summary($days: Int!) { statsSummary(days: $days) {
  days now totalUsers activeUsers previousActiveUsers activeUsersChange inactiveUsers
  mostActive { userId name initials actions finished }
  topOrganizations { name operations }
  rows { userId name actions finished operations } } }`;

const sqlite = () => t.ds.options.type === 'better-sqlite3';

/** Inserts in statements of `size` rows (bulk, through the repository). */
async function insertMany<T extends object>(entity: new () => T, rows: Array<Partial<T>>, size = 500): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const res = await t.ds.getRepository(entity).insert(rows.slice(i, i + size) as never);
    ids.push(...res.identifiers.map((x) => Number(x.id)));
  }
  return ids;
}

/** Bulk rows in statements of 1,000, without reading them back (TypeORM would reload their created_at by id). */
async function insertBulk<T extends object>(entity: new () => T, rows: Array<Partial<T>>): Promise<number> {
  for (let i = 0; i < rows.length; i += 1000) {
    await t.ds.createQueryBuilder().insert().into(entity).values(rows.slice(i, i + 1000) as never).updateEntity(false).execute();
  }
  return rows.length;
}

/** Sets created_at to a literal as the database holds it (SQLite text without a fraction, microseconds). */
async function setCreatedAt(table: string, id: number, literal: string): Promise<void> {
  await t.ds.query(`UPDATE ${table} SET created_at = ? WHERE id = ?`, [literal, id]);
}

/** 'YYYY-MM-DD HH:MM:SS.mmm' in UTC. */
const text = (d: Date) => d.toISOString().slice(0, 23).replace('T', ' ');

/**
 * The reference: every audit event, activity and deal of the database, read whole and without any window,
 * through domain/stats.ts as the statistics screen did (deal → its advisor, else its organization's,
 * else its creator; organization → its name, else its razón social).
 */
async function summaryFromRawLists(now: Date, days: number): Promise<StatsSummary> {
  const users = (await t.ds.query('SELECT id, name FROM users')) as Array<{ id: number; name: string }>;
  const audits = (await t.ds.query("SELECT user_id AS userId, created_at AS createdAt FROM audit_events WHERE action IN ('create', 'update')")) as Array<
    Record<string, unknown>
  >;
  const activities = (await t.ds.query('SELECT created_by_user_id AS userId, done, created_at AS createdAt FROM activities')) as Array<Record<string, unknown>>;
  const deals = (await t.ds.query(
    `SELECT d.id, d.deal_advisor_user_id AS dealAdvisor, o.advisor_user_id AS orgAdvisor, d.created_by_user_id AS creator,
            o.name AS orgName, o.razon_social AS razonSocial, d.created_at AS createdAt
       FROM deals d LEFT JOIN organizations o ON o.id = d.org_id`,
  )) as Array<Record<string, unknown>>;
  return summarizeStats({
    now,
    days,
    totalUsers: users.length,
    users: users.map((u) => ({ id: Number(u.id), name: u.name })),
    actions: [
      ...audits.map((r) => ({ userId: rawInt(r.userId), date: rawDate(r.createdAt), done: false })),
      ...activities.map((r) => ({ userId: rawInt(r.userId), date: rawDate(r.createdAt), done: r.done === true || Number(r.done) === 1 })),
    ],
    deals: deals.map((r) => ({
      id: Number(r.id),
      createdAt: rawDate(r.createdAt),
      userId: rawInt(r.dealAdvisor) ?? rawInt(r.orgAdvisor) ?? rawInt(r.creator),
      orgName: ((r.orgName as string | null) || (r.razonSocial as string | null)) ?? null,
    })),
  });
}

test('admin only, like activityOverview: other roles FORBIDDEN, no session UNAUTHENTICATED, a window not in 7/14/30/60/90 BAD_USER_INPUT', async () => {
  for (const u of [venta, ops, viewer, await makeUser(t, { role: 'finanzas' })]) {
    const r = await gql(t, SUMMARY, { days: 30 }, u.token);
    expect([codesOf(r), r.data]).toEqual([['FORBIDDEN'], null]);
  }
  expect(codesOf(await gql(t, SUMMARY, { days: 30 }))).toEqual(['UNAUTHENTICATED']);
  for (const days of [0, 31, 45, -7, 365]) {
    const r = await gql(t, SUMMARY, { days }, admin);
    expect(codesOf(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors![0].message).toBe('La ventana debe ser de 7, 14, 30, 60 o 90 días.');
  }
});

test('happy path: cards, most active person, organizations and rows of what was done through the API', async () => {
  const org = await api(t, venta.token).post('/api/organizations', { name: 'Frigorífico Resumido' });
  expect(org.status).toBe(201);
  const deal = await api(t, venta.token).post('/api/deals', { title: 'Resumen', pipeline_id: pipelineId, stage_id: stageId, org_id: org.body.id });
  expect(deal.status).toBe(201);
  for (const done of [1, 0, 1]) {
    expect((await api(t, venta.token).post('/api/activities', { type: 'call', subject: 'Llamada', deal_id: deal.body.id, done })).status).toBe(201);
  }

  const res = await gql(t, SUMMARY, { days: 7 }, admin);
  expect(res.errors).toBeUndefined();
  const s = res.data!.statsSummary;
  expect(s.days).toBe(7);
  const row = s.rows.find((r: { userId: number }) => r.userId === venta.user.id);
  // org and deal created (2 audit events), 3 activities (3 audit events and 3 actions), 2 of them done
  expect(row).toEqual({ userId: venta.user.id, name: 'Rodrigo Resumen', actions: 8, finished: 2, operations: 1 });
  expect(s.topOrganizations).toContainEqual({ name: 'Frigorífico Resumido', operations: 1 });
  expect(s.activeUsers).toBeGreaterThanOrEqual(1);
  expect(s.inactiveUsers).toBe(s.totalUsers - s.activeUsers);
  expect(s.mostActive).toMatchObject({ userId: s.rows[0].userId, name: s.rows[0].name, actions: s.rows[0].actions });
  // The same as the raw lists give with the server's "now".
  const { now, ...summary } = s;
  expect(summary).toEqual(await summaryFromRawLists(new Date(now), 7));
});

describe('more than 10,000 actions in the window (a busy office in a month)', () => {
  let created: { audits: number; activities: number; deals: number };
  beforeAll(async () => {
    const base = Date.now() - 3 * DAY;
    const audits = Array.from({ length: 10_300 }, (_, i) => ({
      userId: i % 3 === 0 ? venta.user.id : ops.user.id,
      action: i % 2 ? 'update' : 'create',
      entity: 'deal',
      entityId: 1,
      // Seven events per instant: the REST pages (5,000 rows) end in the middle of one.
      createdAt: new Date(base + Math.floor(i / 7) * 1000),
    }));
    const activities = Array.from({ length: 400 }, (_, i) => ({ type: 'task', subject: 'Tarea', done: i % 4 === 0, createdByUserId: venta.user.id, createdAt: new Date(base + i * 1000) }));
    const deals = Array.from({ length: 50 }, (_, i) => ({ title: `Masiva ${i}`, status: 'open' as const, position: i, pipelineId, stageId, createdByUserId: ops.user.id, createdAt: new Date(base + i * 1000) }));
    created = {
      audits: await insertBulk(AuditEventEntity, audits),
      activities: (await insertMany(ActivityEntity, activities as Array<Partial<ActivityEntity>>)).length,
      deals: (await insertMany(DealEntity, deals)).length,
    };
  });

  test('statsSummary answers the whole window, equal to the raw lists; activityOverview still refuses and points to it', async () => {
    const res = await gql(t, SUMMARY, { days: 30 }, admin);
    expect(res.errors).toBeUndefined();
    const { now, ...summary } = res.data!.statsSummary;
    const rows = new Map(summary.rows.map((r: { userId: number }) => [r.userId, r]));
    expect(rows.get(venta.user.id)).toMatchObject({ actions: expect.any(Number), finished: expect.any(Number) });
    const total = summary.rows.reduce((n: number, r: { actions: number }) => n + r.actions, 0);
    expect(total).toBeGreaterThan(created.audits + created.activities - 1);
    expect(rows.get(ops.user.id)).toMatchObject({ actions: Math.floor((created.audits * 2) / 3), operations: created.deals });
    expect(summary).toEqual(await summaryFromRawLists(new Date(now), 30));

    const overview = await gql(t, '{ activityOverview(days: 30) { days activities { id } } }', undefined, admin);
    expect(codesOf(overview)).toEqual(['BAD_USER_INPUT']);
    expect(overview.errors![0].message).toMatch(/statsSummary/);
  });

  test('REST /api/admin/activity/overview answers every row (no cap on REST), and the cards from them are the same', async () => {
    const res = await api(t, admin).get('/api/admin/activity/overview?days=30');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.body;
    expect(body.activities.length).toBeGreaterThan(created.audits + created.activities - 1);
    // Every action of both windows exactly once, across the pages.
    const since = Date.now() - 61 * DAY;
    const dates = async (sql: string) => ((await t.ds.query(sql)) as Array<{ c: unknown }>).map((r) => rawDate(r.c).getTime()).filter((ms) => ms >= since);
    const expected = [
      ...(await dates("SELECT created_at AS c FROM audit_events WHERE action IN ('create', 'update')")),
      ...(await dates('SELECT created_at AS c FROM activities')),
    ].length;
    expect(body.activities.length).toBe(expected);
    expect(new Set(body.activities.map((a: { source: string; id: number }) => `${a.source}${a.id}`)).size).toBe(expected);
    expect(body.deals.length).toBe((await dates('SELECT created_at AS c FROM deals')).length);
    expect(body.deals.length).toBeGreaterThanOrEqual(created.deals);
    expect(body.activities[0]).toEqual({ id: expect.any(Number), source: 'audit', user_id: expect.any(Number), deal_id: expect.anything(), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), is_done: 0, done_at: null, done_by_user_id: null });

    // The original client's computation over the REST lists (dates to the second) gives the summary's table.
    const fromRest = summarizeStats({
      now: new Date(`${body.now.replace(' ', 'T')}.999Z`),
      days: body.days,
      totalUsers: body.totalUsers,
      users: body.users,
      actions: body.activities.map((a: { user_id: number | null; date: string; is_done: number }) => ({ userId: a.user_id, date: a.date, done: a.is_done === 1 })),
      deals: body.deals.map((d: { id: number; created_at: string; deal_advisor_user_id: number | null; advisor_user_id: number | null; created_by_user_id: number | null; org_name: string | null }) => ({
        id: d.id,
        createdAt: d.created_at,
        userId: d.deal_advisor_user_id ?? d.advisor_user_id ?? d.created_by_user_id,
        orgName: d.org_name,
      })),
    });
    const summary = (await gql(t, SUMMARY, { days: 30 }, admin)).data!.statsSummary;
    expect(fromRest.rows).toEqual(summary.rows);
    expect(fromRest.topOrganizations).toEqual(summary.topOrganizations);
  });
});

describe('the SQL-grouped summary equals domain/stats.ts over the raw lists', () => {
  // Two "now"s: on a whole second and with milliseconds (the window bounds are sent to SQLite as text).
  const NOWS = [new Date('2031-03-10T15:00:00.000Z'), new Date('2031-03-10T15:00:00.250Z')];

  beforeAll(async () => {
    const users = t.ds.getRepository(UserEntity);
    const mk = async (name: string, isActive = true) => (await makeUser(t, { role: 'venta', name, isActive })).user.id;
    const ana = await mk('Ana Pérez');
    const twin = await mk('Ana Pérez');
    const ana2 = await mk('ana perez');
    const oscar = await mk('Óscar Núñez');
    const inactive = await mk('Ignacio Inactivo', false);
    const gone = await mk('Gonzalo Borrado');
    const people: Array<number | null> = [ana, twin, ana2, oscar, inactive, gone, null, venta.user.id];

    const org = async (values: Partial<OrganizationEntity>) => (await t.ds.getRepository(OrganizationEntity).insert({ visibility: 'company', ...values })).identifiers[0].id as number;
    const orgs: Array<number | null> = [
      await org({ name: 'Acme' }),
      await org({ name: ' Acme ' }),
      await org({ name: 'ACME' }),
      await org({ name: 'Transportes Weiß' }),
      await org({ name: 'Transportes Weiss' }),
      await org({ name: '', razonSocial: 'Razón Social Única S.A.' }),
      await org({ name: '   ' }),
      await org({ name: 'Con Asesora', advisorUserId: oscar }),
      await org({ name: 'Asesor Borrado', advisorUserId: gone }),
      await org({ name: 'Privada de Otro', visibility: 'private', ownerUserId: venta.user.id }),
      await org({ name: 'Beta' }),
      await org({ name: 'Gamma' }),
      await org({ name: 'Ñandú' }),
      null,
    ];

    // A deterministic spread over both windows of every length, before them and just after "now".
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const when = () => new Date(NOWS[0].getTime() - rnd(200 * DAY) + 2 * DAY - rnd(1000));
    const audits: Array<Partial<AuditEventEntity>> = [];
    const activities: Array<Partial<ActivityEntity>> = [];
    const deals: Array<Partial<DealEntity>> = [];
    for (let i = 0; i < 700; i++) {
      audits.push({ userId: people[rnd(people.length)], action: ['create', 'update', 'delete', 'login'][rnd(4)], entity: 'deal', entityId: i, createdAt: when() });
    }
    for (let i = 0; i < 400; i++) activities.push({ type: 'task', subject: 'Tarea', done: rnd(3) === 0, createdByUserId: people[rnd(people.length)], createdAt: when() });
    for (let i = 0; i < 250; i++) {
      deals.push({
        title: `Operación ${i}`,
        status: 'open',
        position: i,
        pipelineId,
        stageId,
        orgId: orgs[rnd(orgs.length)],
        advisorUserId: rnd(3) === 0 ? people[rnd(people.length)] : null,
        createdByUserId: rnd(4) === 0 ? null : people[rnd(people.length)],
        createdAt: when(),
      });
    }
    // The window edges of every "now" and length: on the bound, a millisecond either side.
    const edges: Date[] = [];
    for (const now of NOWS) {
      for (const days of STATS_WINDOWS) {
        const start = now.getTime() - days * DAY;
        for (const ms of [now.getTime(), start, start - days * DAY]) edges.push(new Date(ms - 1), new Date(ms), new Date(ms + 1));
      }
    }
    edges.forEach((d, i) => {
      audits.push({ userId: people[i % people.length], action: 'update', entity: 'deal', entityId: i, createdAt: d });
      activities.push({ type: 'call', subject: 'Borde', done: i % 2 === 0, createdByUserId: people[(i + 3) % people.length], createdAt: d });
      deals.push({ title: `Borde ${i}`, status: 'open', position: i, pipelineId, stageId, orgId: orgs[i % orgs.length], createdByUserId: people[(i + 5) % people.length], createdAt: d });
    });
    const auditIds = await insertMany(AuditEventEntity, audits);
    const activityIds = await insertMany(ActivityEntity, activities);
    const dealIds = await insertMany(DealEntity, deals);

    // The same edges as the database may hold them: without a fraction (SQLite's column default writes
    // '… 15:00:00') and with microseconds (MariaDB/MySQL: half a millisecond either side of a bound).
    const variants = NOWS.flatMap((now) =>
      STATS_WINDOWS.flatMap((days) => {
        const start = new Date(now.getTime() - days * DAY);
        const previous = new Date(start.getTime() - days * DAY);
        return [now, start, previous].flatMap((d) => {
          const before = text(new Date(d.getTime() - 1));
          return [d.getUTCMilliseconds() === 0 ? text(d).slice(0, 19) : text(d), `${text(d)}500`, `${before}500`];
        });
      }),
    );
    const more = variants.length;
    const extraAudits = await insertMany(
      AuditEventEntity,
      variants.map((_, i) => ({ userId: people[i % people.length], action: 'create', entity: 'deal', entityId: i })),
    );
    const extraActivities = await insertMany(
      ActivityEntity,
      variants.map((_, i) => ({ type: 'note', subject: 'Formato', done: i % 3 === 0, createdByUserId: people[(i + 1) % people.length] })),
    );
    const extraDeals = await insertMany(
      DealEntity,
      variants.map((_, i) => ({ title: `Formato ${i}`, status: 'open' as const, position: i, pipelineId, stageId, orgId: orgs[(i + 2) % orgs.length], advisorUserId: people[(i + 4) % people.length] })),
    );
    for (let i = 0; i < more; i++) {
      await setCreatedAt('audit_events', extraAudits[i], variants[i]);
      await setCreatedAt('activities', extraActivities[i], variants[i]);
      await setCreatedAt('deals', extraDeals[i], variants[i]);
    }
    expect(auditIds.length + activityIds.length + dealIds.length).toBeGreaterThan(1000);
    // Each way a deal finds its responsible person is there: its own advisor, its organization's, its creator, none.
    const [who] = (await t.ds.query(
      `SELECT SUM(CASE WHEN d.deal_advisor_user_id IS NOT NULL THEN 1 ELSE 0 END) AS own,
              SUM(CASE WHEN d.deal_advisor_user_id IS NULL AND o.advisor_user_id IS NOT NULL THEN 1 ELSE 0 END) AS org,
              SUM(CASE WHEN d.deal_advisor_user_id IS NULL AND o.advisor_user_id IS NULL AND d.created_by_user_id IS NOT NULL THEN 1 ELSE 0 END) AS creator,
              SUM(CASE WHEN COALESCE(d.deal_advisor_user_id, o.advisor_user_id, d.created_by_user_id) IS NULL THEN 1 ELSE 0 END) AS none
         FROM deals d LEFT JOIN organizations o ON o.id = d.org_id WHERE d.created_at > ?`,
      [dateBound(t.ds, new Date('2030-01-01T00:00:00Z'))],
    )) as Array<Record<string, unknown>>;
    for (const k of ['own', 'org', 'creator', 'none']) expect(Number(who[k])).toBeGreaterThan(10);

    // A deleted user: their events and deals stay, without a user ('desconocido').
    await users.delete({ id: gone });
  });

  test.each(NOWS.flatMap((now) => STATS_WINDOWS.map((days) => [now.toISOString(), days] as const)))('now %s, %i days', async (iso, days) => {
    const now = new Date(iso);
    const { now: end, ...summary } = await t.services.stats.summary(adminActor, days, now);
    expect(end).toEqual(now);
    const reference = await summaryFromRawLists(now, days);
    expect(summary).toEqual(reference);
    // The data set does exercise the rules it is meant to (the short windows hold fewer events).
    if (days < 30) return;
    expect(reference.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['desconocido', 'Ana Pérez', 'ana perez', 'Ignacio Inactivo']));
    expect(reference.rows.filter((r) => r.name === 'Ana Pérez')).toHaveLength(2);
    expect(reference.previousActiveUsers).toBeGreaterThan(0);
    expect(reference.topOrganizations).toHaveLength(6);
  });

  test('the window bounds as the database compares them', () => {
    const d = new Date('2031-03-10T15:00:00.000Z');
    expect(dateBound(t.ds, d)).toEqual(sqlite() ? '2031-03-10 15:00:00' : d);
    expect(dateBound(t.ds, new Date('2031-03-10T15:00:00.250Z'))).toEqual(sqlite() ? '2031-03-10 15:00:00.250' : new Date('2031-03-10T15:00:00.250Z'));
  });

  test('six SQL statements whatever the number of events; the GraphQL overview still answers its raw lists below the cap', async () => {
    t.sql.start();
    await t.services.stats.summary(adminActor, 90, NOWS[0]);
    expect(t.sql.stop()).toBe(6);
    const o = await t.services.stats.overview(adminActor, 7, NOWS[0]);
    const fromOverview = summarizeStats({
      now: o.now,
      days: o.days,
      totalUsers: o.totalUsers,
      users: o.users,
      actions: o.activities.map((a) => ({ userId: a.userId, date: a.date, done: a.isDone })),
      deals: o.deals.map((d) => ({ id: d.id, createdAt: d.createdAt, userId: d.dealAdvisorUserId ?? d.advisorUserId ?? d.createdByUserId, orgName: d.orgName })),
    });
    const { now: _now, ...summary } = await t.services.stats.summary(adminActor, 7, NOWS[0]);
    expect(fromOverview).toEqual(summary);
  });
});

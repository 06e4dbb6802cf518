import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  centsToUsd,
  CONFIRM_DATE_FIELD_KEY,
  fromDecimal,
  HEALTH_BUCKET_LABELS,
  HEALTH_BUCKETS,
  type HealthBucket,
  healthBuckets,
  isMoneyMetric,
  isMonth,
  monthBoundsUtc,
  monthElapsed,
  NEXT_ACTION_REASON_LABELS,
  nextActionReason,
  nextMonth,
  officeDayStartMs,
  officeMonth,
  QUOTE_DATE_FIELD_KEY,
  rankNextActions,
  readsTeamTargets,
  sumMinor,
  TARGET_METRIC_LABELS,
  TARGET_METRICS,
  type TargetFigures,
  type TargetMetric,
  targetsVsActual,
} from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import { dateBound, rawDate, rawInt, rawString } from '../../core/db/raw';
import { visibleConditionSql } from '../../core/db/visibility-scope';
import { restDateTime } from '../../core/rest/format';
import type { AuditService } from '../audit';
import { UserEntity } from '../users/user.entity';
import { SalesTargetEntity } from './sales-target.entity';
import { type SetSalesTargetInput, TARGET_MESSAGES as M } from './targets.inputs';
import {
  HEALTH_DEALS_MAX,
  NEXT_ACTIONS_MAX,
  type PipelineDealView,
  type SalesDashboardView,
  type SalesTargetView,
  TEAM_MAX,
  type TargetProgressView,
} from './targets.types';

type Row = Record<string, unknown>;

/** Roles whose users carry targets and own operations: the team. */
const SELLER_ROLES = ['admin', 'venta', 'ops'] as const;
/** Most open operations one dashboard reads (health and next actions are computed over them). */
const OPEN_DEALS_MAX = 5000;
/** The responsible person of an operation (the statistics' rule): its advisor, its organization's, its creator. */
const OWNER_SQL = 'COALESCE(d.deal_advisor_user_id, o.advisor_user_id, d.created_by_user_id)';

const emptyFigures = (): TargetFigures => ({ calls: 0, newProspects: 0, quotesSent: 0, pipelineValue: 0, wonValue: 0 });
const centsOf = (v: unknown): number => fromDecimal(typeof v === 'number' || typeof v === 'string' ? v : 0, 'USD') ?? 0;
const bigintOrNull = (v: string | number | null): number | null => (v == null ? null : Number(v));

/**
 * Monthly targets per seller and the dashboards built on them: targets vs actual, calls by outcome, the
 * pipeline's health and "próximas acciones". Who: a seller (venta, ops) reads their own; admins and the
 * read-only roles (viewer, finanzas) read anyone's and the team's; only admins set targets.
 * Actual figures of a month (office calendar): calls logged (follow-up calls not invalidated, plus call
 * activities) by their author; new organizations by their advisor, else owner; quotes sent = operations
 * whose quote date (f_cotiz) falls in the month; won value = operations won in the month; pipeline value =
 * open operations now. An operation counts for its responsible person (OWNER_SQL).
 */
export class TargetsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  private month(month: string | null | undefined, now: number): string {
    const m = month ?? officeMonth(now);
    if (!isMonth(m)) throw new AppError('VALIDATION', M.monthInvalid, 'month');
    return m;
  }

  /** The users whose figures the actor may read: themselves, or (team readers) one user or the whole team. */
  private async people(actor: Actor, userId: number | null | undefined): Promise<Array<{ id: number; name: string }>> {
    const team = readsTeamTargets(actor.role);
    if (!team || userId) {
      const id = team ? userId! : actor.id;
      const u = await this.ds.getRepository(UserEntity).findOne({ where: { id }, select: { id: true, name: true } });
      if (!u) throw notFound(M.userNotFound);
      return [{ id: u.id, name: u.name }];
    }
    const rows = await this.ds
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .select(['u.id AS id', 'u.name AS name'])
      .where('u.is_active = :on AND u.role IN (:...roles)', { on: true, roles: [...SELLER_ROLES] })
      .orderBy('u.name', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(TEAM_MAX)
      .getRawMany<Row>();
    return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
  }

  /** Targets vs actual of `userId` (team readers), of the actor (sellers), or of the whole team. */
  async targets(actor: Actor, opts: { month?: string | null; userId?: number | null }, now: number = Date.now()): Promise<SalesTargetView[]> {
    const month = this.month(opts.month, now);
    const people = await this.people(actor, opts.userId);
    const actual = await this.actualFigures(people.map((p) => p.id), month);
    return this.views(people, month, actual, now);
  }

  private async views(people: Array<{ id: number; name: string }>, month: string, actual: Map<number, TargetFigures>, now: number): Promise<SalesTargetView[]> {
    if (!people.length) return [];
    const rows = await this.ds.getRepository(SalesTargetEntity).createQueryBuilder('t').where('t.month = :month AND t.user_id IN (:...ids)', { month, ids: people.map((p) => p.id) }).getMany();
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    const elapsed = monthElapsed(month, now);
    return people.map((p) => {
      const t = byUser.get(p.id);
      const targets: Partial<Record<TargetMetric, number | null>> = {
        calls: t?.calls ?? null,
        newProspects: t?.newProspects ?? null,
        quotesSent: t?.quotesSent ?? null,
        pipelineValue: t ? bigintOrNull(t.pipelineValueCents) : null,
        wonValue: t ? bigintOrNull(t.wonValueCents) : null,
      };
      const figures = actual.get(p.id) ?? emptyFigures();
      return {
        userId: p.id,
        userName: p.name,
        month,
        calls: targets.calls ?? null,
        newProspects: targets.newProspects ?? null,
        quotesSent: targets.quotesSent ?? null,
        pipelineValue: targets.pipelineValue == null ? null : centsToUsd(targets.pipelineValue),
        wonValue: targets.wonValue == null ? null : centsToUsd(targets.wonValue),
        progress: progressViews(targetsVsActual(targets, figures, elapsed)),
      };
    });
  }

  /** 'Guardar metas': admins only. Omitted figures stay; null or 0 clears one. */
  async setTarget(actor: Actor, input: SetSalesTargetInput, now: number = Date.now()): Promise<SalesTargetView> {
    requireAdmin(actor);
    const month = this.month(input.month, now);
    const user = await this.ds.getRepository(UserEntity).findOne({ where: { id: input.userId }, select: { id: true, name: true, role: true } });
    // Targets are for the people who sell (the team the dashboards list); anyone else is no seller.
    if (!user || !(SELLER_ROLES as readonly string[]).includes(user.role)) throw notFound(M.userNotFound);
    const cents = (v: number | null | undefined) => (v === undefined ? undefined : v == null || v === 0 ? null : String(fromDecimal(v, 'USD')));
    const count = (v: number | null | undefined) => (v === undefined ? undefined : v || null);
    const next = {
      calls: count(input.calls),
      newProspects: count(input.newProspects),
      quotesSent: count(input.quotesSent),
      pipelineValueCents: cents(input.pipelineValue),
      wonValueCents: cents(input.wonValue),
    };
    const changes = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
    await this.ds.transaction(async (em) => {
      const current = await em.findOneBy(SalesTargetEntity, { userId: user.id, month });
      const before = current ? { calls: current.calls, newProspects: current.newProspects, quotesSent: current.quotesSent, pipelineValueCents: current.pipelineValueCents, wonValueCents: current.wonValueCents } : null;
      if (current) await em.update(SalesTargetEntity, { id: current.id }, { ...changes, updatedByUserId: actor.id });
      else await em.insert(SalesTargetEntity, { userId: user.id, month, calls: null, newProspects: null, quotesSent: null, pipelineValueCents: null, wonValueCents: null, ...changes, updatedByUserId: actor.id });
      const saved = await em.findOneByOrFail(SalesTargetEntity, { userId: user.id, month });
      await this.audit.log(
        actor,
        {
          action: current ? 'update' : 'create',
          entity: 'sales_target',
          entityId: saved.id,
          description: `Metas de ${user.name} para ${month}`,
          meta: { changes: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, [before ? (before as Record<string, unknown>)[k] ?? null : null, v]])) },
        },
        em,
      );
    });
    const actual = await this.actualFigures([user.id], month);
    return (await this.views([{ id: user.id, name: user.name }], month, actual, now))[0];
  }

  /** The actual figures of `ids` in `month` (see the class comment). */
  private async actualFigures(ids: number[], month: string, em: EntityManager = this.ds.manager): Promise<Map<number, TargetFigures>> {
    const out = new Map<number, TargetFigures>(ids.map((id) => [id, emptyFigures()]));
    if (!ids.length) return out;
    const { start, end } = monthBoundsUtc(month);
    const s = dateBound(this.ds, start);
    const e = dateBound(this.ds, end);
    const add = (userId: unknown, metric: TargetMetric, n: number) => {
      const f = out.get(Number(userId));
      if (f) f[metric] += n;
    };
    const [calls, activityCalls, prospects, quotes, open, won] = await Promise.all([
      em
        .createQueryBuilder()
        .select('f.user_id', 'userId')
        .addSelect('COUNT(*)', 'n')
        .from('followup_calls', 'f')
        .where('f.user_id IN (:...ids) AND f.invalidated_at IS NULL AND f.happened_at >= :s AND f.happened_at < :e', { ids, s: restDateTime(start), e: restDateTime(end) })
        .groupBy('f.user_id')
        .getRawMany<Row>(),
      em
        .createQueryBuilder()
        .select('a.created_by_user_id', 'userId')
        .addSelect('COUNT(*)', 'n')
        .from('activities', 'a')
        .where("a.type = 'call' AND a.created_by_user_id IN (:...ids) AND a.created_at >= :s AND a.created_at < :e", { ids, s, e })
        .groupBy('a.created_by_user_id')
        .getRawMany<Row>(),
      em
        .createQueryBuilder()
        .select('COALESCE(o.advisor_user_id, o.owner_user_id)', 'userId')
        .addSelect('COUNT(*)', 'n')
        .from('organizations', 'o')
        .where('COALESCE(o.advisor_user_id, o.owner_user_id) IN (:...ids) AND o.created_at >= :s AND o.created_at < :e', { ids, s, e })
        .groupBy('COALESCE(o.advisor_user_id, o.owner_user_id)')
        .getRawMany<Row>(),
      em
        .createQueryBuilder()
        .select(OWNER_SQL, 'userId')
        .addSelect('COUNT(*)', 'n')
        .from('deals', 'd')
        .leftJoin('organizations', 'o', 'o.id = d.org_id')
        .innerJoin('deal_custom_fields', 'cf', 'cf.deal_id = d.id AND cf.key = :quoteKey', { quoteKey: QUOTE_DATE_FIELD_KEY })
        .where(`${OWNER_SQL} IN (:...ids) AND cf.value >= :ds AND cf.value < :de`, { ids, ds: `${month}-01`, de: `${nextMonth(month)}-01` })
        .groupBy(OWNER_SQL)
        .getRawMany<Row>(),
      em
        .createQueryBuilder()
        .select(OWNER_SQL, 'userId')
        .addSelect('d.value', 'value')
        .from('deals', 'd')
        .leftJoin('organizations', 'o', 'o.id = d.org_id')
        .where(`d.status = 'open' AND ${OWNER_SQL} IN (:...ids)`, { ids })
        .getRawMany<Row>(),
      em
        .createQueryBuilder()
        .select(OWNER_SQL, 'userId')
        .addSelect('d.value', 'value')
        .from('deals', 'd')
        .leftJoin('organizations', 'o', 'o.id = d.org_id')
        .where(`d.status = 'won' AND ${OWNER_SQL} IN (:...ids) AND d.closed_at >= :s AND d.closed_at < :e`, { ids, s, e })
        .getRawMany<Row>(),
    ]);
    for (const r of calls) add(r.userId, 'calls', Number(r.n));
    for (const r of activityCalls) add(r.userId, 'calls', Number(r.n));
    for (const r of prospects) add(r.userId, 'newProspects', Number(r.n));
    for (const r of quotes) add(r.userId, 'quotesSent', Number(r.n));
    // Money in cents, added exactly (a DECIMAL arrives as a string on MariaDB and a float on SQLite).
    const sums = (rows: Row[], metric: TargetMetric) => {
      const by = new Map<number, number[]>();
      for (const r of rows) by.set(Number(r.userId), [...(by.get(Number(r.userId)) ?? []), centsOf(r.value)]);
      for (const [u, list] of by) add(u, metric, sumMinor(list));
    };
    sums(open, 'pipelineValue');
    sums(won, 'wonValue');
    return out;
  }

  /** The seller's dashboard (their own, or `userId` for team readers) or the team's (team readers, no userId). */
  async dashboard(actor: Actor, opts: { month?: string | null; userId?: number | null }, now: number = Date.now()): Promise<SalesDashboardView> {
    const month = this.month(opts.month, now);
    const team = readsTeamTargets(actor.role);
    const people = await this.people(actor, opts.userId);
    const ids = people.map((p) => p.id);
    const scopeUser = team && !opts.userId ? null : ids[0];
    const [actual, outcomes, deals] = await Promise.all([this.actualFigures(ids, month), this.callsByOutcome(scopeUser, month), this.openDeals(actor, scopeUser)]);
    const sellers = await this.views(people, month, actual, now);
    const elapsed = monthElapsed(month, now);
    // Team totals: the sum of the listed sellers' targets (none set → no target) and of their figures.
    const totalTargets: Partial<Record<TargetMetric, number | null>> = {};
    const totalActual = emptyFigures();
    for (const m of TARGET_METRICS) {
      const set = sellers.map((s) => s.progress.find((p) => p.metric === m)!).filter((p) => p.target != null);
      const toUnits = (v: number) => (isMoneyMetric(m) ? (fromDecimal(v, 'USD') ?? 0) : v);
      totalTargets[m] = set.length ? set.reduce((a, p) => a + toUnits(p.target!), 0) : null;
      totalActual[m] = sellers.reduce((a, s) => a + toUnits(s.progress.find((p) => p.metric === m)!.actual), 0);
    }
    const health = Object.fromEntries(HEALTH_BUCKETS.map((b) => [b, 0])) as Record<HealthBucket, number>;
    const withBuckets = deals.map((d) => ({ d, buckets: healthBuckets(d, now) }));
    for (const x of withBuckets) for (const b of x.buckets) health[b]++;
    const ranked = rankNextActions(
      deals.map((d) => ({ dealId: d.dealId, nextDueAtMs: d.nextDueAtMs, lastTouchMs: d.lastTouchMs, stuckDays: d.stuckDays, quotedAtMs: d.quotedAtMs, value: d.cents })),
      now,
      NEXT_ACTIONS_MAX,
    );
    const byId = new Map(withBuckets.map((x) => [x.d.dealId, x]));
    const view = (x: { d: OpenDeal; buckets: HealthBucket[] }): PipelineDealView => {
      const reason = nextActionReason(x.d, now);
      return { ...x.d.view, buckets: x.buckets, reason, reasonLabel: reason ? NEXT_ACTION_REASON_LABELS[reason] : null };
    };
    return {
      month,
      userId: scopeUser,
      elapsed,
      sellers,
      totals: progressViews(targetsVsActual(totalTargets, totalActual, elapsed)),
      callsByOutcome: outcomes,
      health: HEALTH_BUCKETS.map((b) => ({ bucket: b, label: HEALTH_BUCKET_LABELS[b], count: health[b] })),
      healthDeals: withBuckets
        .filter((x) => x.buckets.length)
        .sort((a, b) => b.d.cents - a.d.cents || a.d.dealId - b.d.dealId)
        .slice(0, HEALTH_DEALS_MAX)
        .map(view),
      nextActions: ranked.map((c) => view(byId.get(c.dealId)!)),
    };
  }

  /** The month's calls by outcome (follow-up calls not invalidated; call activities have none), of one user or all. */
  private async callsByOutcome(userId: number | null, month: string) {
    const { start, end } = monthBoundsUtc(month);
    const calls = this.ds
      .createQueryBuilder()
      .select('f.outcome', 'outcome')
      .addSelect('COUNT(*)', 'n')
      .from('followup_calls', 'f')
      .where('f.invalidated_at IS NULL AND f.happened_at >= :s AND f.happened_at < :e', { s: restDateTime(start), e: restDateTime(end) })
      .groupBy('f.outcome');
    const activities = this.ds
      .createQueryBuilder()
      .select('COUNT(*)', 'n')
      .from('activities', 'a')
      .where("a.type = 'call' AND a.created_at >= :s AND a.created_at < :e", { s: dateBound(this.ds, start), e: dateBound(this.ds, end) });
    if (userId != null) {
      calls.andWhere('f.user_id = :u', { u: userId });
      activities.andWhere('a.created_by_user_id = :u', { u: userId });
    }
    const [rows, act] = await Promise.all([calls.getRawMany<Row>(), activities.getRawOne<Row>()]);
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.outcome == null ? 'sin_resultado' : String(r.outcome), (counts.get(r.outcome == null ? 'sin_resultado' : String(r.outcome)) ?? 0) + Number(r.n));
    counts.set('sin_resultado', (counts.get('sin_resultado') ?? 0) + Number(act?.n ?? 0));
    return [...CALL_OUTCOMES, 'sin_resultado' as const].map((o) => ({
      outcome: o,
      label: o === 'sin_resultado' ? 'Sin resultado' : CALL_OUTCOME_LABELS[o],
      count: counts.get(o) ?? 0,
    }));
  }

  /** Open operations (of one responsible person, or all) with what health and ranking read. */
  private async openDeals(actor: Actor, userId: number | null): Promise<OpenDeal[]> {
    const ov = visibleConditionSql('vo', actor);
    const cv = visibleConditionSql('vc', actor);
    const params: unknown[] = [...ov.params, ...cv.params];
    let where = "d.status = 'open'";
    if (userId != null) {
      where += ` AND ${OWNER_SQL} = ?`;
      params.push(userId);
    }
    params.push(OPEN_DEALS_MAX);
    const rows: Row[] = await this.ds.query(
      `SELECT d.id AS id, d.reference AS reference, d.title AS title, d.value AS value, d.created_at AS createdAt, d.updated_at AS updatedAt,
         vo.id AS orgId, COALESCE(vo.name, vo.razon_social) AS orgName, vc.id AS contactId, vc.name AS contactName,
         ${OWNER_SQL} AS ownerUserId, u.name AS ownerName, st.stuck_days AS stuckDays, fq.value AS fCotiz, fc.value AS fConfirm,
         (SELECT MIN(na.due_at) FROM activities na WHERE na.deal_id = d.id AND na.done = 0 AND na.due_at IS NOT NULL) AS nextDueAt,
         (SELECT MAX(la.created_at) FROM activities la WHERE la.deal_id = d.id) AS lastActivityAt
       FROM deals d
       LEFT JOIN organizations o ON o.id = d.org_id
       LEFT JOIN organizations vo ON vo.id = d.org_id AND ${ov.sql}
       LEFT JOIN contacts vc ON vc.id = d.contact_id AND ${cv.sql}
       LEFT JOIN users u ON u.id = ${OWNER_SQL}
       LEFT JOIN stages st ON st.id = d.stage_id
       LEFT JOIN deal_custom_fields fq ON fq.deal_id = d.id AND fq.key = '${QUOTE_DATE_FIELD_KEY}'
       LEFT JOIN deal_custom_fields fc ON fc.deal_id = d.id AND fc.key = '${CONFIRM_DATE_FIELD_KEY}'
       WHERE ${where}
       ORDER BY d.id DESC
       LIMIT ?`,
      params,
    );
    return rows.map((r) => {
      const updated = rawDate(r.updatedAt ?? r.createdAt);
      const activity = r.lastActivityAt == null ? null : rawDate(r.lastActivityAt);
      const lastTouch = activity && activity.getTime() > updated.getTime() ? activity : updated;
      const nextDue = r.nextDueAt == null ? null : rawDate(r.nextDueAt);
      const fCotiz = rawString(r.fCotiz);
      const cents = centsOf(r.value);
      return {
        dealId: Number(r.id),
        cents,
        nextDueAtMs: nextDue ? nextDue.getTime() : null,
        lastTouchMs: lastTouch.getTime(),
        stuckDays: rawInt(r.stuckDays),
        quotedAtMs: officeDayStartMs(fCotiz),
        closeDate: rawString(r.fConfirm)?.slice(0, 10) ?? null,
        view: {
          dealId: Number(r.id),
          reference: rawString(r.reference),
          title: String(r.title ?? ''),
          value: centsToUsd(cents),
          orgId: rawInt(r.orgId),
          orgName: rawString(r.orgName),
          contactId: rawInt(r.contactId),
          contactName: rawString(r.contactName),
          ownerUserId: rawInt(r.ownerUserId),
          ownerName: rawString(r.ownerName),
          nextDueAt: nextDue,
          lastTouchAt: lastTouch,
        },
      };
    });
  }
}

interface OpenDeal {
  dealId: number;
  cents: number;
  nextDueAtMs: number | null;
  lastTouchMs: number;
  stuckDays: number | null;
  quotedAtMs: number | null;
  closeDate: string | null;
  view: Omit<PipelineDealView, 'buckets' | 'reason' | 'reasonLabel'>;
}

/** Progress rows as the APIs show them: money metrics back in USD. */
function progressViews(rows: ReturnType<typeof targetsVsActual>): TargetProgressView[] {
  return rows.map((r) => {
    const money = isMoneyMetric(r.metric);
    return {
      metric: r.metric,
      label: TARGET_METRIC_LABELS[r.metric],
      target: r.target == null ? null : money ? centsToUsd(r.target) : r.target,
      actual: money ? centsToUsd(r.actual) : r.actual,
      percent: r.percent,
      status: r.status,
    };
  });
}

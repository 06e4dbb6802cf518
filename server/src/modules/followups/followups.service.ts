import {
  callOutcomeErrors,
  callTimeToUtc,
  DEFAULT_CALL_DURATION,
  DEFAULT_CALL_SUBJECT,
  FOLLOWUP_CHART_DAYS,
  followupSeries,
  isAdmin,
  isCalendarDate,
  lastDays,
  type CallOutcome,
  utcToWallTime,
  wallTimeToUtc,
} from '@crm/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import { dateBound, likeEscape, LIKE_ESCAPE, rawDate, rawInt, rawString } from '../../core/db/raw';
import { scopeVisible, visibleCondition } from '../../core/db/visibility-scope';
import { restDateTime } from '../../core/rest/format';
import { ActivityEntity } from '../activities/activity.entity';
import { createdChanges, type AuditService } from '../audit';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import { FollowupCallEntity } from './followup-call.entity';
import { FollowupNoteEntity } from './followup-note.entity';
import { type AddFollowupNoteInput, FOLLOWUP_MESSAGES as M, type LogCallInput } from './followups.inputs';
import type { FollowupCallView, FollowupNoteView, FollowupSummary } from './followups.types';

export interface FollowupListOptions {
  /** Honoured for admins only; everyone else always sees their own. */
  userId?: number | null;
  q?: string | null;
  limit: number;
  offset?: number;
}

const trimOrNull = (s: string | null | undefined) => {
  const t = s?.trim();
  return t ? t : null;
};

/** The search text of the lists: GraphQL passes it as a bare argument (REST caps it while reading the query). */
function searchText(q: string | null | undefined): string | null {
  const t = trimOrNull(q);
  if (t && t.length > 200) throw new AppError('VALIDATION', 'La búsqueda admite hasta 200 caracteres.');
  return t;
}

type Row = Record<string, unknown>;

/**
 * Deepest row a page of the merged lists may start at: each page reads `offset + limit` rows of each
 * source and merges them, so the depth is bounded (REST and GraphQL alike).
 */
export const FOLLOWUP_MAX_OFFSET = 10_000;
type FollowupEntity = typeof FollowupCallEntity | typeof FollowupNoteEntity;

/**
 * The follow-up dashboard (spec part 2 §2, §6). Whose data: an admin sees everyone's or, with the user
 * filter, one user's; anyone else always their own. A user's follow-ups are the calls and notes they
 * logged plus those on the organizations they advise; their organizations are the ones they advise or
 * that have no advisor. Other users' private organizations and contacts stay hidden (names null).
 */
export class FollowupsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** null = everyone (admin without a filter). */
  private target(actor: Actor, userId: number | null | undefined): number | null {
    if (isAdmin(actor.role)) return userId && userId > 0 ? userId : null;
    return actor.id;
  }

  private base(em: EntityManager, entity: FollowupEntity, alias: string, actor: Actor, target: number | null): SelectQueryBuilder<object> {
    const ov = visibleCondition('o', actor);
    const cv = visibleCondition('c', actor);
    const qb = em
      .createQueryBuilder(entity, alias)
      .leftJoin(OrganizationEntity, 'o', `o.id = ${alias}.org_id AND ${ov.sql}`, ov.params)
      .leftJoin(ContactEntity, 'c', `c.id = ${alias}.contact_id AND ${cv.sql}`, cv.params)
      .leftJoin(UserEntity, 'u', `u.id = ${alias}.user_id`) as SelectQueryBuilder<object>;
    // A follow-up on an organization the actor may not see is not shown at all.
    qb.where(`(${alias}.org_id IS NULL OR o.id IS NOT NULL)`);
    if (target !== null) qb.andWhere(`(${alias}.user_id = :fuTarget OR o.advisor_user_id = :fuTarget)`, { fuTarget: target });
    return qb;
  }

  private callSelect(em: EntityManager, actor: Actor, target: number | null): SelectQueryBuilder<object> {
    return this.base(em, FollowupCallEntity, 'f', actor, target)
      .leftJoin(DealEntity, 'd', 'd.id = f.deal_id')
      .select([
        'f.id AS id',
        'f.user_id AS userId',
        'u.name AS userName',
        'f.org_id AS orgId',
        'o.name AS orgName',
        'o.razon_social AS orgRazonSocial',
        'f.contact_id AS contactId',
        'c.name AS contactName',
        'f.deal_id AS dealId',
        'd.reference AS dealReference',
        'f.subject AS subject',
        'f.notes AS notes',
        'f.happened_at AS happenedAt',
        'f.duration_min AS durationMin',
        'f.created_at AS createdAt',
        'f.outcome AS outcome',
        'f.next_activity_id AS nextActivityId',
        'f.invalidated_at AS invalidatedAt',
        'f.invalidated_reason AS invalidatedReason',
      ]);
  }

  private noteSelect(em: EntityManager, actor: Actor, target: number | null): SelectQueryBuilder<object> {
    return this.base(em, FollowupNoteEntity, 'n', actor, target).select([
      'n.id AS id',
      'n.user_id AS userId',
      'u.name AS userName',
      'n.org_id AS orgId',
      'o.name AS orgName',
      'o.razon_social AS orgRazonSocial',
      'n.contact_id AS contactId',
      'c.name AS contactName',
      'n.deal_id AS dealId',
      'n.content AS content',
      'n.created_at AS createdAt',
    ]);
  }

  /**
   * Activities of one type (call or note) as follow-ups (follow-ups count what users log: teams that log calls as
   * activities). Their organization is the activity's own, else its contact's, else its operation's,
   * shown only when visible; an activity linked directly to an organization or contact the actor may
   * not see is left out (the rule of the activities list). Whose: its author or the organization's advisor.
   */
  private activityBase(em: EntityManager, type: 'call' | 'note', actor: Actor, target: number | null): SelectQueryBuilder<object> {
    const ov = visibleCondition('o', actor);
    const cv = visibleCondition('c', actor);
    const qb = em
      .createQueryBuilder(ActivityEntity, 'a')
      .leftJoin(ContactEntity, 'ap', 'ap.id = a.person_id')
      .leftJoin(DealEntity, 'd', 'd.id = a.deal_id')
      .leftJoin(OrganizationEntity, 'o', `o.id = COALESCE(a.org_id, ap.org_id, d.org_id) AND ${ov.sql}`, ov.params)
      .leftJoin(ContactEntity, 'c', `c.id = a.person_id AND ${cv.sql}`, cv.params)
      .leftJoin(UserEntity, 'u', 'u.id = a.created_by_user_id') as SelectQueryBuilder<object>;
    qb.where('a.type = :aType', { aType: type });
    qb.andWhere('(a.org_id IS NULL OR o.id IS NOT NULL)').andWhere('(a.person_id IS NULL OR c.id IS NOT NULL)');
    if (target !== null) qb.andWhere('(a.created_by_user_id = :faTarget OR o.advisor_user_id = :faTarget)', { faTarget: target });
    return qb;
  }

  private activitySelect(em: EntityManager, type: 'call' | 'note', actor: Actor, target: number | null, q: string | null): SelectQueryBuilder<object> {
    const qb = this.activityBase(em, type, actor, target).select([
      'a.id AS id',
      'a.created_by_user_id AS userId',
      'u.name AS userName',
      'o.id AS orgId',
      'o.name AS orgName',
      'o.razon_social AS orgRazonSocial',
      'c.id AS contactId',
      'c.name AS contactName',
      'a.deal_id AS dealId',
      'd.reference AS dealReference',
      'a.subject AS subject',
      'a.notes AS notes',
      'a.created_at AS createdAt',
    ]);
    if (q) {
      qb.andWhere(`(a.subject LIKE :aq ${LIKE_ESCAPE} OR a.notes LIKE :aq ${LIKE_ESCAPE} OR o.name LIKE :aq ${LIKE_ESCAPE} OR c.name LIKE :aq ${LIKE_ESCAPE})`, {
        aq: `%${likeEscape(q)}%`,
      });
    }
    return qb.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC');
  }

  /**
   * Newest first by the call's UTC time (dashboard calls and activity calls on one base), then id. `q`
   * searches subject, notes, organization and contact. Pages of `limit` rows from `offset`.
   */
  async calls(actor: Actor, opts: FollowupListOptions): Promise<FollowupCallView[]> {
    const target = this.target(actor, opts.userId);
    const qb = this.callSelect(this.ds.manager, actor, target);
    const q = searchText(opts.q);
    if (q) {
      qb.andWhere(`(f.subject LIKE :fq ${LIKE_ESCAPE} OR f.notes LIKE :fq ${LIKE_ESCAPE} OR o.name LIKE :fq ${LIKE_ESCAPE} OR c.name LIKE :fq ${LIKE_ESCAPE})`, {
        fq: `%${likeEscape(q)}%`,
      });
    }
    // Both sources newest first, each cut at the deepest row the page can need, merged here.
    if ((opts.offset ?? 0) > FOLLOWUP_MAX_OFFSET) throw new AppError('VALIDATION', `offset debe estar entre 0 y ${FOLLOWUP_MAX_OFFSET}.`);
    const upTo = opts.limit + (opts.offset ?? 0);
    qb.orderBy('f.happened_at', 'DESC').addOrderBy('f.id', 'DESC').limit(upTo);
    const [calls, activities] = await Promise.all([
      qb.getRawMany<Row>(),
      this.activitySelect(this.ds.manager, 'call', actor, target, q).limit(upTo).getRawMany<Row>(),
    ]);
    const merged = newestFirst([
      ...calls.map((r) => ({ at: String(r.happenedAt), own: true, id: Number(r.id), view: () => callView(r) })),
      ...activities.map((r) => ({ at: restDateTime(rawDate(r.createdAt)) ?? '', own: false, id: Number(r.id), view: () => activityCallView(r) })),
    ]);
    return merged.slice(opts.offset ?? 0, upTo).map((m) => m.view());
  }

  async notes(actor: Actor, opts: FollowupListOptions): Promise<FollowupNoteView[]> {
    const target = this.target(actor, opts.userId);
    const qb = this.noteSelect(this.ds.manager, actor, target);
    const q = searchText(opts.q);
    if (q) {
      qb.andWhere(`(n.content LIKE :nq ${LIKE_ESCAPE} OR o.name LIKE :nq ${LIKE_ESCAPE} OR c.name LIKE :nq ${LIKE_ESCAPE})`, { nq: `%${likeEscape(q)}%` });
    }
    if ((opts.offset ?? 0) > FOLLOWUP_MAX_OFFSET) throw new AppError('VALIDATION', `offset debe estar entre 0 y ${FOLLOWUP_MAX_OFFSET}.`);
    const upTo = opts.limit + (opts.offset ?? 0);
    qb.orderBy('n.created_at', 'DESC').addOrderBy('n.id', 'DESC').limit(upTo);
    const [notes, activities] = await Promise.all([
      qb.getRawMany<Row>(),
      this.activitySelect(this.ds.manager, 'note', actor, target, q).limit(upTo).getRawMany<Row>(),
    ]);
    const merged = newestFirst([
      ...notes.map((r) => ({ at: restDateTime(rawDate(r.createdAt)) ?? '', own: true, id: Number(r.id), view: () => noteView(r) })),
      ...activities.map((r) => ({ at: restDateTime(rawDate(r.createdAt)) ?? '', own: false, id: Number(r.id), view: () => activityNoteView(r) })),
    ]);
    return merged.slice(opts.offset ?? 0, upTo).map((m) => m.view());
  }

  /**
   * The cards and charts. `today` is the caller's calendar day ('YYYY-MM-DD', what 'Llamadas hoy' means
   * for them), a day of the office's zone (America/Asuncion): every call and note time is stored in UTC and
   * counted on the office's day it falls in. Default: the office's day of `now`.
   */
  async summary(actor: Actor, userId: number | null | undefined, today?: string | null, now: Date = new Date()): Promise<FollowupSummary> {
    const day = today ?? utcToWallTime(now).slice(0, 10);
    if (!isCalendarDate(day)) throw new AppError('VALIDATION', M.todayInvalid);
    const target = this.target(actor, userId);
    const em = this.ds.manager;
    const orgs = () => {
      const qb = scopeVisible(em.createQueryBuilder(OrganizationEntity, 'so'), 'so', actor);
      if (target !== null) qb.andWhere('(so.advisor_user_id = :soTarget OR so.advisor_user_id IS NULL)', { soTarget: target });
      return qb;
    };
    const first = lastDays(day, FOLLOWUP_CHART_DAYS)[0];
    // The office's days as UTC bounds: [its midnight, the next midnight).
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const utcStart = wallTimeToUtc(`${day} 00:00:00`);
    const utcEnd = wallTimeToUtc(`${next} 00:00:00`);
    const utcChartStart = wallTimeToUtc(`${first} 00:00:00`);
    const asDate = (utc: string) => new Date(`${utc.replace(' ', 'T')}Z`);
    const dayStart = dateBound(this.ds, asDate(utcStart));
    const dayEnd = dateBound(this.ds, asDate(utcEnd));
    const chartStart = dateBound(this.ds, asDate(utcChartStart));
    const activityDays = (type: 'call' | 'note') =>
      this.activityBase(em, type, actor, target)
        .select('a.created_at', 'at')
        .andWhere('a.created_at >= :aFrom AND a.created_at < :aTo', { aFrom: chartStart, aTo: dayEnd })
        .getRawMany<{ at: unknown }>();
    const [total, contacted, callsToday, activityCallsToday, notesTotal, activityNotes, callDays, noteDays, activityCallDays, activityNoteDays] = await Promise.all([
      orgs().getCount(),
      // Contacted: a call logged on the dashboard, or an activity of type call on the organization, one of its contacts or one of its operations.
      orgs()
        .andWhere(
          '(EXISTS (SELECT 1 FROM followup_calls fc WHERE fc.org_id = so.id)' +
            " OR EXISTS (SELECT 1 FROM activities ac WHERE ac.org_id = so.id AND ac.type = 'call')" +
            " OR EXISTS (SELECT 1 FROM contacts acp INNER JOIN activities ac ON ac.person_id = acp.id WHERE acp.org_id = so.id AND ac.type = 'call')" +
            " OR EXISTS (SELECT 1 FROM deals acd INNER JOIN activities ac ON ac.deal_id = acd.id WHERE acd.org_id = so.id AND ac.type = 'call'))",
        )
        .getCount(),
      this.base(em, FollowupCallEntity, 'f', actor, target)
        .andWhere('f.happened_at >= :dayStart AND f.happened_at < :dayEnd', { dayStart: utcStart, dayEnd: utcEnd })
        .getCount(),
      this.activityBase(em, 'call', actor, target).andWhere('a.created_at >= :aStart AND a.created_at < :aEnd', { aStart: dayStart, aEnd: dayEnd }).getCount(),
      this.base(em, FollowupNoteEntity, 'n', actor, target).getCount(),
      this.activityBase(em, 'note', actor, target).getCount(),
      this.base(em, FollowupCallEntity, 'f', actor, target)
        .select('f.happened_at', 'at')
        .andWhere('f.happened_at >= :from AND f.happened_at < :to', { from: utcChartStart, to: utcEnd })
        .getRawMany<{ at: string }>(),
      this.base(em, FollowupNoteEntity, 'n', actor, target)
        .select('n.created_at', 'at')
        .andWhere('n.created_at >= :from', { from: asDate(utcChartStart) })
        .getRawMany<{ at: unknown }>(),
      activityDays('call'),
      activityDays('note'),
    ]);
    // Each time on the office's wall clock, so that its first 10 characters are the office's day.
    const officeTime = (r: { at: unknown }) => utcToWallTime(restDateTime(rawDate(r.at)) ?? '');
    return {
      totalOrganizations: total,
      contactedOrganizations: contacted,
      organizationsWithoutContact: Math.max(0, total - contacted),
      callsToday: callsToday + activityCallsToday,
      notesTotal: notesTotal + activityNotes,
      series: followupSeries(
        [...callDays.map((r) => utcToWallTime(String(r.at))), ...activityCallDays.map(officeTime)],
        [...noteDays.map(officeTime), ...activityNoteDays.map(officeTime)],
        day,
        FOLLOWUP_CHART_DAYS,
      ),
    };
  }

  /**
   * 'Registrar llamada' with its outcome: notes unless no answer, and a promising outcome leaves a dated next
   * task (nextSteps callOutcomeErrors), created as a task activity of the caller in the call's transaction
   * (its reminder is scheduled by the audit hook of the agenda module, in the same transaction).
   */
  async logCall(actor: Actor, input: LogCallInput, now: Date = new Date()): Promise<FollowupCallView> {
    requireWriter(actor);
    // Stored in UTC; a time without a zone is the office's wall clock (what the form and the original client send).
    const happenedAt = input.happenedAt == null || input.happenedAt.trim() === '' ? restDateTime(now)! : callTimeToUtc(input.happenedAt);
    if (!happenedAt) throw new AppError('VALIDATION', M.dateInvalid);
    const nextDueUtc = input.nextTask?.dueAt ? callTimeToUtc(input.nextTask.dueAt) : null;
    const nextDueMs = nextDueUtc ? Date.parse(`${nextDueUtc.replace(' ', 'T')}Z`) : null;
    const errors = callOutcomeErrors(
      { outcome: (input.outcome ?? null) as CallOutcome | null, notes: input.notes, nextTask: input.nextTask ? { subject: input.nextTask.subject, dueAtMs: nextDueMs } : null },
      now.getTime(),
    );
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (message) throw new AppError('VALIDATION', message, field);
    const id = await this.ds.transaction(async (em) => {
      const links = await this.assertLinks(em, actor, input);
      let nextActivityId: number | null = null;
      if (input.nextTask && nextDueUtc && nextDueMs !== null) {
        const subject = trimOrNull(input.nextTask.subject)!;
        const task = {
          type: 'task' as const,
          subject,
          notes: null,
          dueDate: utcToWallTime(nextDueUtc).slice(0, 10),
          dueAt: new Date(nextDueMs),
          remindMinutes: input.nextTask.remindMinutes ?? null,
          done: false,
          orgId: links.orgId,
          personId: links.contactId,
          dealId: links.dealId,
          createdByUserId: actor.id,
        };
        const ins = await em.insert(ActivityEntity, task);
        nextActivityId = Number(ins.identifiers[0].id);
        await this.audit.log(
          actor,
          { action: 'create', entity: 'activity', entityId: nextActivityId, description: `Próximo paso: ${subject}`, meta: { changes: createdChanges({ ...task, dueAt: nextDueUtc }) } },
          em,
        );
      }
      const res = await em.insert(FollowupCallEntity, {
        userId: actor.id,
        ...links,
        subject: trimOrNull(input.subject) ?? DEFAULT_CALL_SUBJECT,
        notes: trimOrNull(input.notes),
        happenedAt,
        durationMin: input.durationMin ?? DEFAULT_CALL_DURATION,
        outcome: input.outcome ?? null,
        nextActivityId,
      });
      const newId = Number(res.identifiers[0].id);
      await this.audit.log(
        actor,
        {
          action: 'create',
          entity: 'followup_call',
          entityId: newId,
          description: `Llamada registrada (${utcToWallTime(happenedAt)})`,
          meta: {
            ...links,
            changes: createdChanges({ subject: trimOrNull(input.subject) ?? DEFAULT_CALL_SUBJECT, notes: trimOrNull(input.notes), happenedAt, durationMin: input.durationMin ?? DEFAULT_CALL_DURATION, outcome: input.outcome ?? null, nextActivityId }),
          },
        },
        em,
      );
      return newId;
    });
    const row = await this.callSelect(this.ds.manager, actor, null).andWhere('f.id = :id', { id }).getRawOne<Row>();
    return callView(row!);
  }

  /**
   * Invalidates a dashboard call with a reason: the row stays (history kept) and lists show it marked. Its
   * author or an admin; a call the actor may not see answers NOT_FOUND.
   */
  async invalidateCall(actor: Actor, id: number, reason: string, now: Date = new Date()): Promise<FollowupCallView> {
    requireWriter(actor);
    const why = trimOrNull(reason);
    if (!why) throw new AppError('VALIDATION', M.reasonRequired, 'reason');
    if (why.length > 500) throw new AppError('VALIDATION', M.reasonTooLong, 'reason');
    await this.ds.transaction(async (em) => {
      const row = await this.callSelect(em, actor, this.target(actor, null)).andWhere('f.id = :id', { id }).getRawOne<Row>();
      if (!row || (!isAdmin(actor.role) && rawInt(row.userId) !== actor.id)) throw notFound(M.callNotFound);
      if (row.invalidatedAt != null) throw new AppError('CONFLICT', M.alreadyInvalidated);
      await em.update(FollowupCallEntity, { id }, { invalidatedAt: now, invalidatedReason: why, invalidatedByUserId: actor.id });
      await this.audit.log(
        actor,
        { action: 'update', entity: 'followup_call', entityId: id, description: `Llamada invalidada: ${why}`, meta: { changes: { invalidatedReason: { from: null, to: why } } } },
        em,
      );
    });
    const row = await this.callSelect(this.ds.manager, actor, null).andWhere('f.id = :id', { id }).getRawOne<Row>();
    return callView(row!);
  }

  async addNote(actor: Actor, input: AddFollowupNoteInput): Promise<FollowupNoteView> {
    requireWriter(actor);
    const content = trimOrNull(input.content);
    if (!content) throw new AppError('VALIDATION', M.contentRequired);
    const id = await this.ds.transaction(async (em) => {
      const links = await this.assertLinks(em, actor, input);
      const res = await em.insert(FollowupNoteEntity, { userId: actor.id, ...links, content });
      const newId = Number(res.identifiers[0].id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'followup_note', entityId: newId, description: 'Nota de seguimiento agregada', meta: { ...links, changes: createdChanges({ content }) } },
        em,
      );
      return newId;
    });
    const row = await this.noteSelect(this.ds.manager, actor, null).andWhere('n.id = :id', { id }).getRawOne<Row>();
    return noteView(row!);
  }

  /** Linked records must exist and be visible to the actor (a hidden one answers NOT_FOUND). */
  private async assertLinks(
    em: EntityManager,
    actor: Actor,
    input: { orgId?: number | null; contactId?: number | null; dealId?: number | null },
  ): Promise<{ orgId: number | null; contactId: number | null; dealId: number | null }> {
    const orgId = input.orgId ?? null;
    const contactId = input.contactId ?? null;
    const dealId = input.dealId ?? null;
    if (orgId !== null && !(await scopeVisible(em.createQueryBuilder(OrganizationEntity, 'o'), 'o', actor).andWhere('o.id = :id', { id: orgId }).getExists())) {
      throw notFound(M.orgNotFound);
    }
    if (contactId !== null && !(await scopeVisible(em.createQueryBuilder(ContactEntity, 'c'), 'c', actor).andWhere('c.id = :id', { id: contactId }).getExists())) {
      throw notFound(M.contactNotFound);
    }
    if (dealId !== null && !(await em.existsBy(DealEntity, { id: dealId }))) throw notFound(M.dealNotFound);
    return { orgId, contactId, dealId };
  }
}

/**
 * Newest first by a UTC 'YYYY-MM-DD HH:MM:SS' time; the same time keeps the dashboard's own before
 * activities, then the higher record id.
 */
function newestFirst<T extends { at: string; own: boolean; id: number }>(rows: T[]): T[] {
  return rows.sort((x, y) => y.at.localeCompare(x.at) || (x.own === y.own ? y.id - x.id : x.own ? -1 : 1));
}

/**
 * The merged lists hold dashboard rows and activities, whose record ids overlap: an activity row's id is
 * the negative of its activity id (ids stay integers and unique within a list; a dashboard row keeps its
 * own id, the one its POST answered), and `activityId` names the activity.
 */
const activityRowId = (activityId: number) => -activityId;

/** The author, organization, contact and operation of an activity row, as calls and notes show them. */
function activityLinks(r: Row) {
  return {
    id: activityRowId(Number(r.id)),
    activityId: Number(r.id),
    source: 'activity' as const,
    userId: rawInt(r.userId),
    userName: rawString(r.userName),
    orgId: rawInt(r.orgId),
    orgName: rawString(r.orgName) ?? rawString(r.orgRazonSocial),
    contactId: rawInt(r.contactId),
    contactName: rawString(r.contactName),
    dealId: rawInt(r.dealId),
  };
}

function activityCallView(r: Row): FollowupCallView {
  const createdAt = rawDate(r.createdAt);
  return {
    ...activityLinks(r),
    dealReference: rawString(r.dealReference),
    subject: rawString(r.subject) ?? DEFAULT_CALL_SUBJECT,
    notes: rawString(r.notes),
    happenedAt: utcToWallTime(createdAt),
    durationMin: 0,
    createdAt,
    outcome: null,
    nextActivityId: null,
    invalidatedAt: null,
    invalidatedReason: null,
  };
}

function activityNoteView(r: Row): FollowupNoteView {
  const subject = rawString(r.subject);
  const notes = rawString(r.notes);
  return {
    ...activityLinks(r),
    content: subject && notes ? `${subject}: ${notes}` : (notes ?? subject ?? ''),
    createdAt: rawDate(r.createdAt),
  };
}

function callView(r: Row): FollowupCallView {
  return {
    id: Number(r.id),
    activityId: null,
    source: 'followup',
    userId: rawInt(r.userId),
    userName: rawString(r.userName),
    orgId: rawInt(r.orgId),
    orgName: rawString(r.orgName) ?? rawString(r.orgRazonSocial),
    contactId: rawInt(r.contactId),
    contactName: rawString(r.contactName),
    dealId: rawInt(r.dealId),
    dealReference: rawString(r.dealReference),
    subject: String(r.subject ?? ''),
    notes: rawString(r.notes),
    // Stored in UTC, shown on the office's wall clock.
    happenedAt: utcToWallTime(String(r.happenedAt)),
    durationMin: rawInt(r.durationMin) ?? 0,
    createdAt: rawDate(r.createdAt),
    outcome: rawString(r.outcome),
    nextActivityId: rawInt(r.nextActivityId),
    invalidatedAt: r.invalidatedAt == null ? null : rawDate(r.invalidatedAt),
    invalidatedReason: rawString(r.invalidatedReason),
  };
}

function noteView(r: Row): FollowupNoteView {
  return {
    id: Number(r.id),
    activityId: null,
    source: 'followup',
    userId: rawInt(r.userId),
    userName: rawString(r.userName),
    orgId: rawInt(r.orgId),
    orgName: rawString(r.orgName) ?? rawString(r.orgRazonSocial),
    contactId: rawInt(r.contactId),
    contactName: rawString(r.contactName),
    dealId: rawInt(r.dealId),
    content: String(r.content ?? ''),
    createdAt: rawDate(r.createdAt),
  };
}

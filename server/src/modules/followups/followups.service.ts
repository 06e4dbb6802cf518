import { DEFAULT_CALL_DURATION, DEFAULT_CALL_SUBJECT, FOLLOWUP_CHART_DAYS, followupSeries, isAdmin, isCalendarDate, lastDays, normalizeCallDateTime } from '@crm/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import { likeEscape, LIKE_ESCAPE, rawDate, rawInt } from '../../core/db/raw';
import { scopeVisible, visibleCondition } from '../../core/db/visibility-scope';
import { restDateTime } from '../../core/rest/format';
import type { AuditService } from '../audit/audit.service';
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

  /** Newest first (by the call's date-time, then id). `q` searches subject, notes, organization and contact. */
  async calls(actorOrNull: Actor | null, opts: FollowupListOptions): Promise<FollowupCallView[]> {
    const actor = requireActor(actorOrNull);
    const qb = this.callSelect(this.ds.manager, actor, this.target(actor, opts.userId));
    const q = searchText(opts.q);
    if (q) {
      qb.andWhere(`(f.subject LIKE :fq ${LIKE_ESCAPE} OR f.notes LIKE :fq ${LIKE_ESCAPE} OR o.name LIKE :fq ${LIKE_ESCAPE} OR c.name LIKE :fq ${LIKE_ESCAPE})`, {
        fq: `%${likeEscape(q)}%`,
      });
    }
    qb.orderBy('f.happened_at', 'DESC').addOrderBy('f.id', 'DESC').limit(opts.limit).offset(opts.offset ?? 0);
    return (await qb.getRawMany<Row>()).map(callView);
  }

  async notes(actorOrNull: Actor | null, opts: FollowupListOptions): Promise<FollowupNoteView[]> {
    const actor = requireActor(actorOrNull);
    const qb = this.noteSelect(this.ds.manager, actor, this.target(actor, opts.userId));
    const q = searchText(opts.q);
    if (q) {
      qb.andWhere(`(n.content LIKE :nq ${LIKE_ESCAPE} OR o.name LIKE :nq ${LIKE_ESCAPE} OR c.name LIKE :nq ${LIKE_ESCAPE})`, { nq: `%${likeEscape(q)}%` });
    }
    qb.orderBy('n.created_at', 'DESC').addOrderBy('n.id', 'DESC').limit(opts.limit).offset(opts.offset ?? 0);
    return (await qb.getRawMany<Row>()).map(noteView);
  }

  /**
   * The cards and charts. `today` is the caller's calendar day ('YYYY-MM-DD', what 'Llamadas hoy' means
   * for them: call times are their wall-clock time); default the UTC day.
   */
  async summary(actorOrNull: Actor | null, userId: number | null | undefined, today?: string | null, now: Date = new Date()): Promise<FollowupSummary> {
    const actor = requireActor(actorOrNull);
    const day = today ?? now.toISOString().slice(0, 10);
    if (!isCalendarDate(day)) throw new AppError('VALIDATION', M.todayInvalid);
    const target = this.target(actor, userId);
    const em = this.ds.manager;
    const orgs = () => {
      const qb = scopeVisible(em.createQueryBuilder(OrganizationEntity, 'so'), 'so', actor);
      if (target !== null) qb.andWhere('(so.advisor_user_id = :soTarget OR so.advisor_user_id IS NULL)', { soTarget: target });
      return qb;
    };
    const first = lastDays(day, FOLLOWUP_CHART_DAYS)[0];
    const [total, contacted, callsToday, notesTotal, callDays, noteDays] = await Promise.all([
      orgs().getCount(),
      orgs().andWhere('EXISTS (SELECT 1 FROM followup_calls fc WHERE fc.org_id = so.id)').getCount(),
      this.base(em, FollowupCallEntity, 'f', actor, target)
        .andWhere('f.happened_at >= :dayStart AND f.happened_at <= :dayEnd', { dayStart: `${day} 00:00:00`, dayEnd: `${day} 23:59:59` })
        .getCount(),
      this.base(em, FollowupNoteEntity, 'n', actor, target).getCount(),
      this.base(em, FollowupCallEntity, 'f', actor, target)
        .select('f.happened_at', 'at')
        .andWhere('f.happened_at >= :from AND f.happened_at <= :to', { from: `${first} 00:00:00`, to: `${day} 23:59:59` })
        .getRawMany<{ at: string }>(),
      this.base(em, FollowupNoteEntity, 'n', actor, target)
        .select('n.created_at', 'at')
        .andWhere('n.created_at >= :from', { from: new Date(`${first}T00:00:00Z`) })
        .getRawMany<{ at: unknown }>(),
    ]);
    return {
      totalOrganizations: total,
      contactedOrganizations: contacted,
      organizationsWithoutContact: Math.max(0, total - contacted),
      callsToday,
      notesTotal,
      series: followupSeries(
        callDays.map((r) => String(r.at)),
        noteDays.map((r) => restDateTime(rawDate(r.at)) ?? ''),
        day,
        FOLLOWUP_CHART_DAYS,
      ),
    };
  }

  async logCall(actorOrNull: Actor | null, input: LogCallInput, now: Date = new Date()): Promise<FollowupCallView> {
    const actor = requireWriter(actorOrNull);
    const happenedAt = input.happenedAt == null || input.happenedAt.trim() === '' ? restDateTime(now)! : normalizeCallDateTime(input.happenedAt);
    if (!happenedAt) throw new AppError('VALIDATION', M.dateInvalid);
    const id = await this.ds.transaction(async (em) => {
      const links = await this.assertLinks(em, actor, input);
      const res = await em.insert(FollowupCallEntity, {
        userId: actor.id,
        ...links,
        subject: trimOrNull(input.subject) ?? DEFAULT_CALL_SUBJECT,
        notes: trimOrNull(input.notes),
        happenedAt,
        durationMin: input.durationMin ?? DEFAULT_CALL_DURATION,
      });
      const newId = Number(res.identifiers[0].id);
      await this.audit.log(actor, { action: 'create', entity: 'followup_call', entityId: newId, description: `Llamada registrada (${happenedAt})`, meta: { ...links } }, em);
      return newId;
    });
    const row = await this.callSelect(this.ds.manager, actor, null).andWhere('f.id = :id', { id }).getRawOne<Row>();
    return callView(row!);
  }

  async addNote(actorOrNull: Actor | null, input: AddFollowupNoteInput): Promise<FollowupNoteView> {
    const actor = requireWriter(actorOrNull);
    const content = trimOrNull(input.content);
    if (!content) throw new AppError('VALIDATION', M.contentRequired);
    const id = await this.ds.transaction(async (em) => {
      const links = await this.assertLinks(em, actor, input);
      const res = await em.insert(FollowupNoteEntity, { userId: actor.id, ...links, content });
      const newId = Number(res.identifiers[0].id);
      await this.audit.log(actor, { action: 'create', entity: 'followup_note', entityId: newId, description: 'Nota de seguimiento agregada', meta: { ...links } }, em);
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

const str = (v: unknown) => (v == null ? null : String(v));

function callView(r: Row): FollowupCallView {
  return {
    id: Number(r.id),
    userId: rawInt(r.userId),
    userName: str(r.userName),
    orgId: rawInt(r.orgId),
    orgName: str(r.orgName) ?? str(r.orgRazonSocial),
    contactId: rawInt(r.contactId),
    contactName: str(r.contactName),
    dealId: rawInt(r.dealId),
    dealReference: str(r.dealReference),
    subject: String(r.subject ?? ''),
    notes: str(r.notes),
    happenedAt: String(r.happenedAt),
    durationMin: rawInt(r.durationMin) ?? 0,
    createdAt: rawDate(r.createdAt),
  };
}

function noteView(r: Row): FollowupNoteView {
  return {
    id: Number(r.id),
    userId: rawInt(r.userId),
    userName: str(r.userName),
    orgId: rawInt(r.orgId),
    orgName: str(r.orgName) ?? str(r.orgRazonSocial),
    contactId: rawInt(r.contactId),
    contactName: str(r.contactName),
    dealId: rawInt(r.dealId),
    content: String(r.content ?? ''),
    createdAt: rawDate(r.createdAt),
  };
}

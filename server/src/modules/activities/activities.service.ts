import { isAdmin, RESTORE_WINDOW_MS } from '@crm/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import { type ConnectionShape, decodeCursor, encodeCursor, toConnection } from '../../core/graphql/connection';
import { scopeVisible, visibleCondition } from '../../core/db/visibility-scope';
import { lockCrmWrites } from '../../core/db/write-lock';
import { assertId } from '../../core/ids';
import { auditChanges, createdChanges, deletedChanges, type AuditService } from '../audit';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import { ACTIVITY_MESSAGES as M, type CreateActivityInput, type UpdateActivityInput } from './activities.inputs';
import type { ActivityView } from './activities.types';
import { ActivityEntity, ActivityTrashEntity } from './activity.entity';

export interface ActivityListFilter {
  orgId?: number | null;
  personId?: number | null;
  dealId?: number | null;
  type?: string | null;
  done?: boolean | null;
}

interface ActivityRaw {
  a_id: number | string;
  org_name: string | null;
  person_name: string | null;
  deal_reference: string | null;
  deal_title: string | null;
  created_by_name: string | null;
  created_by_email: string | null;
  done_by_name: string | null;
}

/** Who finished an activity and when; cleared when it is marked not done again. */
function doneStamp(done: boolean, actor: Actor, now: Date): Pick<ActivityEntity, 'doneAt' | 'doneByUserId'> {
  return done ? { doneAt: now, doneByUserId: actor.id } : { doneAt: null, doneByUserId: null };
}

/** The columns an activity and its trash row share (the row comes back exactly as it was). */
function trashFields(a: ActivityEntity | ActivityTrashEntity) {
  const { id, type, subject, notes, dueDate, dueAt, remindMinutes, done, doneAt, doneByUserId, orgId, personId, dealId, createdByUserId, createdAt, updatedAt } = a;
  return { id, type, subject, notes, dueDate, dueAt, remindMinutes, done, doneAt, doneByUserId, orgId, personId, dealId, createdByUserId, createdAt, updatedAt };
}

/** Trimmed text, or null when empty. */
function cleanText(v: string | null | undefined): string | null {
  if (v == null) return null;
  const s = v.trim();
  return s ? s : null;
}

/**
 * Activities (spec part 2 §3): tasks, calls, meetings, emails and notes linked to an organization,
 * a contact and/or a deal. Deals are company records, but organizations and contacts carry
 * visibility: an activity linked to one the actor cannot see is invisible to them, exactly like a
 * missing one (the visibility rule). Writers: admin, venta, ops.
 */
export class ActivitiesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** REST list: newest first with limit/offset. */
  async list(actor: Actor, filter: ActivityListFilter, page: { limit: number; offset: number }): Promise<ActivityView[]> {
    await this.assertFilterLinksVisible(actor, filter);
    const qb = this.filtered(actor, filter).orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC').limit(page.limit).offset(page.offset);
    return toViews(await qb.getRawAndEntities());
  }

  /** GraphQL connection: newest first, keyset cursor on (created_at, id). */
  async connection(actor: Actor, filter: ActivityListFilter, first: number, after?: string | null): Promise<ConnectionShape<ActivityView>> {
    await this.assertFilterLinksVisible(actor, filter);
    const cursor = decodeCursor(after, 1);
    const totalCount = await this.filtered(actor, filter).getCount();
    const qb = this.filtered(actor, filter).orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC').limit(first + 1);
    if (cursor) {
      const cursorId = cursor[0];
      if (typeof cursorId !== 'number' || !Number.isSafeInteger(cursorId) || cursorId <= 0) {
        throw new AppError('VALIDATION', 'Cursor de paginación inválido.');
      }
      // Compare with the cursor row's stored created_at (exact on every engine); if that row was
      // deleted meanwhile, fall back to the id order.
      const at = '(SELECT ac.created_at FROM activities ac WHERE ac.id = :cursorId)';
      qb.andWhere(`(a.created_at < ${at} OR (a.created_at = ${at} AND a.id < :cursorId) OR (${at} IS NULL AND a.id < :cursorId))`, { cursorId });
    }
    const rows = toViews(await qb.getRawAndEntities());
    return toConnection(rows, first, totalCount, (r) => encodeCursor([r.id]));
  }

  async get(actor: Actor, id: number): Promise<ActivityView> {
    return this.findVisible(this.ds.manager, actor, id);
  }

  async create(actor: Actor, input: CreateActivityInput): Promise<ActivityView> {
    requireWriter(actor);
    const subject = cleanText(input.subject);
    const notes = cleanText(input.notes);
    if (!subject && !notes) throw new AppError('VALIDATION', M.textRequired);
    const orgId = input.orgId ?? null;
    const personId = input.personId ?? null;
    const dealId = input.dealId ?? null;
    if (orgId === null && personId === null && dealId === null) throw new AppError('VALIDATION', M.linkRequired);
    return this.ds.transaction(async (em) => {
      await this.assertLinksVisible(em, actor, { orgId, personId, dealId });
      const fields = {
        type: input.type ?? 'task',
        subject,
        notes,
        dueDate: input.dueDate ?? null,
        done: input.done ?? false,
        orgId,
        personId,
        dealId,
        createdByUserId: actor.id,
      };
      // One created done (a note of the operation view) is finished at creation, by its author.
      const res = await em.insert(ActivityEntity, { ...fields, ...doneStamp(fields.done, actor, new Date()) });
      const id = Number(res.identifiers[0].id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'activity', entityId: id, description: `Actividad ${fields.type}: ${subject ?? notes}`, meta: { changes: createdChanges(fields) } },
        em,
      );
      return this.findVisible(em, actor, id);
    });
  }

  async update(actor: Actor, id: number, input: UpdateActivityInput): Promise<ActivityView> {
    requireWriter(actor);
    return this.ds.transaction(async (em) => {
      const current = await this.findVisible(em, actor, id);
      const next: Partial<Pick<ActivityEntity, 'type' | 'subject' | 'notes' | 'dueDate' | 'done'>> = {};
      if (input.type != null) next.type = input.type;
      if (input.subject !== undefined) next.subject = cleanText(input.subject);
      if (input.notes !== undefined) next.notes = cleanText(input.notes);
      if (input.dueDate !== undefined) next.dueDate = input.dueDate ?? null;
      if (input.done != null) next.done = input.done;
      const subject = next.subject !== undefined ? next.subject : current.subject;
      const notes = next.notes !== undefined ? next.notes : current.notes;
      if (!subject && !notes) throw new AppError('VALIDATION', M.textRequired);
      const changes = auditChanges(current, next);
      if (!Object.keys(changes).length) return current;
      // Marking done (or not done) records who finished it and when: the statistics count it then, for them.
      const stamp = next.done !== undefined && next.done !== current.done ? doneStamp(next.done, actor, new Date()) : {};
      await em.update(ActivityEntity, { id: current.id }, { ...next, ...stamp });
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'activity',
          entityId: current.id,
          description: `Actividad ${current.id} modificada`,
          meta: { changes },
          links: { dealId: current.dealId, orgId: current.orgId, contactId: current.personId },
        },
        em,
      );
      return this.findVisible(em, actor, current.id);
    });
  }

  /**
   * Applies the delete at once; the activity waits in activity_trash for RESTORE_WINDOW_MS so
   * 'Deshacer' can bring it back (restore). Returns the deleted id.
   */
  async remove(actor: Actor, id: number, now: Date = new Date()): Promise<number> {
    requireWriter(actor);
    const removed = await this.ds.transaction(async (em) => {
      // Two deletes (or a delete and a restore) of one activity wait for each other: the second reads after the first committed.
      await lockCrmWrites(em);
      const current = await this.findVisible(em, actor, id);
      const row = await em.findOneByOrFail(ActivityEntity, { id: current.id });
      await em.delete(ActivityTrashEntity, { id: row.id });
      await em.insert(ActivityTrashEntity, { ...trashFields(row), deletedAtMs: String(now.getTime()), deletedByUserId: actor.id });
      await em.delete(ActivityEntity, { id: current.id });
      const { type, subject, notes, dueDate, done, orgId, personId, dealId, createdByUserId } = current;
      await this.audit.log(
        actor,
        {
          action: 'delete',
          entity: 'activity',
          entityId: current.id,
          description: `Actividad ${current.id} eliminada`,
          meta: { changes: deletedChanges({ type, subject, notes, dueDate, done, orgId, personId, dealId, createdByUserId }) },
        },
        em,
      );
      return current.id;
    });
    await this.purgeTrash(now);
    return removed;
  }

  /**
   * 'Deshacer' of a delete: within RESTORE_WINDOW_MS the activity returns with its id, dates and done
   * state, and the restore is audited. Later, never deleted, or linked to a record the actor cannot see:
   * NOT_FOUND.
   */
  async restore(actor: Actor, id: number, now: Date = new Date()): Promise<ActivityView> {
    requireWriter(actor);
    const activityId = assertId(id, M.notRestorable);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // two restores of one activity: the second finds nothing left (see remove)
      const t = await em.findOneBy(ActivityTrashEntity, { id: activityId });
      if (!t || now.getTime() - Number(t.deletedAtMs) > RESTORE_WINDOW_MS) throw notFound(M.notRestorable);
      try {
        await this.assertLinksVisible(em, actor, { orgId: t.orgId, personId: t.personId, dealId: t.dealId });
      } catch (e) {
        if (e instanceof AppError && e.code === 'NOT_FOUND') throw notFound(M.notRestorable);
        throw e;
      }
      await em.insert(ActivityEntity, trashFields(t));
      await em.delete(ActivityTrashEntity, { id: t.id });
      const { type, subject, notes, dueDate, done, orgId, personId, dealId, createdByUserId } = t;
      await this.audit.log(
        actor,
        {
          action: 'restore',
          entity: 'activity',
          entityId: t.id,
          description: `Actividad ${t.id} restaurada`,
          meta: { changes: createdChanges({ type, subject, notes, dueDate, done, orgId, personId, dealId, createdByUserId }) },
        },
        em,
      );
      return this.findVisible(em, actor, t.id);
    });
  }

  /** Drops the deleted activities whose restore window has closed (after every delete). */
  async purgeTrash(now: Date = new Date()): Promise<void> {
    await this.ds.manager
      .createQueryBuilder()
      .delete()
      .from(ActivityTrashEntity)
      .where('deleted_at_ms < :cutoff', { cutoff: String(now.getTime() - RESTORE_WINDOW_MS) })
      .execute();
  }

  /** Activities with the names of their links; rows linked to an organization or contact the actor cannot see are left out. */
  private base(actor: Actor, em: EntityManager = this.ds.manager): SelectQueryBuilder<ActivityEntity> {
    const qb = em
      .createQueryBuilder(ActivityEntity, 'a')
      .leftJoin(OrganizationEntity, 'o', 'o.id = a.org_id')
      .leftJoin(ContactEntity, 'c', 'c.id = a.person_id')
      .leftJoin(DealEntity, 'd', 'd.id = a.deal_id')
      .leftJoin(UserEntity, 'u', 'u.id = a.created_by_user_id')
      .leftJoin(UserEntity, 'du', 'du.id = a.done_by_user_id')
      .addSelect('COALESCE(o.name, o.razon_social)', 'org_name')
      .addSelect('c.name', 'person_name')
      .addSelect('d.reference', 'deal_reference')
      .addSelect('d.title', 'deal_title')
      .addSelect('u.name', 'created_by_name')
      .addSelect('u.email', 'created_by_email')
      .addSelect('du.name', 'done_by_name');
    if (!isAdmin(actor.role)) {
      // The rule of scopeVisible, applied to optional links: no link, or a link the actor may see.
      const org = visibleCondition('o', actor);
      const person = visibleCondition('c', actor);
      qb.andWhere(`(a.org_id IS NULL OR ${org.sql})`, org.params);
      qb.andWhere(`(a.person_id IS NULL OR ${person.sql})`, person.params);
    }
    return qb;
  }

  private filtered(actor: Actor, f: ActivityListFilter): SelectQueryBuilder<ActivityEntity> {
    const qb = this.base(actor);
    if (f.orgId != null) qb.andWhere('a.org_id = :fOrg', { fOrg: f.orgId });
    if (f.personId != null) qb.andWhere('a.person_id = :fPerson', { fPerson: f.personId });
    if (f.dealId != null) qb.andWhere('a.deal_id = :fDeal', { fDeal: f.dealId });
    if (f.type != null) qb.andWhere('a.type = :fType', { fType: f.type });
    if (f.done != null) qb.andWhere('a.done = :fDone', { fDone: f.done ? 1 : 0 });
    return qb;
  }

  private async findVisible(em: EntityManager, actor: Actor, id: number): Promise<ActivityView> {
    const activityId = assertId(id, M.notFound);
    const [row] = toViews(await this.base(actor, em).andWhere('a.id = :id', { id: activityId }).getRawAndEntities());
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** Filtering by an organization or contact the actor cannot see (or that does not exist) is NOT_FOUND. */
  private async assertFilterLinksVisible(actor: Actor, f: ActivityListFilter): Promise<void> {
    await this.assertLinksVisible(this.ds.manager, actor, { orgId: f.orgId ?? null, personId: f.personId ?? null, dealId: f.dealId ?? null });
  }

  private async assertLinksVisible(em: EntityManager, actor: Actor, links: { orgId: number | null; personId: number | null; dealId: number | null }): Promise<void> {
    if (links.orgId !== null) {
      const qb = em.createQueryBuilder(OrganizationEntity, 'o').select('o.id').where('o.id = :id', { id: assertId(links.orgId, M.orgNotFound) });
      if (!(await scopeVisible(qb, 'o', actor).getExists())) throw notFound(M.orgNotFound);
    }
    if (links.personId !== null) {
      const qb = em.createQueryBuilder(ContactEntity, 'c').select('c.id').where('c.id = :id', { id: assertId(links.personId, M.personNotFound) });
      if (!(await scopeVisible(qb, 'c', actor).getExists())) throw notFound(M.personNotFound);
    }
    if (links.dealId !== null) {
      if (!(await em.existsBy(DealEntity, { id: assertId(links.dealId, M.dealNotFound) }))) throw notFound(M.dealNotFound);
    }
  }
}

function toViews({ entities, raw }: { entities: ActivityEntity[]; raw: ActivityRaw[] }): ActivityView[] {
  const byId = new Map(raw.map((r) => [Number(r.a_id), r]));
  return entities.map((a) => {
    const r = byId.get(a.id) ?? ({} as ActivityRaw);
    return {
      id: a.id,
      type: a.type,
      subject: a.subject,
      notes: a.notes,
      dueDate: a.dueDate,
      done: a.done,
      doneAt: a.doneAt,
      doneByUserId: a.doneByUserId,
      doneByName: r.done_by_name ?? null,
      orgId: a.orgId,
      orgName: r.org_name ?? null,
      personId: a.personId,
      personName: r.person_name ?? null,
      dealId: a.dealId,
      dealReference: r.deal_reference ?? null,
      dealTitle: r.deal_title ?? null,
      createdByUserId: a.createdByUserId,
      createdByName: r.created_by_name ?? null,
      createdByEmail: r.created_by_email ?? null,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    };
  });
}

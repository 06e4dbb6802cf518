import { canReadRecord, canWriteRecord, isAdmin, type OwnedRecord } from '@crm/domain';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../auth/actor';
import { forbidden, notFound } from '../errors/app-error';

/**
 * Restricts a query on contacts or organizations (alias with visibility and owner_user_id) to what
 * the actor may see: everything for admins; otherwise non-private records and their own private ones.
 * Use it in EVERY read of those tables: lists, details, search, nested fields, find-or-create, dedupe.
 */
export function scopeVisible<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, actor: Actor): SelectQueryBuilder<T> {
  if (isAdmin(actor.role)) return qb;
  const p = `vis_actor_${alias}`;
  return qb.andWhere(`(${alias}.visibility <> 'private' OR ${alias}.owner_user_id = :${p})`, { [p]: actor.id });
}

/** A record the actor may not see answers NOT_FOUND, exactly like a missing one. */
export function assertReadable<T extends OwnedRecord>(actor: Actor, rec: T | null | undefined, message: string): T {
  if (!rec || !canReadRecord(actor, rec)) throw notFound(message);
  return rec;
}

/** Readable but not writable (shared records of others, or a viewer) → FORBIDDEN. */
export function assertWritable<T extends OwnedRecord>(actor: Actor, rec: T | null | undefined, message: string): T {
  const r = assertReadable(actor, rec, message);
  if (!canWriteRecord(actor, r)) throw forbidden();
  return r;
}

/**
 * The same rule as scopeVisible, as an SQL condition for a JOIN's ON clause (a contact's organization
 * that the actor may not see joins as null instead of hiding the contact).
 */
export function visibleCondition(alias: string, actor: Actor): { sql: string; params: Record<string, unknown> } {
  if (isAdmin(actor.role)) return { sql: '1 = 1', params: {} };
  const p = `vis_join_${alias}`;
  return { sql: `(${alias}.visibility <> 'private' OR ${alias}.owner_user_id = :${p})`, params: { [p]: actor.id } };
}

/**
 * visibleCondition for hand-written SQL with positional `?` parameters (the kanban's UNION ALL): a
 * deal's organization or contact that the actor may not see joins as null, so the card shows '—'.
 */
export function visibleConditionSql(alias: string, actor: Actor): { sql: string; params: unknown[] } {
  if (isAdmin(actor.role)) return { sql: '1 = 1', params: [] };
  return { sql: `(${alias}.visibility <> 'private' OR ${alias}.owner_user_id = ?)`, params: [actor.id] };
}

import { foldText, isVisibility, type OwnedRecord, type OwnershipRefusal, ownershipRefusal, searchTerms, VISIBILITIES, type Visibility } from '@crm/domain';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { readingOrder } from '../../core/db/reading-order';
import { scopeVisible } from '../../core/db/visibility-scope';
import { AppError, forbidden } from '../../core/errors/app-error';
import { decodeCursor, encodeCursor } from '../../core/graphql/connection';
import { UserEntity } from '../users/user.entity';

/**
 * Rules shared by the two record types that carry an owner and a visibility (organizations and
 * contacts; the visibility rule), plus the text and search helpers both services use.
 */
export const OWNERSHIP_MESSAGES = {
  visibilityInvalid: 'Visibilidad inválida: elegí company, shared o private.',
  ownerInvalid: 'El propietario debe ser un id de usuario válido.',
  ownerMissing: 'El usuario propietario no existe.',
  ownershipChange: 'Solo el propietario o un administrador puede cambiar el propietario o la visibilidad.',
  otherOwner: 'Solo un administrador puede asignar un registro a otro usuario: dejá el propietario vacío o elegite a vos.',
  privateNotOwn: 'Un registro privado tiene que quedar a tu nombre: para pasárselo a otro usuario, cambiá la visibilidad o pedíselo a un administrador.',
} as const;

const REFUSALS: Record<OwnershipRefusal, string> = {
  notOwner: OWNERSHIP_MESSAGES.ownershipChange,
  otherOwner: OWNERSHIP_MESSAGES.otherOwner,
  privateNotOwn: OWNERSHIP_MESSAGES.privateNotOwn,
};

export const VISIBILITY_VALUES = [...VISIBILITIES];

/**
 * The owner and visibility a write leaves on a record, checked against the rule of domain/visibility.ts
 * (ownershipRefusal, ownership): on create (`current` null) a non-admin's record is their own;
 * on update only the owner (or anyone while it has none) changes owner or visibility, hands it over
 * only if it is theirs, and never leaves a private record to someone else or to nobody. Values not
 * sent keep the current ones; edit forms resend unchanged ones, which is fine. Refusals are FORBIDDEN.
 */
export function assertOwnershipChange(
  actor: Actor,
  current: OwnedRecord | null,
  next: { ownerUserId?: number | null; visibility?: string | null },
): void {
  const after: OwnedRecord = {
    ownerUserId: next.ownerUserId !== undefined ? next.ownerUserId : (current?.ownerUserId ?? null),
    visibility: next.visibility ?? current?.visibility ?? null,
  };
  const refusal = ownershipRefusal(actor, current, after);
  if (refusal) throw forbidden(REFUSALS[refusal]);
}

export function assertVisibility(v: unknown): asserts v is (typeof VISIBILITIES)[number] {
  if (!isVisibility(v)) throw new AppError('VALIDATION', OWNERSHIP_MESSAGES.visibilityInvalid);
}

/** A referenced user (owner, advisor) must exist: a 400 instead of a foreign-key error. */
export async function assertUserExists(em: EntityManager, id: number | null | undefined, message: string): Promise<void> {
  if (id === null || id === undefined) return;
  if (!(await em.existsBy(UserEntity, { id }))) throw new AppError('VALIDATION', message);
}

/** Trimmed text; '' and blanks → null; undefined (not sent) stays undefined. */
export function cleanText(v: string | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  const s = v.trim();
  return s === '' ? null : s;
}

/** Lower-cased trimmed email, or null/undefined like cleanText. */
export function cleanEmail(v: string | null | undefined): string | null | undefined {
  const s = cleanText(v);
  return s ? s.toLowerCase() : s;
}

type TextValues<K extends string> = { [F in K | 'email']?: string | null };

/** A new record's text fields and email, cleaned (email lower-cased); missing or blank → null. */
export function newTextValues<K extends string>(input: NoInfer<TextValues<K>>, fields: readonly K[]): { [F in K | 'email']: string | null } {
  const out = {} as { [F in K | 'email']: string | null };
  for (const f of fields) out[f] = cleanText(input[f]) ?? null;
  out.email = cleanEmail(input.email) ?? null;
  return out;
}

/** The text fields and email an update sends, cleaned like newTextValues; fields not sent are left out. */
export function changedTextValues<K extends string>(input: NoInfer<TextValues<K>>, fields: readonly K[]): TextValues<K> {
  const next: TextValues<K> = {};
  for (const f of fields) {
    const v = cleanText(input[f]);
    if (v !== undefined) next[f] = v;
  }
  const email = cleanEmail(input.email);
  if (email !== undefined) next.email = email;
  return next;
}

/** The visibility (checked; null or not sent leaves it as it is) and owner an update sends. */
export function changedOwnership(input: { visibility?: string | null; ownerUserId?: number | null }): { visibility?: Visibility; ownerUserId?: number | null } {
  const next: { visibility?: Visibility; ownerUserId?: number | null } = {};
  if (input.visibility !== undefined && input.visibility !== null) {
    assertVisibility(input.visibility);
    next.visibility = input.visibility;
  }
  if (input.ownerUserId !== undefined) next.ownerUserId = input.ownerUserId;
  return next;
}

/**
 * Visible organizations or contacts whose trimmed `columns` equal `name` without regard to case or accents
 * (oldest first, at most 50): how a name typed on the new-operation form finds the record it means. The
 * database narrows them (LOWER() folds only ASCII on SQLite, so the search index's folded terms of `type`
 * catch the rest: 'FERRETERÍA' finds 'Ferretería'), the domain's folding decides.
 */
export async function sameNameVisible<T extends ObjectLiteral>(
  em: EntityManager,
  entity: new () => T,
  alias: string,
  type: 'organization' | 'contact',
  actor: Actor,
  columns: ReadonlyArray<keyof T & string>,
  name: string,
): Promise<T[]> {
  const wanted = foldText(name).trim();
  const term = searchTerms(name).sort((a, b) => b.length - a.length)[0];
  const sameColumn = columns.map((c) => `LOWER(TRIM(${alias}.${c})) = LOWER(:name)`);
  if (term) sameColumn.push(`${alias}.id IN (SELECT st.entity_id FROM search_terms st WHERE st.entity_type = :type AND st.term = :term)`);
  const qb = em
    .createQueryBuilder(entity, alias)
    .where(`(${sameColumn.join(' OR ')})`, { name, type, term })
    .orderBy(`${alias}.id`, 'ASC')
    .take(50);
  const rows = await scopeVisible(qb, alias, actor).getMany();
  return rows.filter((r) => columns.some((c) => foldText(String(r[c] ?? '').trim()) === wanted));
}

/** LIKE pattern for a user's search text: % and _ match themselves ('!' is the escape character on both engines). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[!%_]/g, (m) => `!${m}`)}%`;
}

/**
 * Lists of organizations and contacts are ordered by name, then id (names may be null: they sort
 * first on both engines). Keyset pagination over that order for GraphQL connections.
 */
export function orderByName<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string): SelectQueryBuilder<T> {
  // As people read: case- and accent-insensitive on every engine (core/db/reading-order.ts).
  return qb.orderBy(readingOrder(qb as SelectQueryBuilder<ObjectLiteral>, `${alias}.name`), 'ASC').addOrderBy(`${alias}.id`, 'ASC');
}

export function afterNameCursor<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, after: string | null | undefined): SelectQueryBuilder<T> {
  const cur = decodeCursor(after, 2);
  if (!cur) return qb;
  const [name, id] = cur;
  if (typeof id !== 'number' || (name !== null && typeof name !== 'string')) throw new AppError('VALIDATION', 'Cursor de paginación inválido.');
  if (name === null) {
    return qb.andWhere(`(${alias}.name IS NOT NULL OR ${alias}.id > :cur_id)`, { cur_id: id });
  }
  // The same reading order as orderByName: the cursor's name goes through the same key as the column.
  const key = readingOrder(qb as SelectQueryBuilder<ObjectLiteral>, `${alias}.name`);
  const curKey = readingOrder(qb as SelectQueryBuilder<ObjectLiteral>, ':cur_name');
  return qb.andWhere(`(${key} > ${curKey} OR (${key} = ${curKey} AND ${alias}.id > :cur_id))`, { cur_name: name, cur_id: id });
}

export function nameCursor(row: { name: string | null; id: number }): string {
  return encodeCursor([row.name, row.id]);
}

/** A value that counts as given: not absent, not null, not blank text (optional inputs validate only these). */
export const nonEmpty = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Field, InputType, registerEnumType } from 'type-graphql';
import { readingOrder, type TextSort } from '../db/reading-order';
import { AppError } from '../errors/app-error';
import { type ConnectionShape, encodeCursor, toConnection } from './connection';

/**
 * Sorted list screens: a column chosen from each list's allow-list enum (the SQL of
 * each key lives beside its service, never in the request) and a direction, with the id as the tie
 * break so equal values keep one order across pages. Sorted pages are offset pages: the screens keep
 * the page number in the URL and jump to it, and a shared link shows the same rows.
 */
export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection', description: 'ASC (ascendente) o DESC (descendente).' });

/** Deepest row a sorted page may start at (a deeper page is a search, not a list). */
export const MAX_OFFSET = 100_000;

export interface ListOrder<K extends string> {
  field: K;
  direction?: SortDirection | null;
}

/**
 * The `orderBy` input of one list: its sort-key enum (already registered) and a direction, ASC by default.
 * Use it as `export const XOrder = ListOrderInput('XOrder', XSortKey); export type XOrder = ListOrder<XSortKey>;`.
 */
export function ListOrderInput<K extends string>(name: string, sortKeys: Record<string, K>) {
  @InputType(name)
  class OrderInput implements ListOrder<K> {
    @Field(() => sortKeys)
    field: K;

    @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC })
    direction?: SortDirection | null;
  }
  return OrderInput;
}

export interface OffsetPage {
  first: number;
  offset: number;
}

const OFFSET_MARK = 'offset';

/**
 * Orders by the SQL the allow-list gives for the chosen key (a text key, `textSort(…)`, in reading
 * order), then by `idColumn`, both in the chosen direction (NULLs first ascending on SQLite and MariaDB alike). A key outside the list (REST passes
 * text) is refused.
 */
export function applyListOrder<K extends string, T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  sql: Readonly<Record<K, string | TextSort>>,
  order: ListOrder<K>,
  idColumn: string,
): SelectQueryBuilder<T> {
  const key = Object.hasOwn(sql, order.field) ? sql[order.field] : undefined;
  // Text keys sort as people read them (case- and accent-insensitive) on every engine.
  const expr: string | undefined = typeof key === 'object' ? readingOrder(qb as SelectQueryBuilder<ObjectLiteral>, key.text) : key;
  if (!expr) throw new AppError('VALIDATION', `Orden inválido: ${Object.keys(sql).join(', ').toLowerCase()}.`);
  if (order.direction != null && order.direction !== SortDirection.ASC && order.direction !== SortDirection.DESC) {
    throw new AppError('VALIDATION', 'Dirección de orden inválida: ASC o DESC.');
  }
  const dir = order.direction === SortDirection.DESC ? 'DESC' : 'ASC';
  return qb.orderBy(expr, dir).addOrderBy(idColumn, dir);
}

export function offsetCursor(offset: number): string {
  return encodeCursor([OFFSET_MARK, offset]);
}

/**
 * The first row of an offset page: `offset` when given, else the one an `after` cursor of a sorted
 * page points at. A cursor of another kind (a keyset cursor) or an offset out of range is refused.
 */
export function pageOffset(offset: number | null | undefined, after: string | null | undefined): number {
  if (offset != null) {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw new AppError('VALIDATION', `offset debe estar entre 0 y ${MAX_OFFSET}.`);
    return offset;
  }
  if (!after) return 0;
  const n = readOffsetCursor(after);
  if (n === null) throw new AppError('VALIDATION', 'Cursor de paginación inválido.');
  return n;
}

function readOffsetCursor(after: string): number | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && v[0] === OFFSET_MARK && Number.isSafeInteger(v[1]) && v[1] >= 0 && v[1] <= MAX_OFFSET) return v[1] as number;
  } catch {
    /* not one */
  }
  return null;
}

/**
 * Whether a list request asks for an offset page (a sort, an offset, or the cursor of an offset page)
 * rather than the keyset pages of the list's default order.
 */
export function wantsOffsetPage(orderBy: unknown, offset: number | null | undefined, after: string | null | undefined): boolean {
  return orderBy != null || offset != null || (!!after && readOffsetCursor(after) !== null);
}

/** A connection over `first + 1` rows fetched from `offset`: each edge's cursor is the position after it. */
export function toOffsetConnection<T>(rows: T[], page: OffsetPage, totalCount: number): ConnectionShape<T> {
  const position = new Map<T, number>(rows.map((r, i) => [r, page.offset + i + 1]));
  return toConnection(rows, page.first, totalCount, (r) => offsetCursor(position.get(r) ?? page.offset));
}

/**
 * The REST lists' sort: `?sort=<key>&dir=asc|desc` with the GraphQL enum's keys in snake_case
 * (`sort=value`, `sort=razon_social`). Unknown keys are refused by applyListOrder; none → the list's default order.
 */
export function restListOrder<K extends string>(query: Record<string, unknown>): ListOrder<K> | null {
  const sort = query.sort;
  const dir = query.dir;
  if (sort === undefined || sort === '') return null;
  if (typeof sort !== 'string' || sort.length > 40) throw new AppError('VALIDATION', 'El parámetro sort no es válido.');
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc') throw new AppError('VALIDATION', 'Dirección de orden inválida: asc o desc.');
  return { field: sort.toUpperCase() as K, direction: dir === 'desc' ? SortDirection.DESC : SortDirection.ASC };
}

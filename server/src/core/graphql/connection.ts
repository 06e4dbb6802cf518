import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { type ClassType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { AppError } from '../errors/app-error';
import { PageItems } from './list-cost';

/** Lists that can grow are connections with a capped `first`. */
export const MAX_PAGE = 100;

@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage: boolean;

  @Field(() => String, { nullable: true })
  endCursor: string | null;
}

@InputType()
export class PageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 50, description: `Entre 1 y ${MAX_PAGE}.` })
  @IsOptional()
  @IsInt({ message: `first debe estar entre 1 y ${MAX_PAGE}.` })
  @Min(1, { message: `first debe estar entre 1 y ${MAX_PAGE}.` })
  @Max(MAX_PAGE, { message: `first debe estar entre 1 y ${MAX_PAGE}.` })
  first: number = 50;

  @Field(() => String, { nullable: true })
  after?: string | null;
}

export interface Edge<T> {
  node: T;
  cursor: string;
}

export interface ConnectionShape<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** Builds `<Name>Connection` and `<Name>Edge` object types for a node type. */
export function Connection<T extends object>(node: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`, { simpleResolvers: true })
  class EdgeType {
    @Field(() => node)
    node: T;

    @Field(() => String)
    cursor: string;
  }

  @ObjectType(`${name}Connection`, { simpleResolvers: true })
  class ConnectionType {
    @Field(() => [EdgeType])
    @PageItems(MAX_PAGE)
    edges: EdgeType[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;

    @Field(() => Int)
    totalCount: number;
  }
  return ConnectionType as ClassType<ConnectionShape<T>>;
}

/** A connection's `first` argument (default `def`), kept within 1..MAX_PAGE. */
export function pageSize(first: number | null | undefined, def: number): number {
  const n = first ?? def;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) throw new AppError('VALIDATION', `first debe estar entre 1 y ${MAX_PAGE}.`);
  return n;
}

/** Opaque keyset cursors: base64url JSON of the sort key values. */
export function encodeCursor(values: readonly (string | number | null)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined, arity: number): (string | number | null)[] | null {
  if (!cursor) return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === arity && v.every((x) => x === null || typeof x === 'string' || typeof x === 'number')) return v;
  } catch {
    /* fall through */
  }
  throw new AppError('VALIDATION', 'Cursor de paginación inválido.');
}

/**
 * Turns `first + 1` fetched rows into a connection page. The edges and the cursors are made only when
 * read (most screens ask for `pageInfo.endCursor`, not every edge's cursor; a kanban column whose JSON
 * text is kept, see keepSerialized, reads neither), then kept: a page read twice gives the same edges.
 */
export function toConnection<T>(rows: T[], first: number, totalCount: number, cursorOf: (row: T) => string): ConnectionShape<T> {
  const hasNextPage = rows.length > first;
  const page = () => (hasNextPage ? rows.slice(0, first) : rows);
  let edges: ConnectionShape<T>['edges'] | undefined;
  let endCursor: string | null | undefined;
  return {
    get edges() {
      return (edges ??= page().map((node) => ({
        node,
        get cursor() {
          return cursorOf(node);
        },
      })));
    },
    pageInfo: {
      hasNextPage,
      get endCursor() {
        if (endCursor === undefined) {
          const last = Math.min(rows.length, first) - 1;
          endCursor = last >= 0 ? cursorOf(rows[last]) : null;
        }
        return endCursor;
      },
    },
    totalCount,
  };
}

/**
 * A REST list page: `limit` rows from `offset`, or, in the list's default order (name, id), the rows
 * after the `after` cursor (nameCursor of the last row read): the CSV export reads long lists this way.
 */
export interface KeysetPage {
  limit: number;
  offset: number;
  after?: string | null;
}

export interface PageRequest {
  first: number;
  after?: string | null;
}

import {
  defaultFieldResolver,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getNullableType,
  isIntrospectionType,
  isListType,
  isObjectType,
  isInterfaceType,
} from 'graphql';
import { Extensions } from 'type-graphql';

/**
 * How big a list field can be: what the cost estimator (cost.ts) multiplies its items by, and what the
 * schema enforces at run time (enforceListCaps). Declared next to the field with one of the decorators
 * below, so the estimate and the answer cannot disagree.
 */
export interface ListCost {
  /** The most items the field ever returns. */
  max: number;
  /** The items are a page: their number is the `first` of the nearest paginated ancestor (PagedBy), else `max`. */
  page?: boolean;
  /** The items follow a list argument one to one (params(keys) → one group per key): its length, up to `max`. */
  sizeArg?: string;
}

/** A field whose `first` argument sets the size of the page (ListCost.page) below it. */
export interface PageCost {
  arg: string;
  max: number;
}

export const LIST_COST = 'listCost';
export const PAGE_COST = 'pageCost';

/** A plain list returning at most `max` items (the resolver's own SQL LIMIT, and a slice here as the guarantee). */
export function ListMax(max: number, options: { sizeArg?: string } = {}) {
  return Extensions({ [LIST_COST]: { max, ...options } satisfies ListCost });
}

/** The `edges` of a connection: one page of at most `max` items. */
export function PageItems(max: number) {
  return Extensions({ [LIST_COST]: { max, page: true } satisfies ListCost });
}

/** A connection (or the board) paginated by `arg` (`first`), which the resolver keeps within 1..max. */
export function PagedBy(max: number, arg = 'first') {
  return Extensions({ [PAGE_COST]: { arg, max } satisfies PageCost });
}

export function listCostOf(field: GraphQLField<unknown, unknown>): ListCost | undefined {
  return field.extensions?.[LIST_COST] as ListCost | undefined;
}

export function pageCostOf(field: GraphQLField<unknown, unknown>): PageCost | undefined {
  return field.extensions?.[PAGE_COST] as PageCost | undefined;
}

function returnsList(field: GraphQLField<unknown, unknown>): boolean {
  return isListType(getNullableType(field.type));
}

function capped(value: unknown, max: number): unknown {
  return Array.isArray(value) && value.length > max ? value.slice(0, max) : value;
}

/**
 * Every list field of the schema must declare its size (a list without one would make the cost of any
 * query that reaches it unknowable): a missing declaration stops the server at start, and every test.
 * Each declared list is then wrapped so it never returns more than its maximum, whatever its resolver does.
 */
export function enforceListCaps(schema: GraphQLSchema): GraphQLSchema {
  const undeclared: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      if (!returnsList(field)) continue;
      const cost = listCostOf(field);
      if (!cost || !(cost.max > 0)) {
        undeclared.push(`${type.name}.${field.name}`);
        continue;
      }
      if (!isObjectType(type)) continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      const { max } = cost;
      field.resolve = (source, args, context, info) => {
        const value = resolve(source, args, context, info);
        return value instanceof Promise ? value.then((v) => capped(v, max)) : capped(value, max);
      };
    }
  }
  if (undeclared.length) {
    throw new Error(`Listas sin tamaño máximo declarado (ListMax o PageItems): ${undeclared.join(', ')}`);
  }
  return schema;
}

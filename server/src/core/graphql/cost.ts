import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
} from 'graphql';
import { getArgumentValues, getDirectiveValues, getVariableValues } from 'graphql/execution/values';
import { listCostOf, pageCostOf } from './list-cost';

/**
 * The cost of an operation is the number of field values its answer can hold at most: every field
 * counts 1, and a list field multiplies the cost of one of its items by how many items it may return —
 * the `first` of the page it belongs to, the length of the argument it follows, or its declared maximum
 * (list-cost.ts). Nested lists multiply, so `organization { contacts { organization { contacts … } } }`
 * costs what it would really resolve in the worst case, not one per field as written.
 *
 * Introspection (`__schema`, `__type`) is counted exactly, item by item, against the schema itself:
 * its size is fixed by the schema, not by data. The walk stops as soon as it passes the limit.
 */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
  limit: number,
): number | null {
  const vars = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, { maxErrors: 1 });
  // Ill-typed variables: execution refuses them before any resolver runs.
  if (vars.errors) return null;
  const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() } as const;
  const root = roots[operation.operation] ?? null;
  if (!root) return null;
  const estimator = new Estimator(schema, document, vars.coerced, limit);
  try {
    return estimator.selection(operation.selectionSet, root, undefined);
  } catch (e) {
    if (e instanceof OverLimit) return Number.POSITIVE_INFINITY;
    throw e;
  }
}

class OverLimit extends Error {}

class Estimator {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly memo = new Map<string, number>();
  /** Introspection items walked so far (the walk is as big as its answer: stop once over the limit). */
  private introspected = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Record<string, unknown>,
    private readonly limit: number,
  ) {
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(d.name.value, d);
  }

  /** A selection set on a composite type: for an interface or union, the costliest of its object types. */
  selection(set: SelectionSetNode, type: GraphQLCompositeType, page: number | undefined): number {
    if (!isAbstractType(type)) return this.objectSelection(set, type, page);
    let max = 0;
    for (const t of this.schema.getPossibleTypes(type)) max = Math.max(max, this.objectSelection(set, t, page));
    return max;
  }

  private objectSelection(set: SelectionSetNode, type: GraphQLObjectType, page: number | undefined): number {
    let sum = 0;
    for (const sel of set.selections) {
      if (this.skipped(sel)) continue;
      if (sel.kind === Kind.FIELD) {
        sum += this.field(sel, type, page);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (this.applies(sel.typeCondition?.name.value, type)) sum += this.objectSelection(sel.selectionSet, type, page);
      } else {
        const fragment = this.fragments.get(sel.name.value);
        if (!fragment || !this.applies(fragment.typeCondition.name.value, type)) continue;
        // A fragment costs the same wherever it is spread: counted once, however many times it is reused.
        const key = `${fragment.name.value}\u0000${type.name}\u0000${page ?? ''}`;
        let cost = this.memo.get(key);
        if (cost === undefined) {
          cost = this.objectSelection(fragment.selectionSet, type, page);
          this.memo.set(key, cost);
        }
        sum += cost;
      }
    }
    return sum;
  }

  private field(node: FieldNode, parent: GraphQLObjectType, page: number | undefined): number {
    const name = node.name.value;
    if (name === '__typename') return 1;
    if (name === SchemaMetaFieldDef.name || name === TypeMetaFieldDef.name) {
      const def = name === SchemaMetaFieldDef.name ? SchemaMetaFieldDef : TypeMetaFieldDef;
      return this.introspection(node, def, this.schema);
    }
    const def = parent.getFields()[name];
    if (!def) return 0; // validation has already refused unknown fields
    const args = this.args(def, node);
    // An argument that does not fit (an explicit null for a required one) fails that field before its resolver.
    if (!args) return 1;
    const paged = pageCostOf(def);
    const childPage = paged ? clampPage(args[paged.arg], paged.max) : page;
    const named = getNamedType(def.type);
    const children = isCompositeType(named) && node.selectionSet ? this.selection(node.selectionSet, named, childPage) : 0;
    if (!isListType(getNullableType(def.type))) return 1 + children;
    return 1 + this.listSize(def, args, page) * Math.max(children, 1);
  }

  private listSize(def: GraphQLField<unknown, unknown>, args: Record<string, unknown>, page: number | undefined): number {
    const declared = listCostOf(def);
    // enforceListCaps refuses to start with an undeclared list; this only guards a schema built without it.
    if (!declared) return Number.POSITIVE_INFINITY;
    if (declared.page) return page === undefined ? declared.max : Math.min(page, declared.max);
    if (declared.sizeArg) {
      const v = args[declared.sizeArg];
      return Array.isArray(v) ? Math.min(v.length, declared.max) : declared.max;
    }
    return declared.max;
  }

  /** Walks the introspection answer itself with graphql's own introspection resolvers (no data, no context). */
  private introspection(node: FieldNode, def: GraphQLField<unknown, unknown>, source: unknown): number {
    if (++this.introspected > this.limit) throw new OverLimit();
    const args = this.args(def, node);
    if (!args) return 1;
    const info = { schema: this.schema } as GraphQLResolveInfo;
    const value: unknown = def.resolve ? def.resolve(source, args, undefined, info) : (source as Record<string, unknown>)[def.name];
    const named = getNamedType(def.type);
    if (value == null || !isObjectType(named) || !node.selectionSet) {
      return Array.isArray(value) ? 1 + value.length : 1;
    }
    const items = Array.isArray(value) ? value : [value];
    let sum = 1;
    for (const item of items) sum += this.introspectionSelection(node.selectionSet, named, item);
    return sum;
  }

  private introspectionSelection(set: SelectionSetNode, type: GraphQLObjectType, source: unknown): number {
    let sum = 0;
    for (const sel of set.selections) {
      if (this.skipped(sel)) continue;
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value === '__typename') sum += 1;
        else {
          const def = type.getFields()[sel.name.value];
          if (def) sum += this.introspection(sel, def, source);
        }
      } else {
        const fragment = sel.kind === Kind.INLINE_FRAGMENT ? sel : this.fragments.get(sel.name.value);
        if (fragment && this.applies(fragment.typeCondition?.name.value, type)) sum += this.introspectionSelection(fragment.selectionSet, type, source);
      }
    }
    return sum;
  }

  private args(def: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> | null {
    try {
      return getArgumentValues(def, node, this.variables);
    } catch {
      return null;
    }
  }

  private applies(condition: string | undefined, type: GraphQLObjectType): boolean {
    if (!condition || condition === type.name) return true;
    const cond = this.schema.getType(condition);
    return !!cond && isAbstractType(cond) && this.schema.isSubType(cond, type);
  }

  private skipped(node: { directives?: readonly unknown[] } & Parameters<typeof getDirectiveValues>[1]): boolean {
    if (!node.directives?.length) return false;
    if (getDirectiveValues(GraphQLSkipDirective, node, this.variables)?.if === true) return true;
    return getDirectiveValues(GraphQLIncludeDirective, node, this.variables)?.if === false;
  }
}

/** The page a `first` argument asks for, as the resolver will take it (1..max); an absent or odd value counts as max. */
function clampPage(first: unknown, max: number): number {
  return typeof first === 'number' && Number.isInteger(first) ? Math.min(Math.max(first, 0), max) : max;
}

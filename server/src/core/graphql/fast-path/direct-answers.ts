import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import {
  defaultFieldResolver,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  getArgumentValues,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GqlContext } from '../context';
import type { FastPathCounters } from './counters';
import { RawJson } from './raw-json';

/**
 * A trimmed execution path for a few root query fields whose answers are large and plain (the kanban:
 * ~2,500 fields). graphql-js completes every field of an answer on its own (an info object, an arguments
 * object, a path and a promise check each) and Apollo then serializes the tree; here the answer is
 * written as JSON text directly, calling the same resolvers (the root field's, with its auth checker and
 * argument validation; the list caps; any field resolver) and the same scalar serializers, and a part of
 * the answer its module marks (keepSerialized: a column's cards, per column version) is serialized once
 * and reused while its data version holds.
 *
 * It answers only when that is provably what graphql-js would answer: a query whose root selections are
 * all declared fields; below them only object types, fields without arguments, no directives, each
 * response key once (no field merging), fragments only on the very type they are spread in. Anything
 * else, and any error, null where the schema says non-null or rejected promise, falls back to normal
 * execution (which then answers the error the usual way); so does a failure of a root resolver. The
 * decision depends on the operation's selections only, not on the query's text or document identity.
 */

/** A part of an answer that may be kept as text: `owner` lives as long as the data (its version), `key` tells what else it depends on. */
interface Keep {
  owner: object;
  key: string;
}

const keeps = new WeakMap<object, Keep>();
/** Per owner, the text of its value per selection (print) and key; a few selections at most. */
const texts = new WeakMap<object, Map<string, KeptText>>();
const TEXTS_PER_OWNER = 4;

/**
 * Marks `value` (an object an answer holds, e.g. a column's cards connection) as serializable once for
 * as long as `owner` lives and `key` is the same: its module promises that every field below it, for the
 * same selection, answers the same while both hold (owner is replaced when the data version changes).
 */
export function keepSerialized(value: object, owner: object, key: string): void {
  keeps.set(value, { owner, key });
}

/** What the trimmed path counts (counters.ts): answers given here, those left to normal execution after trying, texts kept. */
export type TrimmedCounters = Pick<FastPathCounters, 'answered' | 'declined' | 'keptTexts'>;

class Decline extends Error {}

interface FieldPlan {
  /** `"key":` as written in the answer. */
  prefix: string;
  name: string;
  returnType: GraphQLOutputType;
  resolve: GraphQLFieldResolver<unknown, unknown>;
  info: GraphQLResolveInfo;
  /** Constant text (`__typename`). */
  constant?: string;
  sub?: ObjectPlan;
}

interface ObjectPlan {
  type: GraphQLObjectType;
  fields: FieldPlan[];
  /** A normalized print of the selection (the key of kept texts). */
  print: string;
  /** The type's name and the print: the start of the key of its kept texts. */
  textKey: string;
}

interface RootPlan {
  fields: Array<{ key: string; node: FieldNode; def: GraphQLField<unknown, unknown>; sub: ObjectPlan; info: Omit<GraphQLResolveInfo, 'variableValues'> }>;
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const out: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) out[d.name.value] = d;
  return out;
}

/** The plan of a selection set on an object type, or a Decline. */
function planObject(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  operation: OperationDefinitionNode,
  seenFragments: Set<string> = new Set(),
): ObjectPlan {
  if (!set) throw new Decline();
  const fields: FieldPlan[] = [];
  const keys = new Set<string>();
  const prints: string[] = [];
  const walk = (s: SelectionSetNode) => {
    for (const sel of s.selections) {
      if (sel.directives?.length) throw new Decline();
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments[sel.name.value];
        if (!f || f.typeCondition.name.value !== type.name || f.directives?.length || seenFragments.has(f.name.value)) throw new Decline();
        seenFragments.add(f.name.value);
        walk(f.selectionSet);
        seenFragments.delete(f.name.value);
        continue;
      }
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (sel.typeCondition && sel.typeCondition.name.value !== type.name) throw new Decline();
        walk(sel.selectionSet);
        continue;
      }
      const key = sel.alias?.value ?? sel.name.value;
      if (keys.has(key) || sel.arguments?.length) throw new Decline();
      keys.add(key);
      const name = sel.name.value;
      const prefix = `${JSON.stringify(key)}:`;
      if (name === '__typename') {
        fields.push({ prefix, name, returnType: type, resolve: defaultFieldResolver, info: undefined as never, constant: JSON.stringify(type.name) });
        prints.push(`${key}:__typename`);
        continue;
      }
      const def = type.getFields()[name];
      if (!def || def.args.length) throw new Decline();
      const named = getNamedType(def.type);
      let sub: ObjectPlan | undefined;
      if (isObjectType(named)) sub = planObject(schema, named, sel.selectionSet, fragments, operation, seenFragments);
      else if (!isLeafType(named) || sel.selectionSet) throw new Decline();
      const info = {
        fieldName: name,
        fieldNodes: [sel],
        returnType: def.type,
        parentType: type,
        path: { prev: undefined, key, typename: type.name },
        schema,
        fragments,
        rootValue: undefined,
        operation,
        variableValues: {},
      } as GraphQLResolveInfo;
      fields.push({ prefix, name, returnType: def.type, resolve: def.resolve ?? defaultFieldResolver, info, sub });
      prints.push(`${key}:${name}${sub ? sub.print : ''}`);
    }
  };
  walk(set);
  const print = `{${prints.join(',')}}`;
  return { type, fields, print, textKey: `${type.name}${print}\u0000` };
}

/** The plan of an operation made only of declared root fields, or null. */
function planOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, roots: ReadonlySet<string>): RootPlan | null {
  const query = schema.getQueryType();
  if (operation.operation !== 'query' || !query) return null;
  const fragments = fragmentsOf(document);
  const fields: RootPlan['fields'] = [];
  const keys = new Set<string>();
  try {
    for (const sel of operation.selectionSet.selections) {
      if (sel.kind !== Kind.FIELD || sel.directives?.length || !roots.has(sel.name.value)) return null;
      const key = sel.alias?.value ?? sel.name.value;
      const def = query.getFields()[sel.name.value];
      const type = def && getNamedType(def.type);
      if (keys.has(key) || !def?.resolve || !isObjectType(type)) return null;
      keys.add(key);
      const sub = planObject(schema, type, sel.selectionSet, fragments, operation);
      const info = { fieldName: def.name, fieldNodes: [sel], returnType: def.type, parentType: query, path: { prev: undefined, key, typename: query.name }, schema, fragments, rootValue: undefined, operation };
      fields.push({ key, node: sel, def, sub, info });
    }
  } catch (e) {
    if (e instanceof Decline) return null;
    throw e;
  }
  return fields.length ? { fields } : null;
}

/**
 * A kept text (a column's cards, see keepSerialized): its JSON text, and its UTF-8 bytes, encoded once
 * (direct-http.ts writes them as they are instead of encoding the whole answer on every request).
 */
class KeptText {
  private encoded: Buffer | undefined;
  constructor(readonly text: string) {}
  get bytes(): Buffer {
    return (this.encoded ??= Buffer.from(this.text));
  }
}

/** JSON text as written: a string, a kept text, or parts in order (nothing is copied until written out). */
type Out = string | KeptText | Out[];
type Text = Out | Promise<Out>;

const isPromise = (v: unknown): v is Promise<unknown> => typeof (v as { then?: unknown } | null)?.then === 'function';

/** The text of an Out, as a concatenation (V8 links the parts; the whole is copied once, when it is written out). */
function textOf(out: Out): string {
  if (typeof out === 'string') return out;
  if (out instanceof KeptText) return out.text;
  let s = '';
  for (const part of out) s += textOf(part);
  return s;
}

/** `open` + the parts separated by commas + `close`: a concatenation when all are strings (a join would copy them at every level), else the parts in order. */
function rope(open: string, parts: Out[], close: string): Out {
  if (parts.every((p) => typeof p === 'string')) {
    let out = open;
    for (let i = 0; i < parts.length; i++) out = i ? out + ',' + (parts[i] as string) : out + (parts[i] as string);
    return out + close;
  }
  const out: Out[] = [open];
  for (let i = 0; i < parts.length; i++) out.push(i ? ',' : '', parts[i]);
  out.push(close);
  return out;
}

const prefixed = (prefix: string, t: Out): Out => (typeof t === 'string' ? prefix + t : [prefix, t]);

/** The JSON text of `value` of `type`, completed like graphql-js' completeValue (a Decline where it would report an error). */
function complete(type: GraphQLOutputType, value: unknown, plan: ObjectPlan | undefined, ctx: GqlContext, counters: TrimmedCounters): Text {
  if (isPromise(value)) return value.then((v) => complete(type, v, plan, ctx, counters));
  if (isNonNullType(type)) {
    if (value == null) throw new Decline();
    return complete(type.ofType, value, plan, ctx, counters);
  }
  if (value == null) return 'null';
  if (isListType(type)) {
    if (typeof value !== 'object' || !(Symbol.iterator in value)) throw new Decline();
    const parts: Text[] = [];
    let pending = false;
    for (const item of value as Iterable<unknown>) {
      const t = complete(type.ofType, item, plan, ctx, counters);
      if (isPromise(t)) pending = true;
      parts.push(t);
    }
    if (!pending) return rope('[', parts as Out[], ']');
    return Promise.all(parts).then((p) => rope('[', p, ']'));
  }
  if (isLeafType(type)) {
    const out = type.serialize(value);
    if (out === undefined) throw new Decline();
    return JSON.stringify(out);
  }
  // graphql-js asks isTypeOf when a type has one: a false (or a promise of it) is an error there.
  if (!plan || type !== plan.type || (type.isTypeOf && type.isTypeOf(value, ctx, undefined as never) !== true)) throw new Decline();
  return completeObject(plan, value as object, ctx, counters);
}

function completeObject(plan: ObjectPlan, source: object, ctx: GqlContext, counters: TrimmedCounters): Text {
  const keep = keeps.get(source);
  let kept: Map<string, KeptText> | undefined;
  let textKey = '';
  if (keep) {
    textKey = plan.textKey + keep.key;
    kept = texts.get(keep.owner);
    const known = kept?.get(textKey);
    if (known !== undefined) return known;
  }
  const parts: Text[] = [];
  let pending = false;
  for (const f of plan.fields) {
    if (f.constant !== undefined) {
      parts.push(f.prefix + f.constant);
      continue;
    }
    const t = complete(f.returnType, f.resolve(source, {}, ctx, f.info), f.sub, ctx, counters);
    if (!isPromise(t)) parts.push(prefixed(f.prefix, t));
    else {
      pending = true;
      parts.push(t.then((v) => prefixed(f.prefix, v)));
    }
  }
  const done = (p: Out[]): Out => {
    const out = rope('{', p, '}');
    if (!keep) return out;
    const text = new KeptText(textOf(out));
    if (!kept) texts.set(keep.owner, (kept = new Map()));
    if (kept.size >= TEXTS_PER_OWNER) kept.delete(kept.keys().next().value as string);
    kept.set(textKey, text);
    counters.keptTexts++;
    return text;
  };
  return pending ? Promise.all(parts).then(done) : done(parts as Out[]);
}

/** Per RawJson the trimmed path wrote, its parts (for rawJsonBytes). */
const outs = new WeakMap<RawJson, Out>();

/**
 * The UTF-8 bytes of a RawJson the trimmed path wrote, in pieces: each kept text's bytes as encoded once,
 * the rest encoded now. Undefined for any other RawJson.
 */
export function rawJsonBytes(raw: RawJson): Buffer[] | undefined {
  const out = outs.get(raw);
  if (out === undefined) return undefined;
  const chunks: Buffer[] = [];
  let pending = '';
  const walk = (o: Out) => {
    if (typeof o === 'string') pending += o;
    else if (o instanceof KeptText) {
      if (pending) chunks.push(Buffer.from(pending));
      pending = '';
      chunks.push(o.bytes);
    } else for (const part of o) walk(part);
  };
  walk(out);
  if (pending) chunks.push(Buffer.from(pending));
  return chunks;
}

/** The answer's `data`, each root field's value as RawJson text; a Decline when graphql-js would answer otherwise. */
async function answer(plan: RootPlan, schema: GraphQLSchema, operation: OperationDefinitionNode, inputs: Record<string, unknown>, ctx: GqlContext, counters: TrimmedCounters): Promise<Record<string, RawJson>> {
  const vars = getVariableValues(schema, operation.variableDefinitions ?? [], inputs);
  if (vars.errors) throw new Decline();
  const values = plan.fields.map((f) => {
    const info = { ...f.info, variableValues: vars.coerced } as GraphQLResolveInfo;
    return complete(f.def.type, f.def.resolve!(undefined, getArgumentValues(f.def, f.node, vars.coerced), ctx, info), f.sub, ctx, counters);
  });
  const texts = await Promise.all(values);
  const data: Record<string, RawJson> = {};
  plan.fields.forEach((f, i) => {
    const raw = new RawJson(textOf(texts[i]));
    outs.set(raw, texts[i]);
    data[f.key] = raw;
  });
  return data;
}

/**
 * The trimmed path for a set of root fields: the plans of the operations it may answer (per parsed
 * operation), and the answer itself. Used by the plugin below and, before Apollo's request pipeline, by
 * direct-http.ts.
 */
export class DirectAnswers {
  private readonly plans = new WeakMap<OperationDefinitionNode, RootPlan | null>();

  constructor(
    private readonly roots: ReadonlySet<string>,
    private readonly counters: TrimmedCounters = { answered: 0, declined: 0, keptTexts: 0 },
  ) {}

  /** Whether the trimmed path may answer this operation (its selections only, not its variables). */
  accepts(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
    return this.planOf(schema, document, operation) !== null;
  }

  /** The answer's data (RawJson per root field), or null where graphql-js must answer (anything it cannot prove the same, any error). */
  async answer(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>, ctx: GqlContext): Promise<Record<string, RawJson> | null> {
    const plan = this.planOf(schema, document, operation);
    if (!plan) return null;
    try {
      const data = await answer(plan, schema, operation, variables, ctx, this.counters);
      this.counters.answered++;
      return data;
    } catch {
      // Whatever failed (a Decline, a resolver's error): normal execution answers, errors and all.
      this.counters.declined++;
      return null;
    }
  }

  private planOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): RootPlan | null {
    let plan = this.plans.get(operation);
    if (plan === undefined) this.plans.set(operation, (plan = planOperation(schema, document, operation, this.roots)));
    return plan;
  }
}

/**
 * The plugin: placed after the shared response cache (a miss there comes here; the answer given here is
 * what it keeps). The answer's data holds RawJson values: the server serializes with stringifyWithRaw.
 */
export function directAnswersPlugin(direct: DirectAnswers): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart(): Promise<GraphQLRequestListener<GqlContext>> {
      return {
        async responseForOperation(rc) {
          if (!rc.operation || !rc.document) return null;
          const data = await direct.answer(rc.schema, rc.document, rc.operation, rc.request.variables ?? {}, rc.contextValue);
          return data ? { http: rc.response.http, body: { kind: 'single', singleResult: { data } } } : null;
        },
      };
    },
  };
}

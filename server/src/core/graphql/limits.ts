import type { ApolloServerPlugin } from '@apollo/server';
import {
  type ASTVisitor,
  type DocumentNode,
  type FormattedExecutionResult,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { estimateCost } from './cost';
import { stringifyWithRaw } from './fast-path/raw-json';

export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 20,
  /**
   * Field values an answer may hold at most (cost.ts). The costliest screens of the client at their caps:
   * the kanban ~20,600 with its 20 cards per column and ~100,600 at the page cap of 100 (a card carries its
   * follow-up signals and document chip; columns are counted at STAGES_MAX), the quote ~33,300 (statistics,
   * summarized on the server, ~2,500); every operation of client/src/**.graphql is checked against this at its
   * caps by limits-client.test.ts, so a script may ask the board at `first: 100` with the whole card.
   * The fan-out query this limit was set against (4 aliases × 100 operations × contacts × contacts × contacts) estimates ~8·10⁸.
   */
  maxCost: 150_000,
  /**
   * Lexical tokens of a document, counted while parsing and refused before any tree is built: the largest
   * client operation has ~120 and graphql's full introspection query ~180. Validation time grows with the
   * size of a document (graphql's overlapping-fields rule compares fields in pairs).
   */
  maxTokens: 2_000,
  /** A serialized answer above this is refused instead of sent. */
  maxResponseBytes: 5 * 1024 * 1024,
} as const;

const number = new Intl.NumberFormat('es-PY');

/** A GraphQL error whose message is already the Spanish one users see (format-error.ts keeps it). */
export class SpanishGraphQLError extends GraphQLError {}

export const LIMIT_MESSAGES = {
  depth: (max: number) => `La consulta supera la profundidad máxima (${max} niveles).`,
  aliases: (max: number) => `La consulta tiene demasiados alias (máximo ${max}).`,
  cost: (cost: number, max: number) =>
    `La consulta es demasiado costosa (${Number.isFinite(cost) ? number.format(cost) : `más de ${number.format(max)}`}; máximo ${number.format(max)}): pedí menos registros (first), menos listas anidadas o menos alias.`,
  tokens: (max: number) => `La consulta es demasiado larga (más de ${number.format(max)} elementos): dividila en consultas más chicas.`,
  response: (maxBytes: number) =>
    `La respuesta supera el máximo de ${number.format(maxBytes / (1024 * 1024))} MB: pedí menos registros o menos campos.`,
  unknownOperation: 'El documento no tiene una operación con ese nombre (operationName).',
  operationName: 'El documento tiene varias operaciones: indicá cuál ejecutar con operationName.',
  subscription: 'Esta API no tiene suscripciones: usá query o mutation.',
  socketOperation: 'Por el WebSocket solo se aceptan suscripciones: las consultas y mutaciones van por POST /graphql.',
} as const;

/** Rejects documents with more than `max` aliased fields (alias-based brute force or amplification). */
export function aliasLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias && ++count === max + 1) {
          context.reportError(new SpanishGraphQLError(LIMIT_MESSAGES.aliases(max), { nodes: [node] }));
        }
      },
    };
  };
}

/**
 * Rejects operations nested deeper than `max` fields below the root (introspection fields aside: graphql's
 * own MaxIntrospectionDepthRule bounds those). Fragments are measured once each; an unknown or cyclic
 * fragment counts as empty here because graphql's own rules already refuse it (graphql-depth-limit, used
 * before, crashed on both and overflowed the stack on a selection set of 200,000 fields).
 */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    const measured = new Map<string, number>();
    const measuring = new Set<string>();
    /** The longest chain of fields in a selection set (a leaf counts 1). */
    const chain = (set: SelectionSetNode): number => {
      let longest = 0;
      for (const sel of set.selections) {
        let d: number;
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue;
          d = sel.selectionSet ? 1 + chain(sel.selectionSet) : 1;
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          d = chain(sel.selectionSet);
        } else {
          const name = sel.name.value;
          const fragment = fragments.get(name);
          if (!fragment || measuring.has(name)) continue;
          if (!measured.has(name)) {
            measuring.add(name);
            measured.set(name, chain(fragment.selectionSet));
            measuring.delete(name);
          }
          d = measured.get(name)!;
        }
        if (d > longest) longest = d;
      }
      return longest;
    };
    return {
      OperationDefinition(node) {
        // The root field is level 0: a chain of max + 1 fields is the deepest allowed (as before).
        if (chain(node.selectionSet) > max + 1) context.reportError(new SpanishGraphQLError(LIMIT_MESSAGES.depth(max), { nodes: [node] }));
        return false;
      },
    };
  };
}

export function validationRules() {
  return [depthLimit(GRAPHQL_LIMITS.maxDepth), aliasLimit(GRAPHQL_LIMITS.maxAliases)];
}

const refusal = (message: string, code: string) => new SpanishGraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * The cost rule (cost.ts) of an operation with its variables: its estimated cost, or null when its
 * variables do not fit their types (execution refuses them before any resolver runs). Screens repeat the
 * same operations with the same variables, so costs are memoized (bounded) by document text and variables.
 * Shared by HTTP (complexityPlugin) and subscriptions (live/ws.ts), so both refuse the same documents.
 */
export function costEstimator(schema: GraphQLSchema, maxCost: number) {
  const memo = new Map<string, number | null>();
  return (query: string | undefined, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): number | null => {
    const key = query && query.length < 20_000 ? `${operation.name?.value ?? ''}\u0000${query}\u0000${JSON.stringify(variables ?? {})}` : null;
    let cost = key ? memo.get(key) : undefined;
    if (cost === undefined) {
      cost = estimateCost(schema, document, operation, variables, maxCost);
      if (key) {
        if (memo.size >= 1000) memo.clear();
        memo.set(key, cost);
      }
    }
    return cost;
  };
}

/** The error of an operation over the cost limit (its extensions without the HTTP status: a subscription has none). */
export function costRefusal(cost: number, maxCost: number): SpanishGraphQLError {
  return new SpanishGraphQLError(LIMIT_MESSAGES.cost(cost, maxCost), { extensions: { code: 'QUERY_TOO_COMPLEX' } });
}

/**
 * Once the operation and its variables are known, and before any resolver runs: the operation must be
 * one the document defines, and its estimated cost (cost.ts) within the limit.
 */
export function complexityPlugin(schema: GraphQLSchema, maxCost: number = GRAPHQL_LIMITS.maxCost): ApolloServerPlugin {
  const costOf = costEstimator(schema, maxCost);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          // Apollo lets an unknown operationName or an ambiguous document through to execution, where
          // other plugins met an undefined operation (500); answer it here.
          if (!operation) throw refusal(request.operationName ? LIMIT_MESSAGES.unknownOperation : LIMIT_MESSAGES.operationName, 'OPERATION_RESOLUTION_FAILURE');
          if (operation.operation === 'subscription') throw refusal(LIMIT_MESSAGES.subscription, 'OPERATION_RESOLUTION_FAILURE');
          const cost = costOf(request.query, document, operation, request.variables);
          if (cost !== null && cost > maxCost) throw refusal(LIMIT_MESSAGES.cost(cost, maxCost), 'QUERY_TOO_COMPLEX');
        },
      };
    },
  };
}

/**
 * Caps the size of an answer. The cost limit bounds how many values an answer holds, not how long they
 * are (a page of 100 operations with long descriptions and notes): the answer is serialized here, once,
 * just before it would be sent, and replaced by a Spanish error (400) when it is too big. The text is kept
 * for `stringifyResult`, so Apollo does not serialize it a second time (a shared board answer is
 * serialized once for all the requests it serves).
 */
export function responseSizeLimit(maxBytes: number = GRAPHQL_LIMITS.maxResponseBytes): {
  plugin: ApolloServerPlugin;
  stringifyResult: (value: FormattedExecutionResult) => string;
  /** The length of the text this answer will be sent as, when it was serialized already. */
  serializedLength: (value: FormattedExecutionResult) => number | undefined;
  /** The text an answer with data is sent as (kept, as the plugin keeps it), or null when it is over the limit (the plugin answers that). */
  serialize: (value: FormattedExecutionResult) => string | null;
} {
  const serialized = new WeakMap<object, { errors: unknown; extensions: unknown; text: string }>();
  const known = (value: FormattedExecutionResult) => {
    const done = value.data ? serialized.get(value.data) : undefined;
    return done && done.errors === value.errors && done.extensions === value.extensions ? done : undefined;
  };
  // stringifyWithRaw: an answer of the trimmed path (fast-path/direct-answers.ts) holds parts already serialized.
  const stringify = (value: FormattedExecutionResult) => stringifyWithRaw({ errors: value.errors, data: value.data, extensions: value.extensions }) + '\n';
  const serialize = (value: FormattedExecutionResult): string | null => {
    const done = known(value);
    if (done) return done.text;
    const text = stringify(value);
    // A UTF-16 code unit is at most 3 UTF-8 bytes: most answers are measured without scanning them.
    if (text.length * 3 > maxBytes && Buffer.byteLength(text) > maxBytes) return null;
    if (value.data) serialized.set(value.data, { errors: value.errors, extensions: value.extensions, text });
    return text;
  };
  return {
    plugin: {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            if (response.body.kind !== 'single') return;
            const result = response.body.singleResult;
            if (result.data == null) return;
            // A shared answer served again (the same object): measured and serialized already.
            if (serialize(result) !== null) return;
            response.http.status = 400;
            response.body = {
              kind: 'single',
              singleResult: { errors: [{ message: LIMIT_MESSAGES.response(maxBytes), extensions: { code: 'RESPONSE_TOO_LARGE' } }] },
            };
          },
        };
      },
    },
    stringifyResult(value) {
      return known(value)?.text ?? stringify(value);
    },
    serializedLength(value) {
      return known(value)?.text.length;
    },
    serialize,
  };
}

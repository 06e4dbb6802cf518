import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { isAdmin } from '@crm/domain';
import { type FieldNode, type FormattedExecutionResult, getArgumentValues, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor';
import type { GqlContext } from '../context';

/**
 * The data version of one shared root field's answer for these arguments, read from the database (a
 * module's service supplies it, see `AppModule.sharedQueries`): any write that may change the answer
 * must change the string, in the same transaction as the write (triggers), so several server instances
 * stay correct. null: do not cache this request.
 */
export type SharedQueryScope = (args: Record<string, unknown>, actor: Actor, ctx: GqlContext) => Promise<string | null>;
export type SharedQueries = Readonly<Record<string, SharedQueryScope>>;

/**
 * Who sees the same answer: every admin sees every record; anyone else sees the non-private records
 * plus their own private ones, so their answers are kept apart (one user's private names never reach
 * another user through the cache). A role change changes the key at once.
 */
export function viewerKey(actor: { id: number; role: string }): string {
  return isAdmin(actor.role) ? 'admin' : `user:${actor.id}`;
}

/** The counter bumped by the triggers of migration 1763990000000-data-version on every write. */
export async function readDataVersion(ds: DataSource): Promise<string> {
  const rows: Array<{ version: unknown }> = await ds.query("SELECT version FROM data_versions WHERE scope = 'crm'");
  return String(rows[0]?.version ?? '0');
}

/** The root fields of a query made only of shared fields (and __typename), else null. */
function sharedFields(operation: OperationDefinitionNode, queries: SharedQueries): FieldNode[] | null {
  if (operation.operation !== 'query') return null;
  const fields: FieldNode[] = [];
  for (const s of operation.selectionSet.selections) {
    if (s.kind !== 'Field') return null;
    if (s.name.value === '__typename') continue;
    if (!Object.hasOwn(queries, s.name.value)) return null;
    fields.push(s);
  }
  return fields.length ? fields : null;
}

/** The scope string of every shared root field of the operation, or null when one of them declines. */
async function scopesOf(schema: GraphQLSchema, fields: FieldNode[], variables: Record<string, unknown>, actor: Actor, queries: SharedQueries, ctx: GqlContext): Promise<string | null> {
  const queryType = schema.getQueryType();
  const parts: string[] = [];
  for (const f of fields) {
    const def = queryType?.getFields()[f.name.value];
    if (!def) return null;
    const scope = await queries[f.name.value](getArgumentValues(def, f, variables), actor, ctx);
    if (scope === null) return null;
    parts.push(scope);
  }
  return parts.join('\u0001');
}

/**
 * Per view, the answer of its latest data version only (a newer version replaces the older answer at
 * once); the views form an LRU bounded in number and in bytes (an answer larger than the whole budget is
 * not kept).
 */
export class LatestAnswers<T> {
  private readonly entries = new Map<string, { scope: string; value: T; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get(view: string, scope: string): T | undefined {
    const e = this.entries.get(view);
    if (!e || e.scope !== scope) return undefined;
    this.entries.delete(view);
    this.entries.set(view, e);
    return e.value;
  }

  set(view: string, scope: string, value: T, bytes: number): void {
    this.drop(view);
    if (bytes > this.maxBytes) return;
    this.entries.set(view, { scope, value, bytes });
    this.total += bytes;
    while (this.entries.size > this.maxEntries || this.total > this.maxBytes) this.drop(this.entries.keys().next().value as string);
  }

  private drop(view: string): void {
    const e = this.entries.get(view);
    if (!e) return;
    this.total -= e.bytes;
    this.entries.delete(view);
  }
}

/**
 * Answers repeated shared queries (the kanban) without executing them again. The key holds who reads
 * (viewerKey) and the data version of what the answer is built from (each field's SharedQueryScope: for
 * the board, its own pipeline's and unit's deals plus the other tables it reads), so a write that can
 * change the answer makes it unreachable at once, while a write elsewhere (a move in another pipeline)
 * leaves it served. No TTL; several instances stay correct because the versions live in the database.
 * Concurrent misses of one key run the operation once: the others wait for that answer (after a move,
 * twenty readers would otherwise build the same board twenty times). Validation, limits and
 * authentication still run on every request; only answers without errors are kept.
 *
 * Memory: one entry per view (who reads, the query and its variables), holding the answer of its latest
 * data version only: an answer of an older version can never be asked for again (versions only grow),
 * so it is dropped when the newer one is stored instead of waiting for the LRU to push it out (under a
 * move every 100 ms, 200 stale boards of ~160 cards, with their serialized texts, held ~45 MB of each
 * process' heap). The views are an LRU of at most `maxEntries`, and of at most `maxBytes` of answers
 * (measured as their JSON length).
 */
export class SharedResponses {
  private readonly cache: LatestAnswers<FormattedExecutionResult>;
  private readonly inflight = new Map<string, Promise<FormattedExecutionResult | null>>();

  constructor(
    private readonly queries: SharedQueries,
    private readonly opts: { maxEntries?: number; maxBytes?: number; sizeOf?: (result: FormattedExecutionResult) => number | undefined } = {},
  ) {
    this.cache = new LatestAnswers<FormattedExecutionResult>(opts.maxEntries ?? 200, opts.maxBytes ?? 8 * 1024 * 1024);
  }

  /**
   * null: not a shared query (or no version): answer it normally, nothing to report. `hit`: the answer
   * kept for this view and version. `miss`: answer it, then report the result (null when it failed or
   * has errors: nothing kept) so it is kept and the requests waiting for it get it; `bytes`: its length as sent, when known.
   */
  async lookup(
    schema: GraphQLSchema,
    operation: OperationDefinitionNode | undefined,
    req: { queryHash: string; operationName: string | null; variables: Record<string, unknown> | undefined },
    ctx: GqlContext,
  ): Promise<{ hit: FormattedExecutionResult } | { miss: (result: FormattedExecutionResult | null, bytes?: number) => void } | null> {
    const actor = ctx.actor;
    // No operation (an unknown operationName): the cost plugin refuses it first; never read it here.
    if (!actor || !operation) return null;
    const fields = sharedFields(operation, this.queries);
    if (!fields) return null;
    let scope: string | null;
    try {
      scope = await scopesOf(schema, fields, req.variables ?? {}, actor, this.queries, ctx);
    } catch {
      // No version, no cache: the operation runs and meets the same failure in its resolvers, where
      // it is answered like any other (an error thrown from this hook skips the response plugins).
      return null;
    }
    if (scope === null) return null;
    const view = [viewerKey(actor), req.queryHash, req.operationName ?? '', JSON.stringify(req.variables ?? {})].join('\u0000');
    const key = `${scope}\u0000${view}`;
    let hit = this.cache.get(view, scope);
    if (!hit) {
      const running = this.inflight.get(key);
      if (running) hit = (await running) ?? undefined;
    }
    if (hit) return { hit };
    let settle: ((r: FormattedExecutionResult | null) => void) | null = null;
    if (!this.inflight.has(key)) this.inflight.set(key, new Promise((r) => (settle = r)));
    return {
      miss: (result, bytes) => {
        if (result && !result.errors?.length && result.data != null) {
          // The length of the answer as sent (given, or serialized already by responseSizeLimit just before).
          this.cache.set(view, scope, result, bytes ?? this.opts.sizeOf?.(result) ?? JSON.stringify(result.data).length);
        } else result = null;
        if (!settle) return;
        this.inflight.delete(key);
        const s = settle;
        settle = null;
        s(result);
      },
    };
  }

  /** The Apollo plugin over this cache. */
  plugin(): ApolloServerPlugin<GqlContext> {
    return {
      requestDidStart: async (): Promise<GraphQLRequestListener<GqlContext>> => {
        let miss: ((r: FormattedExecutionResult | null) => void) | null = null;
        const report = (r: FormattedExecutionResult | null) => {
          const m = miss;
          miss = null;
          m?.(r);
        };
        return {
          responseForOperation: async (rc) => {
            const found = await this.lookup(rc.schema, rc.operation, { queryHash: rc.queryHash ?? '', operationName: rc.operationName, variables: rc.request.variables }, rc.contextValue);
            if (!found) return null;
            if ('hit' in found) return { http: rc.response.http, body: { kind: 'single', singleResult: found.hit } };
            miss = found.miss;
            return null;
          },
          async willSendResponse(rc) {
            report(rc.response.body.kind === 'single' ? rc.response.body.singleResult : null);
          },
          // A request that fails before its response (never left waiting for a leader that is gone).
          async didEncounterErrors() {
            report(null);
          },
        };
      },
    };
  }
}

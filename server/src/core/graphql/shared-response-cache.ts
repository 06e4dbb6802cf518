import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { isAdmin } from '@crm/domain';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import type { DataSource } from 'typeorm';
import type { GqlContext } from './context';

/**
 * Root fields whose answer depends only on the data and on what the reader may see: the kanban shows
 * company records (operations, spec part 1 §2) with their organization and contact names, and those
 * names are null for another user's private records. Only these may be answered from the cache.
 */
const SHARED_ROOT_FIELDS = new Set(['board', 'boardColumn']);

/**
 * Who sees the same board: every admin sees every record; anyone else sees the non-private records
 * plus their own private ones, so their answers are kept apart (one user's private names never reach
 * another user through the cache). A role change changes the key at once.
 */
function viewerKey(actor: { id: number; role: string }): string {
  return isAdmin(actor.role) ? 'admin' : `user:${actor.id}`;
}

/** The counter bumped by the triggers of migration 1763990000000-data-version on every write. */
export async function readDataVersion(ds: DataSource): Promise<string> {
  const rows: Array<{ version: unknown }> = await ds.query("SELECT version FROM data_versions WHERE scope = 'crm'");
  return String(rows[0]?.version ?? '0');
}

function isShared(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === 'Field' && (SHARED_ROOT_FIELDS.has(s.name.value) || s.name.value === '__typename'),
  );
}

/**
 * Answers repeated kanban queries without executing them again. The key holds who reads (viewerKey)
 * and the database's data version, so a write anywhere (committed together with its trigger bump) makes every cached answer
 * unreachable: no TTL, no stale board after a move, and several server instances stay correct because
 * the version lives in the database. Validation, limits and authentication still run on every request;
 * only answers without errors are kept, in a small LRU.
 */
export function sharedResponseCachePlugin(ds: DataSource, maxEntries = 200): ApolloServerPlugin<GqlContext> {
  const cache = new Map<string, FormattedExecutionResult>();
  return {
    async requestDidStart(): Promise<GraphQLRequestListener<GqlContext>> {
      let key: string | null = null;
      return {
        async responseForOperation(rc) {
          const actor = rc.contextValue.actor;
          // No operation (an unknown operationName): the cost plugin refuses it first; never read it here.
          if (!actor || !rc.operation || !isShared(rc.operation)) return null;
          let version: string;
          try {
            version = await readDataVersion(ds);
          } catch {
            // No version, no cache: the operation runs and meets the same failure in its resolvers, where
            // it is answered like any other (an error thrown from this hook skips the response plugins).
            return null;
          }
          key = [version, viewerKey(actor), rc.queryHash, rc.operationName ?? '', JSON.stringify(rc.request.variables ?? {})].join('\u0000');
          const hit = cache.get(key);
          if (!hit) return null;
          cache.delete(key);
          cache.set(key, hit);
          return { http: rc.response.http, body: { kind: 'single', singleResult: hit } };
        },
        async willSendResponse(rc) {
          if (!key || rc.response.body.kind !== 'single') return;
          const result = rc.response.body.singleResult;
          if (result.errors?.length || result.data == null) return;
          cache.set(key, result);
          if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
        },
      };
    },
  };
}

import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { type ASTVisitor, type DocumentNode, GraphQLError, type GraphQLSchema, type ValidationContext } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 20, maxComplexity: 1000 } as const;

/** Rejects documents with more than `max` aliased fields (alias-based brute force or amplification). */
export function aliasLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias && ++count === max + 1) {
          context.reportError(
            new GraphQLError(`La consulta tiene demasiados alias (máximo ${max}).`, { nodes: [node] }),
          );
        }
      },
    };
  };
}

export function validationRules() {
  return [depthLimit(GRAPHQL_LIMITS.maxDepth), aliasLimit(GRAPHQL_LIMITS.maxAliases)];
}

/**
 * Complexity is checked once the operation and its variables are known, before any resolver runs.
 * Screens repeat the same operations with the same variables, so results are memoized (bounded).
 */
export function complexityPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  const memo = new Map<string, number>();
  const measure = (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>): number | null => {
    try {
      return getComplexity({
        schema,
        operationName,
        query: document,
        variables,
        estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
      });
    } catch {
      // Invalid variables: execution answers them as BAD_USER_INPUT without running any resolver.
      return null;
    }
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const key = request.query
            ? `${request.operationName ?? ''}\u0000${request.query}\u0000${JSON.stringify(request.variables ?? {})}`
            : null;
          let complexity = key ? memo.get(key) : undefined;
          if (complexity === undefined) {
            const measured = measure(document, request.operationName ?? undefined, request.variables ?? {});
            if (measured === null) return;
            complexity = measured;
            if (key && key.length < 20_000) {
              if (memo.size >= 1000) memo.clear();
              memo.set(key, complexity);
            }
          }
          if (complexity > GRAPHQL_LIMITS.maxComplexity) {
            throw new GraphQLError(`La consulta es demasiado compleja (${complexity}; máximo ${GRAPHQL_LIMITS.maxComplexity}).`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

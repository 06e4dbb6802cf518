import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, type GraphQLSchema, type ValidationContext, type ASTVisitor } from 'graphql';
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

/** Complexity is checked once the operation and its variables are known, before any resolver runs. */
export function complexityPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              operationName: request.operationName ?? undefined,
              query: document,
              variables: request.variables ?? {},
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            // Invalid variables: execution answers them as BAD_USER_INPUT without running any resolver.
            return;
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

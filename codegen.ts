import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client (ARCHITECTURE §2, §7): operations live in
 * client/src/features/<feature>/graphql/*.graphql; the output in client/src/gql/ is committed
 * and CI fails when it is stale, so the output must be deterministic.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: './schema.graphql',
  documents: ['client/src/**/*.graphql'],
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Apollo Client 4 has its own data masking; the preset's fragment masking would only add
        // $fragmentRefs wrappers to result types, so fragments are spread into the result types.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', LocalDate: 'string' },
        // Apollo's InMemoryCache always adds __typename; having it in the result types lets
        // optimistic responses and cache writes be typed (and normalized) without casts.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
  },
};

export default config;

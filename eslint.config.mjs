// `npm run lint` (also part of `npm run check`): correctness rules for every workspace.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'client/src/gql/**', 'data/**', 'e2e/.tmp/**', 'e2e/screenshots/**', 'coverage/**', '.ci-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // Unused arguments named _x are intentional (Express handlers, resolver signatures).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // TypeGraphQL resolver classes and TypeORM entities use declaration merging and empty constructors by design.
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Tests read the untyped JSON of HTTP and GraphQL answers, as the scripts that call the API do.
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Core is the shared kernel: it knows no feature module and not the composition root that lists them
    // (docs/architecture.md). Modules reach core through their manifest, which app.ts hands to it.
    files: ['server/src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**', '**/app', '**/seed/**'],
              message: 'core/ no importa módulos ni app.ts: el módulo se registra con su manifiesto (modules/<nombre>/index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable' } },
  },
);

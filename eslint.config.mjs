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
    // Every module has a front door, its index.ts (the manifest), which re-exports what other modules may
    // use; a module reaches another only through it, or through an *.entity file for a TypeORM relation
    // (docs/architecture.md, 'Las puertas de los módulos'). modules/module-imports.test.ts also checks that
    // each module imports only the modules in its `requires` and that no two modules import each other.
    files: ['server/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/**', '!../*/*.entity', '!../../**'],
              message: "Otro módulo se usa por su puerta: importá '../<módulo>' (su index.ts) o, para una relación de TypeORM, '../<módulo>/<x>.entity'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The same front-door rule one folder down (a module's migrations): '../../<module>/…' is another module.
    files: ['server/src/modules/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/**', '!../../*/*.entity', '!../../../**'],
              message: "Otro módulo se usa por su puerta: importá '../../<módulo>' (su index.ts) o, para una relación de TypeORM, '../../<módulo>/<x>.entity'.",
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

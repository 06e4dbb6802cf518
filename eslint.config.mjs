// `npm run lint` (also part of `npm run check`): correctness rules for every workspace.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Server modules: another module only through its front door (index.ts) or an *.entity file.
const MODULE_DOOR = {
  group: ['../*/**', '!../*/*.entity', '!../../**'],
  message: "Otro módulo se usa por su puerta: importá '../<módulo>' (su index.ts) o, para una relación de TypeORM, '../<módulo>/<x>.entity'.",
};
const MODULE_DOOR_BELOW = {
  group: ['../../*/**', '!../../*/*.entity', '!../../../**'],
  message: "Otro módulo se usa por su puerta: importá '../../<módulo>' (su index.ts) o, para una relación de TypeORM, '../../<módulo>/<x>.entity'.",
};
// One way to declare an input: core/input/ (fields.ts, args.ts, rules.ts), validated by its one option set.
const NO_CLASS_VALIDATOR = {
  name: 'class-validator',
  message: "Los datos de entrada se declaran con core/input/: campos en fields.ts, argumentos en args.ts, las demás reglas en rules.ts.",
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'client/dist-ssr/**', 'client/src/gql/**', 'data/**', 'e2e/.tmp/**', 'e2e/screenshots/**', 'coverage/**', '.ci-results/**'],
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
  // Client floors (docs/architecture.md, "Cliente"): gql/, ui/, lib/ and session/ are the ground floor; each
  // features/<f>/ stands on it and reaches another feature only through that feature's front door,
  // features/<f>/index.ts; app/ is the shell on top (routes, Layout, start, boot). A dynamic import() may
  // name another feature's screen module (the rule does not read import()): that keeps the screen a lazy
  // chunk of its own, as app/routes.tsx and the operation's cost sheet tab do. Tests and their fixtures
  // (*Fixtures.ts, *Mocks.ts) are not held to it: they may share test data across features.
  // client/src/features/front-doors.test.ts checks the tree and shows each refusal.
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*Fixtures.ts', '**/*Mocks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: "Una feature entra a otra sólo por su puerta: importá '../<feature>' (su index.ts) y exportá ahí lo que haga falta.",
            },
            {
              regex: '^\\.\\./\\.\\./(?!(ui|lib|gql|session)/)',
              message: 'Una feature se apoya sólo en ui/, lib/, gql/, session/ y @crm/domain; app/ es el armazón de arriba y no se importa.',
            },
          ],
        },
      ],
    },
  },
  {
    // The ground floor knows no feature and not the shell.
    files: ['client/src/{ui,lib,session}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'ui/, lib/ y session/ son la planta baja: no importan features/ ni app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shell reaches a feature through its front door too. The screens of app/routes.tsx are dynamic
    // import()s of their page modules, which this rule does not read: each screen stays its own lazy chunk.
    // app/boot/ is left out: the board drawn before the app mirrors the kanban's markup and so reads the
    // CSS modules and data helpers of the screens it draws.
    files: ['client/src/app/**/*.{ts,tsx}'],
    ignores: ['client/src/app/boot/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./features/[^/]+/',
              message: "app/ entra a una feature por su index.ts ('../features/<feature>'); las pantallas de routes.tsx van con import() dinámico.",
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
    // Inputs are declared one way: field helpers and rules from core/input/, never class-validator itself.
    files: ['server/src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_CLASS_VALIDATOR], patterns: [MODULE_DOOR] }] },
  },
  {
    // The same rules one folder down (a module's migrations): '../../<module>/…' is another module.
    files: ['server/src/modules/*/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_CLASS_VALIDATOR], patterns: [MODULE_DOOR_BELOW] }] },
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

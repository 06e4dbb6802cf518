/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = (tsx: boolean) =>
  [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          ...(tsx ? { react: { runtime: 'automatic' } } : {}),
        },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ] as [string, Record<string, unknown>];

const domainMapper = { '^@crm/domain$': '<rootDir>/domain/src/index.ts' };

const config: Config = {
  // Two cores: one worker per core; each server test file gets its own database.
  maxWorkers: 2,
  // A worker's heap grows by some 50 MB with every server test file (each loads the app anew) and reaches
  // 2.5 GB and more; garbage collection then takes a growing share of every later file. A worker past 1 GB
  // after a file is replaced by a fresh one (60 server files in one worker: 235 s → 137 s).
  workerIdleMemoryLimit: '1GB',
  // A global option (ignored inside a project when several run): server tests drive the real app over a
  // real database and render PDFs; on a busy two-core CI machine 5 s is too tight.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'domain',
      rootDir: '.',
      testMatch: ['<rootDir>/domain/src/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc(false) },
      moduleNameMapper: domainMapper,
    },
    {
      displayName: 'server',
      rootDir: '.',
      testMatch: ['<rootDir>/server/src/**/*.test.ts', '<rootDir>/server/test/**/*.test.ts'],
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j|mj)sx?$': swc(false) },
      // graphql-upload and fs-capacitor ship ESM that jest must transform.
      transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
      moduleNameMapper: domainMapper,
    },
    {
      displayName: 'client',
      rootDir: '.',
      testMatch: ['<rootDir>/client/src/**/*.test.{ts,tsx}'],
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j|mj)sx?$': swc(true) },
      transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|rxjs|react-router|@wry|optimism|graphql-tag)/)'],
      moduleNameMapper: {
        ...domainMapper,
        '\\.css$': 'identity-obj-proxy',
      },
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
    } as Config['projects'] extends (infer P)[] | undefined ? P : never,
  ],
};

export default config;

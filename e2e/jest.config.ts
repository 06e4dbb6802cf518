/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/** `npm run test:e2e`: Chromium (Debian's /usr/bin/chromium via playwright-core) against the built app on a fresh SQLite DB. */
const config: Config = {
  rootDir: '..',
  displayName: 'e2e',
  testMatch: ['<rootDir>/e2e/specs/**/*.e2e.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  // One server and one Chromium for the suite (each spec in contexts of its own); specs use unique data so they could
  // run in parallel, but 2 cores favour one.
  maxWorkers: 1,
  testTimeout: 60_000,
};

export default config;

// Browser end-to-end tests: the built shop, the real server (in-process, embedded database) and a real Chromium.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'browser',
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: true } }],
  },
  testMatch: ['<rootDir>/e2e/**/*.test.ts'],
  // The same embedded PostgreSQL per run as the server suites (skipped when DATABASE_URL is set), and Chromium unpacked.
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/../server/test/embedded-teardown.ts',
  testTimeout: 90_000,
  // Two at once, one per core: most of a browser test is waiting (for a page, a poll, a period to open), so two
  // suites side by side keep both cores about 85 % busy and take 9 minutes where one at a time took 17. The tests
  // that read a clock (canary, mock lottery) wait for their condition, never for a fixed time.
  maxWorkers: 2,
  // The longest suites first, so none starts last and runs alone while the other worker idles.
  testSequencer: '<rootDir>/../scripts/jest-slow-first.cjs',
};

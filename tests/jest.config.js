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
  // One at a time: two at once on CI's two cores were no faster (each keeps a core busy with its browser and
  // server) and made the timing of canary and mock tests fragile.
  maxWorkers: 1,
};

// One jest run for every workspace's unit and integration tests; browser tests live in tests/ (own config).
const { remotes } = require('./scripts/workspaces.cjs');
const { swc, web } = require('./preset/lib/jest-web.cjs');

/**
 * Suites of benchmark size, run by `npm run bench` (jest.bench.config.js), not by `npm test`: each grows tables to
 * hundreds of thousands or a million rows to read the query plans at size (a plan at test size says nothing).
 */
const AT_SIZE = ['<rootDir>/test/(admin-console|admin-lists|statement|orders)-scale\\.test\\.ts$'];

/**
 * With MACHINE_DATABASE_URL set (CI, `.ci/run`), `npm test` runs the suites that depend on the database server and
 * Redis on that PostgreSQL and Redis (jest.machine.config.js, its last stage) and leaves them out here:
 * each runs once.
 */
const LATER = process.env.MACHINE_DATABASE_URL ? [`<rootDir>/test/(${require('./jest.machine-suites.js').join('|')})\\.test\\.ts$`] : [];

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  testSequencer: '<rootDir>/scripts/jest-slow-first.cjs',
  projects: [
    web('shared'),
    web('shell'),
    // Each remote (scripts/workspaces.cjs): a new one is tested without an edit here.
    ...remotes().map((r) => web(r.workspace)),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...AT_SIZE, ...LATER],
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      // One embedded PostgreSQL per run (skipped when DATABASE_URL is set); each suite takes a schema of its own.
      globalSetup: '<rootDir>/test/embedded-setup.ts',
      globalTeardown: '<rootDir>/test/embedded-teardown.ts',
    },
    {
      // Checks that need a remote's mock and the server side by side (tests/ may import both; a remote may not
      // import the server, nor the server a remote): the mocks' words and refusals are the server's (issue 28).
      // Also the build tooling's own checks (the dev server's settings).
      displayName: 'mock-words',
      rootDir: '<rootDir>/tests',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/unit/**/*.test.ts'],
    },
    {
      displayName: 'lint',
      rootDir: '<rootDir>/lint',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/*.test.ts'],
    },
  ],
};

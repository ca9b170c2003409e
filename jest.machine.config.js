// CI's second server run, on the machine's PostgreSQL (15, a server of its own over TCP) and Redis instead of the
// embedded PostgreSQL (18) that `npm test` starts. Every other suite ran on the embedded one, with the same SQL
// (`.ci/run` sets MACHINE_DATABASE_URL, and `npm test` runs these here instead, so each runs once in CI); this run takes the suites whose
// outcome depends on the database server and Redis rather than on the SQL alone: requests at once and two instances on one PostgreSQL (row locks, SKIP LOCKED, serialization retries, a
// deadlock order), rate limits and lockouts kept in Redis, durability after kill -9, and the walk of every endpoint
// (each one's SQL once on the other PostgreSQL version).
const base = require('./jest.config.js');

const server = base.projects.find((p) => p.displayName === 'server');

/** The suites, by file name under server/test/: each one's reason is above. */
const SUITES = require('./jest.machine-suites.js');

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  testSequencer: base.testSequencer,
  projects: [
    {
      ...server,
      displayName: 'server-machine-database',
      testMatch: undefined,
      // The unit stage's exclusions (these very suites, when it leaves them to this run) do not apply here.
      testPathIgnorePatterns: ['/node_modules/'],
      testRegex: [`/test/(${SUITES.join('|')})\\.test\\.ts$`],
    },
  ],
};

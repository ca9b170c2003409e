// CI's second server run, on the machine's PostgreSQL (15, a server of its own over TCP) and Redis instead of the
// embedded PostgreSQL (18) that `npm test` starts. Every suite already ran on the embedded one, with the same SQL;
// this run takes again the suites whose outcome depends on the database server and Redis rather than on the SQL
// alone: requests at once and two instances on one PostgreSQL (row locks, SKIP LOCKED, serialization retries, a
// deadlock order), rate limits and lockouts kept in Redis, durability after kill -9, and the walk of every endpoint
// (each one's SQL once on the other PostgreSQL version).
const base = require('./jest.config.js');

const server = base.projects.find((p) => p.displayName === 'server');

/** The suites, by file name under server/test/: each one's reason is above. */
const SUITES = [
  // Requests at once, two instances on one PostgreSQL.
  'admin-console-dashboard', 'approvals', 'audit-chain', 'bank', 'bank-race', 'bulk-actions', 'ledger-verify',
  'lottery', 'admin-lottery', 'operator-factors', 'order-lifecycle', 'orders', 'orders-concurrency', 'release-admin',
  'release-retention', 'release-telemetry', 'releases', 'tx-retry',
  // Rate limits and lockouts in Redis.
  'ratelimit', 'lockout',
  // Acknowledged writes after kill -9.
  'crash',
  // Every endpoint once.
  'fuzz',
];

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  testSequencer: base.testSequencer,
  projects: [
    {
      ...server,
      displayName: 'server-machine-database',
      testMatch: undefined,
      testRegex: [`/test/(${SUITES.join('|')})\\.test\\.ts$`],
    },
  ],
};

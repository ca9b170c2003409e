// The server suites whose outcome depends on the database server and Redis rather than on the SQL alone, by file
// name under server/test/ (jest.machine.config.js runs them on the machine's PostgreSQL and Redis; CI runs them
// there only, and `npm test` in CI skips them on the embedded database: see jest.config.js).
module.exports = [
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

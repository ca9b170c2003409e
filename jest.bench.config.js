// `npm run bench`'s server part: the suites of benchmark size that `npm test` leaves out (jest.config.js AT_SIZE),
// and the property-based walk of every endpoint at more bodies each (FUZZ_RUNS, set by the bench script).
const base = require('./jest.config.js');

const server = base.projects.find((p) => p.displayName === 'server');
/** What the unit run leaves out of the server project, by path, is what this run takes. */
const atSize = server.testPathIgnorePatterns.filter((p) => p !== '/node_modules/').map((p) => p.replace('<rootDir>', ''));

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  projects: [
    {
      ...server,
      displayName: 'server-at-size',
      testMatch: undefined,
      testRegex: [...atSize, '/test/fuzz\\.test\\.ts$'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};

// Jest's order, with the suites known to take longest first. On a fresh clone (CI) jest has no timings cached and
// orders files by size, so a small file that runs for minutes (the endpoint walk) would start last and run alone at
// the end while the other worker idles. Started first, it runs beside everything else.
const Sequencer = require('@jest/test-sequencer').default;

/** The longest suites, longest first (`--json` timings of a CI run); each pattern matches one path's end. */
const SLOW = [
  /server\/test\/fuzz\.test\.ts$/,
  /server\/test\/validation-cost\.test\.ts$/,
  /server\/test\/crash\.test\.ts$/,
  /server\/test\/release-ops\.test\.ts$/,
  /server\/test\/ratelimit\.test\.ts$/,
  /server\/test\/bank-race\.test\.ts$/,
  /server\/test\/admin\.test\.ts$/,
  /server\/test\/approvals\.test\.ts$/,
  // The browser stage's (tests/jest.config.js), from a run with two workers.
  /e2e\/a11y\.test\.ts$/,
  // A team's whole path outside the repository: npm, tsc, jest and rspack in processes of their own, a burst of CPU
  // that would slow a page's vitals or a half-second visit measured beside it; first, beside the axe sweep.
  /e2e\/outside-team\.test\.ts$/,
  // A dev server's builds, the same kind of burst: next, still beside the axe sweep.
  /e2e\/dev-link\.test\.ts$/,
  /e2e\/remote-layout\.test\.ts$/,
  /e2e\/admin-bank\.test\.ts$/,
  /e2e\/common-pages\.test\.ts$/,
  /e2e\/bank\.test\.ts$/,
  /e2e\/lottery\.test\.ts$/,
  /e2e\/shopping\.test\.ts$/,
  /e2e\/admin-phone\.test\.ts$/,
  /e2e\/admin-a11y\.test\.ts$/,
];
const rank = (test) => {
  const index = SLOW.findIndex((pattern) => pattern.test(test.path.replaceAll('\\', '/')));
  return index === -1 ? SLOW.length : index;
};

class SlowFirst extends Sequencer {
  sort(tests) {
    // Array.prototype.sort is stable: the rest keep jest's own order.
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirst;

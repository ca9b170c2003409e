import { CANARY_BUCKETS, canaryBucket, inCanary } from './canary';

/**
 * Seeded ids in the shape of crypto.randomUUID's: random enough to measure the split, and the same on every run,
 * so the ±2-point bound (about four standard deviations at 10,000 ids) never fails by chance.
 */
function uuids(count: number, seed = 0x5eed): string[] {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return Array.from({ length: count }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`);
}

const ids = uuids(10_000);
const PERCENTS = [1, 10, 25, 50, 90];

it.each(PERCENTS)('puts %i %% of random clients in the canary, within 2 points', (percent) => {
  const share = (ids.filter((id) => inCanary(id, 'mf-bank', percent)).length / ids.length) * 100;
  expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
});

it('puts a client in the bucket FNV-1a + fmix32 of "<remote>\\0<client id>" gives, the same on every load and device', () => {
  // Worked out apart from canaryBucket: a change of the hash moves every client to another side of every canary.
  const expected: Array<[clientId: string, remote: string, bucket: number]> = [
    ['3f2b8c1e-7a4d-4e59-9b21-0c6f5d8e4a17', 'mf-bank', 181],
    ['3f2b8c1e-7a4d-4e59-9b21-0c6f5d8e4a17', 'mf-lottery', 9854],
    ['client-aaaa-1111', 'mf-bank', 6561],
    ['00000000-0000-4000-8000-000000000000', 'mf-bank', 4508],
    ['', 'mf-bank', 6006],
  ];
  for (const [clientId, remote, bucket] of expected) expect([clientId, remote, canaryBucket(clientId, remote)]).toEqual([clientId, remote, bucket]);
  expect(inCanary('3f2b8c1e-7a4d-4e59-9b21-0c6f5d8e4a17', 'mf-bank', 2)).toBe(true);
  expect(inCanary('3f2b8c1e-7a4d-4e59-9b21-0c6f5d8e4a17', 'mf-bank', 1)).toBe(false);
  expect(inCanary('client-aaaa-1111', 'mf-bank', 66)).toBe(true);
  expect(inCanary('client-aaaa-1111', 'mf-bank', 65)).toBe(false);
  for (const id of ids) expect(canaryBucket(id, 'mf-bank')).toBeLessThan(CANARY_BUCKETS);
});

it('keeps everyone who was in when the percent is raised', () => {
  let previous = new Set<string>();
  for (const percent of [0, ...PERCENTS, 100]) {
    const now = new Set(ids.filter((id) => inCanary(id, 'mf-bank', percent)));
    for (const id of previous) expect(now.has(id)).toBe(true);
    previous = now;
  }
  expect(previous.size).toBe(ids.length);
});

it('splits each remote on its own: the same client is not in every canary at once', () => {
  const inBank = ids.filter((id) => inCanary(id, 'mf-bank', 10));
  const inBoth = inBank.filter((id) => inCanary(id, 'mf-lottery', 10));
  // Independent 10 % splits overlap on about 1 % of all clients (10 % of the bank's canary).
  expect(inBoth.length / inBank.length).toBeLessThan(0.2);
});

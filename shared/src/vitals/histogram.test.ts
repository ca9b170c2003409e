import { VITAL_BOUNDS, bucketOf, emptyHistogram, mergeHistograms, percentile, sampleCount } from './histogram';
import { VITAL_METRICS, VITAL_THRESHOLDS, rateVital } from './metrics';

const of = (...values: number[]) => {
  const histogram = emptyHistogram();
  for (const value of values) histogram[bucketOf(value)]! += 1;
  return histogram;
};

test('the bounds rise strictly and every threshold is one of them', () => {
  VITAL_BOUNDS.slice(1).forEach((bound, i) => expect(bound).toBeGreaterThan(VITAL_BOUNDS[i]!));
  for (const metric of VITAL_METRICS) {
    expect(VITAL_BOUNDS).toContain(VITAL_THRESHOLDS[metric].good);
    expect(VITAL_BOUNDS).toContain(VITAL_THRESHOLDS[metric].poor);
  }
});

test('a value on a bound belongs to the bucket it closes; one past it to the next; past the last bound to the last', () => {
  expect(bucketOf(0)).toBe(0);
  expect(bucketOf(2500)).toBe(VITAL_BOUNDS.indexOf(2500));
  expect(bucketOf(2501)).toBe(VITAL_BOUNDS.indexOf(2500) + 1);
  expect(bucketOf(10_000_000)).toBe(VITAL_BOUNDS.length - 1);
});

test('merging adds bucket by bucket and keeps every sample', () => {
  const merged = mergeHistograms([of(100, 2500), of(2500, 4001), []]);
  expect(sampleCount(merged)).toBe(4);
  expect(merged[bucketOf(2500)]).toBe(2);
  expect(merged).toEqual(of(100, 2500, 2500, 4001));
});

test('no samples have no percentile', () => {
  expect(percentile(emptyHistogram(), 0.75)).toBeNull();
  expect(percentile(mergeHistograms([]), 0.75)).toBeNull();
});

test('p75 of samples all on a threshold stays within it, so it rates good, and one past it rates worse', () => {
  const onThreshold = percentile(of(2500, 2500, 2500, 2500), 0.75)!;
  expect(onThreshold).toBeLessThanOrEqual(2500);
  expect(onThreshold).toBeGreaterThan(2200);
  expect(rateVital('LCP', onThreshold)).toBe('good');
  expect(percentile(of(2501, 2501, 2501, 2501), 0.75)).toBeGreaterThan(2500);
  expect(rateVital('LCP', 2500)).toBe('good');
  expect(rateVital('LCP', 4000)).toBe('needs-improvement');
  expect(rateVital('LCP', 4001)).toBe('poor');
});

test('p75 takes the rank ceil(0.75 n): three fast and one slow sample give the fast ones', () => {
  expect(percentile(of(100, 100, 100, 30_000), 0.75)).toBe(100);
  expect(percentile(of(100, 100, 30_000, 30_000), 0.75)).toBeGreaterThan(28_000);
});

test('inside a bucket the percentile is interpolated between its bounds', () => {
  // Four samples in (2200, 2500]: ranks 1..4 fall at a quarter, half, three quarters and the whole of the step.
  const histogram = of(2300, 2300, 2300, 2300);
  expect(percentile(histogram, 0.25)).toBe(2275);
  expect(percentile(histogram, 0.5)).toBe(2350);
  expect(percentile(histogram, 0.75)).toBe(2425);
  expect(percentile(histogram, 1)).toBe(2500);
});

test('the first bucket starts at 0 and the last ends at the last bound', () => {
  expect(percentile(of(0, 0), 0.5)).toBe(1);
  expect(percentile(of(99_999), 0.75)).toBe(VITAL_BOUNDS[VITAL_BOUNDS.length - 1]);
});

/**
 * Fixed, roughly log-spaced bucket bounds shared by the shell, the server and the console: bucket i holds the
 * values above BOUNDS[i - 1] up to BOUNDS[i] (bucket 0 from 0). Every one of Google's thresholds is a bound, so a
 * histogram says exactly how many samples were good; above 10 a step is at most a sixth of its bound, so
 * a p75 read from them is off by less than the canary judge's margin. Larger values are kept in the last bucket
 * (a vital past a minute counts as a minute).
 */
export const VITAL_BOUNDS: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 56, 63, 70, 80, 90, 100, 110,
  125, 140, 160, 180, 200, 220, 250, 280, 320, 360, 400, 450, 500, 560, 630, 700, 800, 900, 1000, 1100, 1250, 1400,
  1600, 1800, 2000, 2200, 2500, 2800, 3000, 3200, 3600, 4000, 4500, 5000, 5600, 6300, 7000, 8000, 9000, 10000, 11000,
  12500, 14000, 16000, 18000, 20000, 22500, 25000, 28000, 32000, 36000, 40000, 45000, 50000, 56000, 60000,
];

/** Sample counts per bucket of VITAL_BOUNDS. */
export type Histogram = number[];

export const emptyHistogram = (): Histogram => new Array<number>(VITAL_BOUNDS.length).fill(0);

/** The bucket a whole-number value falls in (binary search over the bounds). */
export function bucketOf(value: number): number {
  let low = 0;
  let high = VITAL_BOUNDS.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (value <= VITAL_BOUNDS[middle]!) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Adds histograms bucket by bucket; a shorter one (or a missing bucket) adds nothing. */
export function mergeHistograms(histograms: readonly Histogram[]): Histogram {
  const merged = emptyHistogram();
  for (const histogram of histograms) histogram.forEach((count, i) => (merged[i] = merged[i]! + count));
  return merged;
}

export const sampleCount = (histogram: Histogram) => histogram.reduce((sum, count) => sum + count, 0);

/**
 * The q-th quantile (0.75 for p75), interpolated linearly inside its bucket as Prometheus' histogram_quantile
 * does, rounded to a whole number; null with no samples. The rank is ceil(q·n), so with every sample at or below a
 * bound the quantile is at most that bound: all samples good gives a good p75, never one just past the threshold.
 */
export function percentile(histogram: Histogram, q: number): number | null {
  const total = sampleCount(histogram);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let below = 0;
  for (let i = 0; i < histogram.length; i++) {
    const count = histogram[i]!;
    if (below + count >= rank) {
      const lower = i === 0 ? 0 : VITAL_BOUNDS[i - 1]!;
      const upper = VITAL_BOUNDS[i]!;
      return Math.round(lower + ((upper - lower) * (rank - below)) / count);
    }
    below += count;
  }
  return VITAL_BOUNDS[VITAL_BOUNDS.length - 1]!;
}

/**
 * The five field Web Vitals the shop measures (issue 27), with Google's thresholds. Values travel and are stored as
 * whole numbers: milliseconds for the timings, thousandths for CLS (a shift score of 0.1 is 100), so every
 * comparison with a threshold is exact.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** At or below `good` is good; above `poor` is poor; between them needs improvement (web.dev/articles/vitals). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 100, poor: 250 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** CLS is kept in thousandths: what the web-vitals library measures (0.1) as the whole number stored (100). */
export const CLS_SCALE = 1000;

/** A vital as people read it: "2,500 ms", "0.1". */
export const vitalValue = (metric: VitalMetric, value: number) => (metric === 'CLS' ? value / CLS_SCALE : value);

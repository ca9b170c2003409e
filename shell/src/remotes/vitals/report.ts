import type { RemoteRegistryEntry } from '@snapmall/shared';
import type { VitalMetric } from '@snapmall/shared/vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { flushVitals, queueVital } from './beacon';
import { routeOf, sampleOf } from './page';

/** Marked once the page's vitals are observed. */
export const VITALS_MARK = 'snapmall:vitals';
/** The vitals of the page load itself: they belong to the route the page was opened on. */
const LOAD_VITALS: ReadonlySet<VitalMetric> = new Set(['LCP', 'FCP', 'TTFB']);

/**
 * The lazy chunk (start.ts loads it when the page is idle): the web-vitals library observes the page, buffered, so
 * what happened before it came is measured too. LCP, FCP and TTFB are the landing route's; INP and CLS, measured
 * over the whole visit and reported when the page is hidden, the route it was on then.
 */
export function reportVitals(landing: string, registry: Promise<RemoteRegistryEntry[]>): void {
  const record = (metric: Metric) => {
    const route = LOAD_VITALS.has(metric.name) ? landing : routeOf(window.location.hash);
    registry.then(
      (entries) => {
        const sample = sampleOf(metric.name, metric.value, route, entries);
        if (sample) queueVital(sample);
      },
      () => undefined,
    );
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(record);
  window.addEventListener('pagehide', flushVitals);
  // From here the page's vitals are observed (a measurement, or a test, knows the visit can end and still report).
  performance.mark(VITALS_MARK);
}


import { percentile, sampleCount, type Histogram, type VitalMetric } from '@snapmall/shared/vitals';
import type { Config } from '../../config';

/** The vitals the judge compares (issue 27): the largest paint and the response to input, what a slow release costs a phone. */
export const JUDGED_VITALS = ['LCP', 'INP'] as const satisfies readonly VitalMetric[];
type JudgedVital = (typeof JUDGED_VITALS)[number];

export type VitalsRule = Pick<Config, 'canaryMinVitals' | 'canaryVitalsMargin'>;
/** A version's histograms of the judged vitals over the window (a vital absent: no samples). */
export type VersionVitals = Partial<Record<JudgedVital, Histogram>>;

/**
 * What makes a canary slower than its stable, in the words the log, the audit record and the operators' message
 * show ("LCP p75 3600 ms vs stable 1200 ms (40 and 52 samples)"), or undefined when it is not: a vital is judged
 * once each side has the rule's samples, and trips when the canary's p75 exceeds stable's by more than the margin.
 */
export function slowerVitals(canary: VersionVitals, stable: VersionVitals, rule: VitalsRule): string | undefined {
  const slower = JUDGED_VITALS.flatMap((metric) => {
    const mine = canary[metric] ?? [];
    const theirs = stable[metric] ?? [];
    if (sampleCount(mine) < rule.canaryMinVitals || sampleCount(theirs) < rule.canaryMinVitals) return [];
    const [p75, stableP75] = [percentile(mine, 0.75)!, percentile(theirs, 0.75)!];
    if (p75 <= stableP75 * (1 + rule.canaryVitalsMargin)) return [];
    return [`${metric} p75 ${p75} ms vs stable ${stableP75} ms (${sampleCount(mine)} and ${sampleCount(theirs)} samples)`];
  });
  return slower.length ? slower.join('; ') : undefined;
}

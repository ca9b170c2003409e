import type { AdminVitalsSummary, TelemetryVitalsBody, VitalSample, VitalsRow } from '@snapmall/shared/contract';
import { VITAL_METRICS, bucketOf, emptyHistogram, percentile, sampleCount, type Histogram, type VitalMetric } from '@snapmall/shared/vitals';
import type { Database } from '../../db/database';
import * as vitals from './repository';
import type { HistogramRow, VitalsKey } from './repository';

/** Issue 27: the field vitals are kept for 30 days, the span the console looks back over at most (a week) and then some. */
const KEEP_DAYS = 30;
/** Rows the sweep deletes per run and table at most: a backlog is worked off over several runs. */
const SWEEP_LIMIT = 5_000;
/**
 * Samples of one metric one client adds to one remote version a day: a visitor's few page loads. With the canary
 * telemetry's few clients per address, one address brings at most a dozen samples of a metric to a version a day,
 * so it cannot carry a p75 over the real visitors' unless it is a quarter of them.
 */
export const SAMPLES_PER_CLIENT = 4;

export interface Release {
  remote: string;
  version: string;
}

/**
 * The canary telemetry's trust rules (releases/telemetry.ts ReleaseTelemetry.admit), handed in by the composition
 * (services.ts): of the releases a batch names, those the registry serves this client, from a client its address
 * may bring.
 */
export type Admit = (client: string, preview: string | undefined, address: string, releases: Release[]) => Promise<Release[]>;

const releaseKey = (r: Release) => `${r.remote}\n${r.version}`;
const sorted = <T>(entries: Map<string, T>) => [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Real users' Web Vitals (issue 27): what the shell measures on its pages, counted only under the canary
 * telemetry's trust rules and a few samples per client a day, kept as per-minute histograms, read as p75s by the
 * console and by the canary judge.
 */
export class VitalsService {
  constructor(
    private readonly db: Database,
    private readonly admit: Admit,
  ) {}

  /** Counts a browser's batch; samples that do not count are dropped, not refused: vitals never fail a page. */
  async record(batch: TelemetryVitalsBody, address: string): Promise<void> {
    const named = new Map(batch.samples.map((s) => [releaseKey(s), { remote: s.remote, version: s.version }]));
    const admitted = new Set((await this.admit(batch.client, batch.preview, address, [...named.values()])).map(releaseKey));
    const perMetric = new Map<string, VitalSample[]>();
    for (const sample of batch.samples.filter((s) => admitted.has(releaseKey(s)))) {
      const key = `${releaseKey(sample)}\n${sample.metric}`;
      perMetric.set(key, [...(perMetric.get(key) ?? []), sample]);
    }
    if (perMetric.size === 0) return;
    await this.db.tx(async (q) => {
      const kept: VitalSample[] = [];
      // Rows are locked in key order, the same in every batch, so two batches never wait for each other in a circle.
      for (const [, samples] of sorted(perMetric)) {
        const { remote, version, metric } = samples[0]!;
        const granted = await vitals.grantSamples(q, { remote, version, client: batch.client, metric }, samples.length, SAMPLES_PER_CLIENT);
        kept.push(...samples.slice(0, granted));
      }
      for (const [, { key, histogram }] of sorted(histograms(kept, batch))) {
        await vitals.addToMinute(q, key, histogram, sampleCount(histogram));
      }
    });
  }

  /** The console's page: p75 of each vital per page and per remote version over the last day or week. */
  async summary(days: 1 | 7): Promise<AdminVitalsSummary> {
    const [pages, versions] = await Promise.all([vitals.summedSince(this.db, 'route', days), vitals.summedSince(this.db, 'version', days)]);
    return { days, pages: figures(pages), versions: figures(versions) };
  }

  /** The judge's figures: each version's histogram of each metric over the last `minutes` (absent: no samples). */
  async windowHistograms(remote: string, versions: string[], metrics: VitalMetric[], minutes: number): Promise<Map<string, Partial<Record<VitalMetric, Histogram>>>> {
    const rows = await vitals.windowHistograms(this.db, remote, versions, metrics, minutes);
    const byVersion = new Map<string, Partial<Record<VitalMetric, Histogram>>>();
    for (const row of rows) byVersion.set(row.name, { ...byVersion.get(row.name), [row.metric]: row.buckets });
    return byVersion;
  }

  /** Rows past the 30 days, and clients' finished days. */
  sweep(): Promise<void> {
    return vitals.deleteOld(this.db, KEEP_DAYS, SWEEP_LIMIT);
  }
}

/** The kept samples as one histogram per minute row's key (the batch is one browser's: one device and connection). */
function histograms(samples: VitalSample[], batch: Pick<TelemetryVitalsBody, 'device' | 'connection'>) {
  const rows = new Map<string, { key: VitalsKey; histogram: Histogram }>();
  for (const s of samples) {
    const key: VitalsKey = { remote: s.remote, version: s.version, metric: s.metric, route: s.route, device: batch.device, connection: batch.connection };
    const id = Object.values(key).join('\n');
    const row = rows.get(id) ?? { key, histogram: emptyHistogram() };
    row.histogram[bucketOf(s.value)]! += 1;
    rows.set(id, row);
  }
  return rows;
}

/** Summed rows as the console's rows: each remote and name with its five figures in VITAL_METRICS order. */
function figures(rows: HistogramRow[]): VitalsRow[] {
  const grouped = new Map<string, VitalsRow & { histograms: Map<string, Histogram> }>();
  for (const row of rows) {
    const id = `${row.remote}\n${row.name}`;
    const entry = grouped.get(id) ?? { remote: row.remote, name: row.name, vitals: [], histograms: new Map() };
    entry.histograms.set(row.metric, row.buckets);
    grouped.set(id, entry);
  }
  return [...grouped.values()].map(({ remote, name, histograms: byMetric }) => ({
    remote,
    name,
    vitals: VITAL_METRICS.map((metric) => {
      const histogram = byMetric.get(metric) ?? emptyHistogram();
      return { metric, p75: percentile(histogram, 0.75), samples: sampleCount(histogram) };
    }),
  }));
}

import type { TelemetryEvent, TelemetryRemoteBody } from '@snapmall/shared/contract';
import { inCanary } from '@snapmall/shared/remote';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Actor, OperatorService } from '../operators/service';
import { checkPreview } from './preview';
import { hashAddress } from './telemetry-address';
import * as telemetry from './telemetry-repository';
import type { CanaryOnAir, ClientReport } from './telemetry-repository';
import { JUDGED_VITALS, slowerVitals, type VersionVitals, type VitalsRule } from './vitals-verdict';

/** Client rows not seen for this long are of no use to the judge (its window is minutes) nor to the day's figures. */
const KEEP_DAYS = 2;
/** Rows the judge deletes per run at most: a backlog is worked off over several runs, never in one long lock. */
const SWEEP_LIMIT = 5_000;
/**
 * Clients one address (an IPv6 /64) may bring into a version's counts within ADDRESS_SPAN_HOURS: a household or an
 * office behind one address is a few clients; a script rotating client ids is still three.
 */
export const CLIENTS_PER_ADDRESS = 3;
/** The span of that cap: the day, the longest span of the figures, so neither the window's nor the day's can be padded. */
export const ADDRESS_SPAN_HOURS = 24;
const JUDGE: Actor = 'system:canary-judge';

type Rule = Pick<Config, 'canaryMinClients' | 'canaryMaxExtraFailureRate' | 'canaryWindowMinutes'> & VitalsRule;

/** The field vitals' histograms of a remote's versions over the judge's window (vitals/service.ts, handed in by services.ts). */
export type WindowVitals = (remote: string, versions: string[], metrics: Array<(typeof JUDGED_VITALS)[number]>, minutes: number) => Promise<Map<string, VersionVitals>>;

/** Why the judge withdrew a canary: its failures, or its field vitals (issue 27). */
type Verdict = 'failures' | 'vitals';

/** A version's distinct clients in the judge's window (less its weightiest address), and how many reported a failure. */
interface Figures {
  failures: number;
  clients: number;
}

/** What one browser sent in one call. */
export type TelemetryBatch = Pick<TelemetryRemoteBody, 'client' | 'preview' | 'events'>;

/**
 * The remotes' telemetry (issues 17 and 25): the shell reports, per remote version, loads and failures; the server
 * counts each client once per version (as a failure if it reported one), only for a version the registry really
 * serves that client, and at most CLIENTS_PER_ADDRESS clients per address. A judge on every instance compares each
 * canary with its stable and withdraws a canary that fails clearly more often, once both sides have enough clients,
 * each side less its weightiest address (telemetry-repository.ts windowCounts): a bad release reaches a few percent
 * of the clients for a few minutes at most, and no one address can steer the verdict either way. The same rules
 * decide whose field vitals count (admit, issue 27), and the judge also withdraws a canary whose real visitors' p75
 * LCP or INP is past stable's by CANARY_VITALS_MARGIN (vitals-verdict.ts).
 */
export class ReleaseTelemetry {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    private readonly rule: Rule,
    private readonly windowVitals: WindowVitals,
  ) {}

  /**
   * Counts a browser's batch from a client address. Reports of a version this client is not served, and clients
   * past their address's cap, are dropped, not refused: telemetry never fails a page.
   */
  async record(batch: TelemetryBatch, address: string): Promise<void> {
    const reports = byVersion(batch.events);
    const served = await this.servedTo(batch.client, batch.preview, [...new Set(reports.map((r) => r.remote))]);
    await this.countClients(batch.client, address, reports.filter((r) => served(r.remote, r.version)));
  }

  /**
   * The same rules for the field vitals (issue 27): of the releases a vitals batch names, those this client is
   * served, counted as its loads (its page of that release was drawn) unless its address is past the cap.
   */
  async admit(client: string, preview: string | undefined, address: string, releases: Array<{ remote: string; version: string }>) {
    const served = await this.servedTo(client, preview, [...new Set(releases.map((r) => r.remote))]);
    const ordered = [...releases].sort((a, b) => (`${a.remote}\n${a.version}` < `${b.remote}\n${b.version}` ? -1 : 1));
    return this.countClients(client, address, ordered.filter((r) => served(r.remote, r.version)).map((r) => ({ ...r, loaded: true })));
  }

  /** Counts each report in a transaction of its own (countClient's lock); answers those within the address's cap. */
  private async countClients<R extends Omit<ClientReport, 'client' | 'address'>>(client: string, address: string, reports: R[]): Promise<R[]> {
    if (reports.length === 0) return [];
    const hashed = await hashAddress(this.db, address);
    const counted: R[] = [];
    for (const report of reports) {
      if (await this.db.tx((q) => telemetry.countClient(q, { ...report, client, address: hashed }, CLIENTS_PER_ADDRESS, ADDRESS_SPAN_HOURS))) counted.push(report);
    }
    return counted;
  }

  /**
   * Which versions the registry serves this client now (registry.ts, channel.ts): of a remote with a stable
   * release, the canary if the client's hash puts it in the canary's percent, else stable; and the release of a
   * live preview link made for this client. A remote with no stable is served from its local build, which has no
   * version to count.
   */
  private async servedTo(client: string, previewToken: string | undefined, remotes: string[]) {
    const [channels, preview] = await Promise.all([
      telemetry.servedReleases(this.db, remotes),
      previewToken ? checkPreview(this.db, previewToken, client) : undefined,
    ]);
    return (remote: string, version: string): boolean => {
      if (preview?.state === 'active' && preview.grant.remote === remote && preview.grant.version === version) return true;
      const stable = channels.find((c) => c.remote === remote && c.channel === 'stable');
      const canary = channels.find((c) => c.remote === remote && c.channel === 'canary');
      if (!stable) return false;
      return version === (canary && inCanary(client, remote, canary.percent) ? canary.version : stable.version);
    };
  }

  /**
   * Judges every canary against its stable over the window and withdraws those that fail more often past the
   * threshold, or whose real users' p75 LCP or INP is past stable's by the margin (issue 27); also sweeps
   * old rows. Safe on several instances at once (deleteCanary lets one of them withdraw). Answers the remotes
   * whose canary this run withdrew.
   */
  async judge(): Promise<string[]> {
    await telemetry.deleteOldClients(this.db, KEEP_DAYS, SWEEP_LIMIT);
    const withdrawn: string[] = [];
    for (const canary of await telemetry.canaries(this.db)) {
      // Judged alone, against 0 %, when no client is served stable: no stable, stable is the canary, or 100 %.
      const alone = canary.stable_version === null || canary.stable_version === canary.version || canary.percent >= 100;
      const versions = alone ? [canary.version] : [canary.version, canary.stable_version!];
      const counts = await telemetry.windowCounts(this.db, canary.remote, versions, this.rule.canaryWindowMinutes);
      const mine = counts.get(canary.version) ?? NONE;
      const stable = alone ? NONE : (counts.get(canary.stable_version!) ?? NONE);
      const verdict: [Verdict, string] | undefined = tooBad(mine, alone ? undefined : stable, this.rule)
        ? ['failures', `failures ${share(mine)} vs stable ${share(stable)}`]
        : alone
          ? undefined
          : await this.slowerThanStable(canary);
      if (verdict && (await this.withdraw(canary, ...verdict))) withdrawn.push(canary.remote);
    }
    return withdrawn;
  }

  /** The vitals' verdict (issue 27): ['vitals', figures] when the canary's p75 LCP or INP is past stable's by the margin. */
  private async slowerThanStable(canary: CanaryOnAir): Promise<[Verdict, string] | undefined> {
    const vitals = await this.windowVitals(canary.remote, [canary.version, canary.stable_version!], [...JUDGED_VITALS], this.rule.canaryWindowMinutes);
    const figures = slowerVitals(vitals.get(canary.version) ?? {}, vitals.get(canary.stable_version!) ?? {}, this.rule);
    return figures === undefined ? undefined : ['vitals', figures];
  }

  /** Takes the canary off, logs, audits and tells the operators, all in one transaction; false when another judge did. */
  private async withdraw(canary: CanaryOnAir, verdict: Verdict, note: string): Promise<boolean> {
    return this.db.tx(async (q) => {
      const removed = await telemetry.deleteCanary(q, canary.remote, canary.release_id);
      if (!removed) return false;
      await telemetry.logWithdrawal(q, { remote: canary.remote, releaseId: canary.release_id, percent: removed.percent, by: JUDGE, note });
      await this.operators.record(q, JUDGE, {
        action: 'release.canaryWithdraw',
        target: { type: 'release', id: canary.release_id },
        before: { remote: canary.remote, channel: 'canary', version: canary.version, percent: removed.percent },
        after: null,
        reason: note,
      });
      const stable = canary.stable_version ?? 'its local build';
      await this.operators.messages.notify(q, {
        kind: verdict === 'failures' ? 'release.canaryWithdrawn' : 'release.canarySlower',
        title: `Canary of ${canary.remote} withdrawn`,
        body:
          `The canary ${canary.version} of ${canary.remote} (${removed.percent} % of clients) ` +
          `${verdict === 'failures' ? 'failed too often' : 'was slower than stable for its real users'} over the last ` +
          `${this.rule.canaryWindowMinutes} minutes: ${note}. Every client gets ${stable} again.`,
        // The console says it in the operator's language from these; `stable` empty: the local build.
        params: { remote: canary.remote, version: canary.version, percent: removed.percent, minutes: this.rule.canaryWindowMinutes, figures: note, stable: canary.stable_version ?? '' },
      });
      return true;
    });
  }
}

const NONE: Figures = { failures: 0, clients: 0 };

/** A batch's events as one report per version (the batch is one client's): loaded or not, and its last failure. */
function byVersion(events: TelemetryEvent[]): Array<Omit<ClientReport, 'client' | 'address'>> {
  const reports = new Map<string, Omit<ClientReport, 'client' | 'address'>>();
  for (const e of events) {
    const key = `${e.remote}\n${e.version}`;
    const report = reports.get(key) ?? { remote: e.remote, version: e.version, loaded: false };
    if (e.kind === 'load') report.loaded = true;
    else report.failure = { route: e.route ?? '', error: e.error ?? '' };
    reports.set(key, report);
  }
  // In key order: a batch naming several versions takes their locks in the order every other batch does.
  return [...reports.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, report]) => report);
}

const rate = (f: Figures) => (f.clients === 0 ? 0 : f.failures / f.clients);

/** Enough clients on each side that is judged, and the canary's rate over stable's (0 % when alone) by more than the rule. */
function tooBad(canary: Figures, stable: Figures | undefined, rule: Rule): boolean {
  if (canary.clients < rule.canaryMinClients || (stable && stable.clients < rule.canaryMinClients)) return false;
  return rate(canary) - rate(stable ?? NONE) > rule.canaryMaxExtraFailureRate;
}

/** "12/20 (60 %)": failing clients of all clients, as the log, the audit record and the operators' message show. */
const share = (f: Figures) => `${f.failures}/${f.clients} (${Math.round(rate(f) * 100)} %)`;

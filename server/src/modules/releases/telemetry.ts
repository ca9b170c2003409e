import type { TelemetryEvent } from '@snapmall/shared/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Actor, OperatorService } from '../operators/service';
import { TelemetryCap } from './telemetry-cap';
import * as telemetry from './telemetry-repository';
import type { CanaryOnAir, VersionCounts } from './telemetry-repository';

/** Counts older than this are of no use to the judge (its window is minutes) nor to the day's figures. */
const KEEP_DAYS = 2;
/** Rows the judge deletes per run at most: a backlog is worked off over several runs, never in one long lock. */
const SWEEP_LIMIT = 5_000;
const JUDGE: Actor = 'system:canary-judge';

type Rule = Pick<Config, 'canaryMinLoads' | 'canaryMaxExtraFailureRate' | 'canaryWindowMinutes'>;

/** A version's reports in the judge's window: loads (a route table loaded) and failures. */
interface Figures {
  failures: number;
  reports: number;
}

/**
 * The remotes' telemetry (issue 17): the shell reports, per remote version, loads and failures; they are counted
 * per minute, and a judge on every instance compares each canary with its stable and withdraws a canary that
 * fails clearly more often, so a bad release reaches a few percent of the clients for a few minutes at most.
 */
export class ReleaseTelemetry {
  private readonly cap = new TelemetryCap();

  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    private readonly rule: Rule,
  ) {}

  /**
   * Counts a batch of the shell's events from a client address; events of versions the store does not have, and
   * those over the address's cap (telemetry-cap.ts), are dropped, not refused.
   */
  async record(events: TelemetryEvent[], address: string): Promise<void> {
    const admitted = this.cap.admit(address, events);
    if (admitted.length === 0) return;
    await telemetry.addCounts(
      this.db,
      admitted.map((e) => ({ remote: e.remote, version: e.version, kind: e.kind, route: e.route ?? '', error: e.error ?? '' })),
    );
  }

  /**
   * Judges every canary against its stable over the window and withdraws those over the threshold; also sweeps
   * old counts. Safe on several instances at once (deleteCanary lets one of them withdraw). Answers the remotes
   * whose canary this run withdrew.
   */
  async judge(): Promise<string[]> {
    await telemetry.deleteOldCounts(this.db, KEEP_DAYS, SWEEP_LIMIT);
    const withdrawn: string[] = [];
    for (const canary of await telemetry.canaries(this.db)) {
      const counts = await telemetry.countsByVersion(this.db, canary.remote, this.rule.canaryWindowMinutes);
      const mine = figures(counts.get(canary.version));
      // A remote with no stable (or stable = canary) has nothing to compare with: its rate counts as 0.
      const stable = canary.stable_version === null || canary.stable_version === canary.version ? { failures: 0, reports: 0 } : figures(counts.get(canary.stable_version));
      if (!tooBad(mine, stable, this.rule)) continue;
      if (await this.withdraw(canary, `failures ${share(mine)} vs stable ${share(stable)}`)) withdrawn.push(canary.remote);
    }
    return withdrawn;
  }

  /** Takes the canary off, logs, audits and tells the operators, all in one transaction; false when another judge did. */
  private async withdraw(canary: CanaryOnAir, note: string): Promise<boolean> {
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
      await this.operators.notify(q, {
        kind: 'release.canaryWithdrawn',
        title: `Canary of ${canary.remote} withdrawn`,
        body:
          `The canary ${canary.version} of ${canary.remote} (${removed.percent} % of clients) failed too often over the last ` +
          `${this.rule.canaryWindowMinutes} minutes: ${note}. Every client gets ${stable} again.`,
        // The console says it in the operator's language from these; `stable` empty: the local build.
        params: { remote: canary.remote, version: canary.version, percent: removed.percent, minutes: this.rule.canaryWindowMinutes, figures: note, stable: canary.stable_version ?? '' },
      });
      return true;
    });
  }
}

/**
 * A failed load sends a failure and no load, so a version's reports are its loads plus its failures: a canary that
 * fails to load everywhere has reports (all failures) and is judged, where counting loads alone would never judge it.
 */
function figures(c: VersionCounts | undefined): Figures {
  const failures = c?.failures_window ?? 0;
  return { failures, reports: (c?.loads_window ?? 0) + failures };
}

const rate = (f: Figures) => (f.reports === 0 ? 0 : f.failures / f.reports);

function tooBad(canary: Figures, stable: Figures, rule: Rule): boolean {
  return canary.reports >= rule.canaryMinLoads && rate(canary) - rate(stable) > rule.canaryMaxExtraFailureRate;
}

/** "12/20 (60 %)": what the log, the audit record and the operators' message show. */
const share = (f: Figures) => `${f.failures}/${f.reports} (${Math.round(rate(f) * 100)} %)`;

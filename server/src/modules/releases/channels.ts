import type { Database, Queryable } from '../../db/database';
import { notFound, refuse } from '../../domain/errors';
import type { Actor, OperatorService } from '../operators/service';
import type { DeployAccess } from './deploy';
import * as repo from './repository';
import type { ReleaseRow } from './repository';

/**
 * The channels of a remote (issue 17): stable, which every client gets, and a canary, which `percent` of the
 * clients get instead. Every change takes the remote's row lock first (two instances at once run one after the
 * other) and holds retention off (retention.ts: it never prunes a release a change is putting live), is logged in
 * release_channel_log and audited, all in one transaction.
 *
 * What may go live: never a release whose smoke run failed, nor one whose files were pruned. A deployer (an
 * operator or a team's token) may put live only a release whose smoke run passed (`npm run release` records it);
 * the command line (an operator at the server, who takes it on himself) and the shop itself (start-up publishing of
 * the local builds) may put live one with no verdict yet.
 */
export class ReleaseChannels {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    private readonly access: DeployAccess,
  ) {}

  /** Makes a release the stable one; it ends the canary when it is the canary. Promoting stable again changes nothing. */
  async promote(remote: string, version: string, by: Actor): Promise<ReleaseRow> {
    return this.change(remote, by, async (q) => {
      const release = await liveable(q, remote, version, by);
      const current = await repo.lockChannel(q, remote, 'stable');
      if (current?.release_id === release.id) return release;
      await repo.setChannel(q, { remote, channel: 'stable', releaseId: release.id, percent: 100 });
      await repo.logChannel(q, { remote, channel: 'stable', releaseId: release.id, percent: 100, action: 'promote', by });
      await this.endCanaryOf(q, remote, release.id, by, 'promoted to stable');
      const before = current ? (await repo.releaseById(q, current.release_id))?.version : undefined;
      await this.audit(q, by, 'release.promote', release, { stable: before ?? null }, { stable: release.version });
      return release;
    });
  }

  /**
   * Serves a release to `percent` of the clients (the same clients as long as the percent stays: the split is a
   * stable hash of the client id); percent 0 ends the canary. The stable release cannot be the canary too.
   */
  async canary(remote: string, version: string, percent: number, by: Actor) {
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw refuse('release.badPercent');
    return this.change(remote, by, async (q) => {
      // Ending a canary needs only the release; serving one needs a release that may go live.
      const release = percent === 0 ? await existing(q, remote, version) : await liveable(q, remote, version, by);
      const current = await repo.lockChannel(q, remote, 'canary');
      if (percent === 0) {
        if (current?.release_id !== release.id) throw refuse('release.notCanary', { version });
        await this.endCanaryOf(q, remote, release.id, by, 'ended by hand');
        await this.audit(q, by, 'release.canary', release, { canary: { version, percent: current.percent } }, { canary: null });
        return { version, percent: 0 };
      }
      if ((await repo.lockChannel(q, remote, 'stable'))?.release_id === release.id) throw refuse('release.canaryIsStable', { version });
      if (current?.release_id === release.id && current.percent === percent) return { version, percent };
      const replaced = current && current.release_id !== release.id ? (await repo.releaseById(q, current.release_id))?.version : undefined;
      if (replaced !== undefined) await repo.logChannel(q, { remote, channel: 'canary', releaseId: current!.release_id, percent: current!.percent, action: 'end', by, note: `replaced by ${version}` });
      await repo.setChannel(q, { remote, channel: 'canary', releaseId: release.id, percent });
      await repo.logChannel(q, { remote, channel: 'canary', releaseId: release.id, percent, action: 'canary', by });
      const before = current ? { version: replaced ?? version, percent: current.percent } : null;
      await this.audit(q, by, 'release.canary', release, { canary: before }, { canary: { version, percent } });
      return { version, percent };
    });
  }

  /**
   * Moves stable back to the release that was stable before the current one. The log's promotes form a stack:
   * a rollback marks the top one undone, so a second rollback goes one further back.
   */
  async rollback(remote: string, by: Actor): Promise<ReleaseRow> {
    return this.change(remote, by, async (q) => {
      await repo.lockChannel(q, remote, 'stable');
      const [live, previous] = await repo.livePromotes(q, remote, 'stable');
      if (!live || !previous) throw refuse('release.noPrevious', { remote });
      const before = (await repo.releaseById(q, previous.release_id))!;
      // Back to what was live before: it went live once, so no smoke verdict is asked of it, but it must still
      // be servable (its files not pruned, its smoke run not failed since).
      const target = await liveable(q, remote, before.version, 'system:rollback');
      await repo.markRolledBack(q, live.id);
      await repo.setChannel(q, { remote, channel: 'stable', releaseId: target.id, percent: 100 });
      await repo.logChannel(q, { remote, channel: 'stable', releaseId: target.id, percent: 100, action: 'rollback', by });
      await this.endCanaryOf(q, remote, target.id, by, 'rolled back to stable');
      const from = (await repo.releaseById(q, live.release_id))!;
      await this.audit(q, by, 'release.rollback', target, { stable: from.version }, { stable: target.version });
      return target;
    });
  }

  /**
   * The smoke run's verdict on a release; a release that failed it is taken off the canary and never goes live
   * again. A failed verdict on the stable release does not move stable (there may be nothing better to serve, and
   * only the team knows what is): `stillStable` says so, for the deployer to roll back or promote a fix.
   */
  async recordSmoke(remote: string, version: string, passed: boolean, note: string, by: Actor): Promise<ReleaseRow & { stillStable: boolean }> {
    return this.change(remote, by, async (q) => {
      const release = await existing(q, remote, version);
      const smoke = passed ? 'passed' : 'failed';
      await repo.setSmoke(q, release.id, smoke, note);
      if (!passed) await this.endCanaryOf(q, remote, release.id, by, 'smoke failed');
      const stillStable = !passed && (await repo.lockChannel(q, remote, 'stable'))?.release_id === release.id;
      await this.audit(q, by, 'release.smoke', release, { smoke: release.smoke }, { smoke, note, ...(stillStable ? { still_stable: true } : {}) });
      return { ...release, smoke, smoke_note: note, stillStable };
    });
  }

  /**
   * Runs a change of a remote's channels: retention held off (it takes the same lock exclusive, so a release
   * checked here as not pruned stays so until the change commits), the remote exists, the actor has the right,
   * the remote's row is locked.
   */
  private async change<T>(remote: string, by: Actor, fn: (q: Queryable) => Promise<T>): Promise<T> {
    return this.db.tx(async (q) => {
      await repo.holdOffRetention(q);
      if (!(await repo.lockRemote(q, remote))) throw refuse('release.noRemote', { remote });
      await this.access.check(q, by, remote);
      return fn(q);
    });
  }

  /** Ends the canary if it serves this release, logged with why. */
  private async endCanaryOf(q: Queryable, remote: string, releaseId: bigint, by: Actor, note: string) {
    const canary = await repo.lockChannel(q, remote, 'canary');
    if (canary?.release_id !== releaseId) return;
    await repo.deleteChannel(q, remote, 'canary');
    await repo.logChannel(q, { remote, channel: 'canary', releaseId, percent: canary.percent, action: 'end', by, note });
  }

  private async audit(q: Queryable, by: Actor, action: string, release: ReleaseRow, before: unknown, after: unknown) {
    await this.operators.record(q, by, { action, target: { type: 'release', id: release.id }, before: { remote: release.remote, ...(before as object) }, after });
  }
}

async function existing(q: Queryable, remote: string, version: string): Promise<ReleaseRow> {
  const release = await repo.releaseOf(q, remote, version);
  if (!release) throw notFound('release.noRelease');
  return release;
}

/** A deployer puts live only what passed its smoke run; the command line and the shop itself need no verdict. */
const needsPassedSmoke = (by: Actor) => !by.startsWith('cli:') && !by.startsWith('system:');

/** The release, refused when it may not be served by this actor: its smoke run failed or was not passed, or its files were pruned. */
async function liveable(q: Queryable, remote: string, version: string, by: Actor): Promise<ReleaseRow> {
  const release = await existing(q, remote, version);
  if (release.smoke === 'failed') throw refuse('release.smokeFailed', { version });
  if (release.smoke !== 'passed' && needsPassedSmoke(by)) throw refuse('release.smokeNotPassed', { version });
  if (release.pruned_at) throw refuse('release.pruned', { version });
  return release;
}

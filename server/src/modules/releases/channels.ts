import type { AuditAction } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { notFound, refuse } from '../../domain/errors';
import type { Actor, OperatorService } from '../operators/service';
import type { DeployAccess } from './deploy';
import * as channelRepo from './channels-repository';
import * as repo from './repository';
import * as smokeRepo from './smoke-repository';

/** Who promotes the shop's first release of a remote's local build (npm start), once its smoke run passed. */
export const STARTUP_PROMOTER = 'system:start';
import type { ReleaseRow } from './repository';

/**
 * The channels of a remote (issue 17): stable, which every client gets, and a canary, which `percent` of the
 * clients get instead. Every change takes the remote's row lock first (two instances at once run one after the
 * other) and holds retention off (retention.ts: it never prunes a release a change is putting live), is logged in
 * release_channel_log and audited, all in one transaction.
 *
 * What may go live: only a release whose smoke run, run by the shop itself (smoke-queue.ts), passed, and whose
 * files are not pruned; whoever asks.
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
      const release = await liveable(q, remote, version);
      const current = await channelRepo.lockChannel(q, remote, 'stable');
      if (current?.release_id === release.id) return release;
      await channelRepo.setChannel(q, { remote, channel: 'stable', releaseId: release.id, percent: 100 });
      await channelRepo.logChannel(q, { remote, channel: 'stable', releaseId: release.id, percent: 100, action: 'promote', by });
      await this.endCanaryOf(q, remote, release.id, by, 'promoted to stable');
      const before = current ? (await repo.releaseById(q, current.release_id))?.version : undefined;
      await this.audit(q, by, 'release.promote', release, { stable: before ?? null }, { stable: release.version });
      return release;
    });
  }

  /**
   * The shop's first release of a local build for a remote with no stable one (start-up): promoted now if its smoke
   * run passed, else marked to be promoted by its verdict (recordVerdict) if that passes.
   */
  async promoteWhenPassed(remote: string, version: string): Promise<'promoted' | 'waiting' | 'failed'> {
    return this.change(remote, STARTUP_PROMOTER, async (q) => {
      const release = await existing(q, remote, version);
      if (release.smoke === 'failed') return 'failed';
      if (await channelRepo.lockChannel(q, remote, 'stable')) return 'waiting';
      if (release.smoke !== 'passed') {
        await smokeRepo.markPromoteOnPass(q, release.id);
        return 'waiting';
      }
      await this.promoteFirst(q, remote, release);
      return 'promoted';
    });
  }

  /**
   * Puts a release's smoke run in the queue again (the server's command line only: a run that failed for the
   * runner's sake, not the release's). Its verdict stays as it was until the new one is recorded; audited.
   */
  async smokeAgain(remote: string, version: string, by: Actor): Promise<ReleaseRow> {
    return this.change(remote, by, async (q) => {
      const release = await existing(q, remote, version);
      if (release.pruned_at) throw refuse('release.pruned', { version });
      await smokeRepo.queueSmokeAgain(q, release.id);
      await this.audit(q, by, 'release.smokeAgain', release, { smoke: release.smoke }, { smoke: 'queued' });
      return { ...release, smoke: 'queued' };
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
      const release = percent === 0 ? await existing(q, remote, version) : await liveable(q, remote, version);
      const current = await channelRepo.lockChannel(q, remote, 'canary');
      if (percent === 0) {
        if (current?.release_id !== release.id) throw refuse('release.notCanary', { version });
        await this.endCanaryOf(q, remote, release.id, by, 'ended by hand');
        await this.audit(q, by, 'release.canary', release, { canary: { version, percent: current.percent } }, { canary: null });
        return { version, percent: 0 };
      }
      if ((await channelRepo.lockChannel(q, remote, 'stable'))?.release_id === release.id) throw refuse('release.canaryIsStable', { version });
      if (current?.release_id === release.id && current.percent === percent) return { version, percent };
      const replaced = current && current.release_id !== release.id ? (await repo.releaseById(q, current.release_id))?.version : undefined;
      if (replaced !== undefined) await channelRepo.logChannel(q, { remote, channel: 'canary', releaseId: current!.release_id, percent: current!.percent, action: 'end', by, note: `replaced by ${version}` });
      await channelRepo.setChannel(q, { remote, channel: 'canary', releaseId: release.id, percent });
      await channelRepo.logChannel(q, { remote, channel: 'canary', releaseId: release.id, percent, action: 'canary', by });
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
      await channelRepo.lockChannel(q, remote, 'stable');
      const [live, previous] = await channelRepo.livePromotes(q, remote, 'stable');
      if (!live || !previous) throw refuse('release.noPrevious', { remote });
      const before = (await repo.releaseById(q, previous.release_id))!;
      // Back to what was live before: it must still be servable (passed, its files not pruned).
      const target = await liveable(q, remote, before.version);
      await channelRepo.markRolledBack(q, live.id);
      await channelRepo.setChannel(q, { remote, channel: 'stable', releaseId: target.id, percent: 100 });
      await channelRepo.logChannel(q, { remote, channel: 'stable', releaseId: target.id, percent: 100, action: 'rollback', by });
      await this.endCanaryOf(q, remote, target.id, by, 'rolled back to stable');
      const from = (await repo.releaseById(q, live.release_id))!;
      await this.audit(q, by, 'release.rollback', target, { stable: from.version }, { stable: target.version });
      return target;
    });
  }

  /**
   * The shop's smoke run's verdict on a release (smoke-queue.ts calls this for the runner that holds the claim;
   * nobody else can). A failed release is taken off the canary and never goes live; a failed verdict on the stable
   * release does not move stable (there may be nothing better to serve, and only the team knows what is): the
   * operators are told, and the team rolls back or promotes a fix. A passed release the shop published for a
   * remote with no stable yet (its first start) goes stable now.
   */
  async recordVerdict(remote: string, version: string, verdict: { claim: string; passed: boolean; note: string; by: Actor }): Promise<ReleaseRow> {
    return this.change(remote, verdict.by, async (q) => {
      const release = await existing(q, remote, version);
      const smoke = verdict.passed ? 'passed' : 'failed';
      if (!(await smokeRepo.setVerdict(q, release.id, verdict.claim, smoke, verdict.note, verdict.by))) throw refuse('release.smokeClaimGone', { version });
      const stable = await channelRepo.lockChannel(q, remote, 'stable');
      const stillStable = !verdict.passed && stable?.release_id === release.id;
      await this.audit(q, verdict.by, 'release.smoke', release, { smoke: release.smoke }, { smoke, note: verdict.note.split('\n')[0], ...(stillStable ? { still_stable: true } : {}) });
      if (!verdict.passed) {
        await this.endCanaryOf(q, remote, release.id, verdict.by, 'smoke failed');
        await this.operators.messages.notify(q, {
          kind: 'release.smokeFailed',
          title: `Smoke run of ${remote} ${version} failed`,
          body: `${verdict.note.split('\n')[0]}${stillStable ? '. It is the stable release: roll back or promote a fix.' : '. It cannot go live.'}`,
          // The console says it in the operator's language from these.
          params: { remote, version, summary: verdict.note.split('\n')[0] ?? '', channel: stillStable ? 'stable' : 'none' },
        });
      } else if ((await smokeRepo.promotesOnPass(q, release.id)) && !stable) {
        await this.promoteFirst(q, remote, release);
      }
      return { ...release, smoke, smoke_note: verdict.note, smoke_at: new Date() };
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

  /** A remote's first stable release, the shop's own local build whose smoke run passed. */
  private async promoteFirst(q: Queryable, remote: string, release: ReleaseRow) {
    await channelRepo.setChannel(q, { remote, channel: 'stable', releaseId: release.id, percent: 100 });
    await channelRepo.logChannel(q, { remote, channel: 'stable', releaseId: release.id, percent: 100, action: 'promote', by: STARTUP_PROMOTER, note: 'the first release of its local build, once its smoke run passed' });
    await this.audit(q, STARTUP_PROMOTER, 'release.promote', release, { stable: null }, { stable: release.version });
  }

  /** Ends the canary if it serves this release, logged with why. */
  private async endCanaryOf(q: Queryable, remote: string, releaseId: bigint, by: Actor, note: string) {
    const canary = await channelRepo.lockChannel(q, remote, 'canary');
    if (canary?.release_id !== releaseId) return;
    await channelRepo.deleteChannel(q, remote, 'canary');
    await channelRepo.logChannel(q, { remote, channel: 'canary', releaseId, percent: canary.percent, action: 'end', by, note });
  }

  private async audit(q: Queryable, by: Actor, action: AuditAction, release: ReleaseRow, before: unknown, after: unknown) {
    await this.operators.record(q, by, { action, target: { type: 'release', id: release.id }, before: { remote: release.remote, ...(before as object) }, after });
  }
}

async function existing(q: Queryable, remote: string, version: string): Promise<ReleaseRow> {
  const release = await repo.releaseOf(q, remote, version);
  if (!release) throw notFound('release.noRelease');
  return release;
}

/**
 * The release, refused when it may not be served: its smoke run failed or has not passed yet, or its files were
 * pruned. No actor is excused, the command line and a rollback included: only the shop's own runner's verdict
 * puts a release within reach of a customer.
 */
async function liveable(q: Queryable, remote: string, version: string): Promise<ReleaseRow> {
  const release = await existing(q, remote, version);
  if (release.smoke === 'failed') throw refuse('release.smokeFailed', { version });
  if (release.smoke !== 'passed') throw refuse('release.smokeNotPassed', { version });
  if (release.pruned_at) throw refuse('release.pruned', { version });
  return release;
}

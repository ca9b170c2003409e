import type { CanaryRule } from '@snapmall/shared/contract';
import { RESERVED_PREFIXES, type LinkedRemote } from '@snapmall/shared/remote';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { notFound, refuse } from '../../domain/errors';
import type { Actor, OperatorService } from '../operators/service';
import { ReleaseChannels } from './channels';
import { DeployAccess } from './deploy';
import { DevLinks } from './dev-links';
import { MANIFEST } from './gate';
import { signPreview } from './preview';
import { ReleasePublisher, type PublishOptions, type UploadedFile } from './publish';
import * as channelRepo from './channels-repository';
import * as repo from './repository';
import { liveRouteRows } from './serving-repository';
import type { ReleaseRow, RemoteRow } from './repository';
import { SmokeQueue, type SmokeCustomer } from './smoke-queue';
import { countsByVersion } from './telemetry-repository';

export { MANIFEST };
export type { PublishOptions, UploadedFile } from './publish';

/** A remote's registry name: its workspace name, which starts with mf- (RemoteName in the contract). */
const REMOTE_NAME = /^mf-[a-z0-9-]{1,37}$/;

type ReleaseConfig = Pick<Config, 'webRoot' | 'canaryMinClients' | 'canaryMaxExtraFailureRate' | 'canaryWindowMinutes' | 'canaryMinVitals' | 'canaryVitalsMargin'>;

/** A prefix overlaps another when either starts with the other: the shell could not tell whose a path is. */
export const overlaps = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** A release as the admin API and the command line show it. */
export const releaseView = (r: ReleaseRow) => ({
  id: Number(r.id),
  remote: r.remote,
  version: r.version,
  created_by: r.created_by,
  created_at: Math.floor(r.created_at.getTime() / 1000),
  size: r.size,
  requires: r.requires,
  routes: r.routes,
  smoke: r.smoke,
  smoke_note: r.smoke_note,
  smoke_at: r.smoke_at ? unix(r.smoke_at) : null,
  pruned: r.pruned_at !== null,
});

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
/** The log's length in release/list: a remote's last hundred events are what a team looks back on. */
const LOG_LIMIT = 100;

const remoteView = (r: RemoteRow, canDeploy: boolean) => ({ id: Number(r.id), name: r.name, prefixes: r.prefixes, owner: r.owner, created_at: unix(r.created_at), can_deploy: canDeploy });

/**
 * The release store (issue 17): the registry of remotes, each remote's immutable releases (its built files
 * stored by sha256 in PostgreSQL, so every instance can serve them and a file shared by several releases is
 * stored once), gated before they are stored, and their channels (channels.ts). Who may act on which remote is
 * `access` (deploy.ts); every change is audited in its own transaction.
 */
export class ReleaseService {
  readonly access: DeployAccess;
  /** The smoke runs the shop runs itself: the runner's side (smoke-routes.ts, the in-process runner). */
  readonly smoke: SmokeQueue;
  /** Dev links: a team's local build in the live shop, for one browser (dev-links.ts). */
  readonly devLinks: DevLinks;
  private readonly channels: ReleaseChannels;
  private readonly publisher: ReleasePublisher;

  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    private readonly config: ReleaseConfig,
    customers: SmokeCustomer,
  ) {
    this.access = new DeployAccess(db, operators);
    this.channels = new ReleaseChannels(db, operators, this.access);
    this.smoke = new SmokeQueue(db, operators, this.channels, customers);
    this.publisher = new ReleasePublisher(db, operators, this.access, config);
    this.devLinks = new DevLinks(db, operators, this.access);
  }

  /** Adds a remote to the registry, refused when it exists or one of its prefixes overlaps another remote's. */
  async addRemote(r: { name: string; prefixes: string[]; owner: string }, by: Actor = 'cli:system') {
    return this.writeRemote(r, by, false);
  }

  /**
   * Adds a remote, or changes the prefixes and owner of one; the prefixes are checked against every other remote
   * and the shell's own. The registry is the owner's: the admin route lets only an owner call this.
   */
  async saveRemote(by: Actor, r: { name: string; prefixes: string[]; owner: string }) {
    return this.writeRemote(r, by, true);
  }

  /**
   * Takes a remote off the registry (the owner's, or the command line's): its channels go, so remotes.json stops
   * naming it on every instance within releaseRefreshMs, its prefixes are free, its deploy rights end. Its releases
   * and log stay for the record; added again, it starts with no stable.
   */
  async retireRemote(by: Actor, name: string) {
    return this.db.tx(async (q) => {
      await repo.lockRemotes(q);
      const target = await repo.remoteByName(q, name);
      if (!target) throw refuse('release.noRemote', { remote: name });
      const taken = await repo.retireRemote(q, name);
      for (const c of taken) await channelRepo.logChannel(q, { remote: name, channel: c.channel, releaseId: c.release_id, percent: c.percent, action: c.channel === 'canary' ? 'end' : 'retire', by, note: 'remote retired' });
      await this.access.dropRights(q, name);
      await this.operators.record(q, by, { action: 'remote.retire', target: { type: 'remote', id: target.id }, before: { name, prefixes: target.prefixes, owner: target.owner }, after: null });
      return { name, retired: true };
    });
  }

  async remotes() {
    return repo.allRemotes(this.db);
  }

  /**
   * The pages the remotes answer now, for checking a link the operator saves (leadsToPage): each registered remote's
   * prefixes with the routes of its stable release. A remote with none stable, or whose stable release predates
   * route tables (no routes recorded), is judged by its prefixes, as the shell serves it from its local build.
   */
  async liveRoutes(): Promise<LinkedRemote[]> {
    const rows = await liveRouteRows(this.db);
    return rows.map((r) => (r.routes && r.routes.length > 0 ? { prefixes: r.prefixes, routes: r.routes } : { prefixes: r.prefixes }));
  }

  /** The registry as the admin API shows it, with the remotes this caller may deploy. */
  async remoteList(by: Actor = 'system:internal') {
    const remotes = await this.remotes();
    const mine = await this.access.deployable(by, remotes.map((r) => r.name));
    return remotes.map((r) => remoteView(r, mine.has(r.name)));
  }

  /**
   * Publishes a build (a remote's dist folder, or the files the admin API received) as a release (publish.ts): gated,
   * stored, audited; the same build published again answers the release it already is.
   */
  publish(remote: string, source: string | UploadedFile[], options: PublishOptions): Promise<ReleaseRow> {
    return this.publisher.publish(remote, source, options);
  }

  /** A remote's releases, newest first: channels, smoke verdict and the telemetry counts of each. */
  async list(remote: string, by: Actor = 'system:internal', options: { readAll?: boolean } = {}) {
    return (await this.history(remote, by, options)).releases;
  }

  /**
   * A remote's releases and its log, for whoever holds its deploy right, or an owner who reads every remote's
   * (`readAll`; the console's Releases page) and may act on those he holds the right of.
   */
  async history(remote: string, by: Actor, { readAll = false }: { readAll?: boolean } = {}) {
    const q = this.db;
    if (!(await repo.remoteByName(q, remote))) throw refuse('release.noRemote', { remote });
    const canDeploy = await this.access.may(q, by, remote);
    if (!canDeploy && !readAll) throw refuse('release.noRight', { remote });
    const [rows, counts, log] = await Promise.all([
      repo.releasesOf(q, remote),
      countsByVersion(q, remote, this.config.canaryWindowMinutes),
      repo.remoteLog(q, remote, LOG_LIMIT),
    ]);
    const none = { loads_window: 0, failures_window: 0, loads_day: 0, failures_day: 0 };
    const releases = rows.map((r) => ({ ...releaseView(r), channels: r.channels, canary_percent: r.canary_percent, telemetry: counts.get(r.version) ?? none }));
    return { releases, canDeploy, log: log.map((e) => ({ ...e, at: unix(e.at) })) };
  }

  /** What withdraws a canary by itself, for the team to read beside its figures. */
  canaryRule(): CanaryRule {
    const c = this.config;
    return {
      min_clients: c.canaryMinClients,
      max_extra_failure_rate: c.canaryMaxExtraFailureRate,
      window_minutes: c.canaryWindowMinutes,
      min_vitals: c.canaryMinVitals,
      vitals_margin: c.canaryVitalsMargin,
    };
  }

  /** Queues a release's smoke run again (the command line's `release:smoke`, never the API). */
  smokeAgain(remote: string, version: string, by: Actor) {
    return this.channels.smokeAgain(remote, version, by);
  }

  /** The shop's own first release of a remote: stable now if its smoke run passed, else as soon as it passes. */
  promoteWhenPassed(remote: string, version: string) {
    return this.channels.promoteWhenPassed(remote, version);
  }

  promote(remote: string, version: string, by: Actor = 'cli:system') {
    return this.channels.promote(remote, version, by);
  }

  canary(remote: string, version: string, percent: number, by: Actor) {
    return this.channels.canary(remote, version, percent, by);
  }

  rollback(remote: string, by: Actor = 'cli:system') {
    return this.channels.rollback(remote, by);
  }

  /** A signed link that shows the browser with this client id the live shop with this release of the remote, for `minutes`. */
  async preview(remote: string, version: string, clientId: string, minutes: number, by: Actor) {
    return this.db.tx(async (q) => {
      if (!(await repo.remoteByName(q, remote))) throw refuse('release.noRemote', { remote });
      await this.access.check(q, by, remote);
      const release = await repo.releaseOf(q, remote, version);
      if (!release) throw notFound('release.noRelease');
      if (release.pruned_at) throw refuse('release.pruned', { version });
      const { token, grant } = await signPreview(q, remote, version, clientId, minutes);
      await this.operators.record(q, by, { action: 'release.preview', target: { type: 'release', id: release.id }, after: { expires: grant.expires, client: clientId } });
      return { token, query: `?preview=${token}`, expires: grant.expires };
    });
  }

  private async writeRemote(r: { name: string; prefixes: string[]; owner: string }, by: Actor, update: boolean) {
    // mf- only: a remote's local build is served from <webRoot>/<name>/dist, so a name like "server" would serve
    // another folder of the checkout (the same pattern as RemoteName in the contract).
    if (!REMOTE_NAME.test(r.name)) throw refuse('release.badName', { name: r.name });
    // Plain paths only: no '.' or '..' segment and no empty one ('//'), as the gate asks of every route.
    if (r.prefixes.length === 0 || r.prefixes.some((p) => !/^\/[a-z0-9/_-]*\/$/.test(p) || p.slice(1, -1).split('/').some((s) => s === '' || s === '.' || s === '..'))) {
      throw refuse('release.badPrefix');
    }
    const reserved = r.prefixes.find((p) => RESERVED_PREFIXES.some((own) => overlaps(p, own)));
    if (reserved !== undefined) throw refuse('release.prefixReserved', { prefix: reserved });
    return this.db.tx(async (q: Queryable) => {
      await repo.lockRemotes(q);
      const all = await repo.allRemotes(q);
      const known = await repo.anyRemoteByName(q, r.name);
      const existing = known && !known.retired ? known : undefined;
      if (existing && !update) throw refuse('release.remoteExists', { name: r.name });
      for (const other of all.filter((o) => o.name !== r.name)) {
        const clash = r.prefixes.find((p) => other.prefixes.some((o) => overlaps(p, o)));
        if (clash !== undefined) throw refuse('release.prefixOverlap', { prefix: clash, remote: other.name });
      }
      // A retired name comes back as the same remote (its releases stay its own), with no channel and no right.
      const saved = known ? await repo.updateRemote(q, r) : await repo.insertRemote(q, r);
      const before = existing ? { prefixes: existing.prefixes, owner: existing.owner } : null;
      await this.operators.record(q, by, { action: 'remote.save', target: { type: 'remote', id: saved.id }, before, after: { name: r.name, prefixes: r.prefixes, owner: r.owner } });
      if (!existing) await this.access.grantToAdder(q, by, r.name);
      return saved;
    });
  }
}

import type { RemoteRegistry, RemoteRegistryEntry } from '@snapmall/shared/remote';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { checkPreview } from './preview';
import { isServable, registryRows, type RegistryRow } from './serving-repository';

/** The federation container's name of a remote: its registry name with '-' → '_' (the manifest's `name`). */
export const containerName = (remote: string) => remote.replace(/-/g, '_');

/** Where a release's manifest is served: its versioned path, which never changes (web/release-files.ts). */
export const releaseManifest = (remote: string, version: string) => `/remotes/${remote}/v/${version}/mf-manifest.json`;

/** Where a remote's local build is served from disk: the path of the registry before releases. */
export const localManifest = (remote: string) => `/remotes/${remote}/mf-manifest.json`;

interface Snapshot {
  registry: RemoteRegistry;
  /** Every registered remote's prefixes, also those with nothing to serve (a preview may still name them). */
  remotes: Map<string, string[]>;
  prunedMark: string;
}

/**
 * remotes.json as the tables say it now. Each instance reads them at most once per releaseRefreshMs and hands
 * the same answer meanwhile, so a promote or a rollback reaches every instance within that time, without a
 * restart, for one small query per second however many browsers ask.
 */
export class LiveRegistry {
  private read?: { at: number; snapshot: Promise<Snapshot> };

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'releaseRefreshMs'>,
  ) {}

  async current(): Promise<RemoteRegistry> {
    return (await this.snapshot()).registry;
  }

  /** The names of the registered remotes: the only folders /remotes/<name>/ may serve from disk. */
  async remoteNames(): Promise<string[]> {
    return [...(await this.snapshot()).remotes.keys()];
  }

  /** Changes whenever retention prunes a release: a cache of release files is emptied then. */
  async prunedMark(): Promise<string> {
    return (await this.snapshot()).prunedMark;
  }

  /**
   * The registry as one browser sees it with a preview link: the previewed release in place of its remote's
   * channels (no canary: the tester sees exactly that release), and what the link did in `preview`. A link that
   * is expired, forged, made for another browser or names a release that is gone changes no entry.
   */
  async withPreview(registry: RemoteRegistry, token: string, clientId: string): Promise<RemoteRegistry> {
    const check = await checkPreview(this.db, token, clientId);
    if (check.state !== 'active') return { ...registry, preview: { state: check.state } };
    const { remote, version, expires } = check.grant;
    const prefixes = (await this.snapshot()).remotes.get(remote);
    if (!prefixes || !(await isServable(this.db, remote, version))) return { ...registry, preview: { state: 'invalid' } };
    const previewed: RemoteRegistryEntry = { name: containerName(remote), remote, manifest: releaseManifest(remote, version), prefixes, version, preview: true };
    const others = registry.remotes.filter((entry) => entry.remote !== remote);
    const at = registry.remotes.findIndex((entry) => entry.remote === remote);
    const remotes = at === -1 ? [...others, previewed] : [...others.slice(0, at), previewed, ...others.slice(at)];
    return { remotes, preview: { state: 'active', remote, version, expires } };
  }

  private snapshot(): Promise<Snapshot> {
    const now = Date.now();
    if (!this.read || now - this.read.at >= this.config.releaseRefreshMs) {
      const snapshot = this.load();
      this.read = { at: now, snapshot };
      // A failed read is not reused: the next request tries again.
      snapshot.catch(() => {
        if (this.read?.snapshot === snapshot) this.read = undefined;
      });
    }
    return this.read.snapshot;
  }

  private async load(): Promise<Snapshot> {
    const rows = await registryRows(this.db);
    return { registry: { remotes: rows.map((row) => this.entryOf(row)) }, remotes: new Map(rows.map((r) => [r.name, r.prefixes])), prunedMark: rows[0]?.pruned ?? '0' };
  }

  /**
   * A remote with a stable release is served from the release store. One without is served from its local build
   * on disk, as before releases (a checkout's `npm start`, the browser tests): listed even while that build is
   * missing, so the shell still knows the remote's routes and shows them as unavailable, with a Retry that finds
   * a build deployed meanwhile.
   */
  private entryOf(row: RegistryRow): RemoteRegistryEntry {
    const base = { name: containerName(row.name), remote: row.name, prefixes: row.prefixes };
    if (row.stable === null) return { ...base, manifest: localManifest(row.name) };
    const entry: RemoteRegistryEntry = { ...base, manifest: releaseManifest(row.name, row.stable), version: row.stable };
    if (row.canary !== null && row.canary_percent !== null) {
      entry.canary = { version: row.canary, manifest: releaseManifest(row.name, row.canary), percent: row.canary_percent };
    }
    return entry;
  }
}

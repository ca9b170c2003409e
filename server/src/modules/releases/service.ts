import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '../../db/database';
import { notFound, refuse } from '../../domain/errors';
import { buildHash, readBuild, requiresOf } from './files';
import * as repo from './repository';

/** The file a built remote must have: Module Federation 2's manifest, which the shell reads to load the remote. */
export const MANIFEST = 'mf-manifest.json';

export interface PublishOptions {
  /** Who publishes: an operator, a team's deploy token or the command line. */
  by: string;
  /** The remote's package version; read from `<dir>/../package.json` (the remote's own) when not given. */
  packageVersion?: string;
}

/** A prefix overlaps another when either starts with the other: the shell could not tell whose a path is. */
export const overlaps = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * The release store (issue 17): the registry of remotes, each remote's immutable releases (its built files
 * stored by sha256 in PostgreSQL, so every instance can serve them and a file shared by several releases is
 * stored once), and the stable channel with its history, so a rollback is one step back.
 */
export class ReleaseService {
  constructor(private readonly db: Database) {}

  /** Adds a remote to the registry, refused when one of its prefixes overlaps another remote's. */
  async addRemote(r: { name: string; prefixes: string[]; owner: string }) {
    if (!/^[a-z][a-z0-9-]*$/.test(r.name)) throw refuse('release.badName', { name: r.name });
    if (r.prefixes.length === 0 || r.prefixes.some((p) => !/^\/[a-z0-9/_-]*$/.test(p))) throw refuse('release.badPrefix');
    return this.db.tx(async (q) => {
      await repo.lockRemotes(q);
      const others = await repo.allRemotes(q);
      if (others.some((o) => o.name === r.name)) throw refuse('release.remoteExists', { name: r.name });
      for (const other of others) {
        const clash = r.prefixes.find((p) => other.prefixes.some((o) => overlaps(p, o)));
        if (clash !== undefined) throw refuse('release.prefixOverlap', { prefix: clash, remote: other.name });
      }
      return repo.insertRemote(q, r);
    });
  }

  async remotes() {
    return repo.allRemotes(this.db);
  }

  /**
   * Publishes the build in `dir` (a remote's dist folder) as a release: every file's bytes stored once by hash,
   * the version `<package version>+<build hash>`, all in one transaction. The same build published again answers
   * the release it already is.
   */
  async publish(remote: string, dir: string, options: PublishOptions) {
    const files = readBuild(dir);
    const manifest = files.find((f) => f.path === MANIFEST);
    if (!manifest) throw refuse('release.noManifest', { remote });
    const version = `${options.packageVersion ?? packageVersionOf(dir)}+${buildHash(files)}`;
    const size = files.reduce((sum, f) => sum + f.bytes.length, 0);
    return this.db.tx(async (q) => {
      if (!(await repo.remoteByName(q, remote))) throw refuse('release.noRemote', { remote });
      const existing = await repo.releaseOf(q, remote, version);
      if (existing) return existing;
      const release = await repo.insertRelease(q, { remote, version, by: options.by, requires: requiresOf(manifest.bytes), size });
      // Another publish of the same build committed between the look-up and the insert: answer its release.
      if (!release) return (await repo.releaseOf(q, remote, version))!;
      for (const f of files) {
        await repo.storeBlob(q, f.sha256, f.bytes);
        await repo.insertFile(q, { releaseId: release.id, path: f.path, sha256: f.sha256, contentType: f.contentType });
      }
      return release;
    });
  }

  /** A remote's releases, newest first, each with the channels it is on. */
  async list(remote: string) {
    return repo.releasesOf(this.db, remote);
  }

  /** Makes a release the stable one; promoting the release already stable changes nothing. */
  async promote(remote: string, version: string, by = 'system') {
    return this.db.tx(async (q) => {
      const release = await repo.releaseOf(q, remote, version);
      if (!release) throw notFound('release.noRelease');
      const current = await repo.lockChannel(q, remote, 'stable');
      if (current?.release_id === release.id) return release;
      await repo.setChannel(q, { remote, channel: 'stable', releaseId: release.id, percent: 100 });
      await repo.logChannel(q, { remote, channel: 'stable', releaseId: release.id, percent: 100, action: 'promote', by });
      return release;
    });
  }

  /**
   * Moves stable back to the release that was stable before the current one. The log's promotes form a stack:
   * a rollback marks the top one undone, so a second rollback goes one further back.
   */
  async rollback(remote: string, by = 'system') {
    return this.db.tx(async (q) => {
      await repo.lockChannel(q, remote, 'stable');
      const [live, previous] = await repo.livePromotes(q, remote, 'stable');
      if (!live || !previous) throw refuse('release.noPrevious', { remote });
      await repo.markRolledBack(q, live.id);
      await repo.setChannel(q, { remote, channel: 'stable', releaseId: previous.release_id, percent: 100 });
      await repo.logChannel(q, { remote, channel: 'stable', releaseId: previous.release_id, percent: 100, action: 'rollback', by });
      return (await repo.releaseById(q, previous.release_id))!;
    });
  }

  /** One file of a release, its exact bytes and the type to serve it with. */
  async file(remote: string, version: string, path: string) {
    const row = await repo.fileOf(this.db, remote, version, path);
    if (!row) throw notFound();
    return { bytes: row.bytes, contentType: row.content_type, sha256: row.sha256 };
  }
}

/** A built remote's dist folder sits in the remote's own folder, beside its package.json. */
function packageVersionOf(dir: string): string {
  let version: unknown;
  try {
    version = (JSON.parse(readFileSync(join(dirname(dir), 'package.json'), 'utf8')) as { version?: unknown }).version;
  } catch {
    // No package.json beside the build, or not JSON: the same refusal as one without a version.
  }
  if (typeof version !== 'string') throw refuse('release.noVersion');
  return version;
}

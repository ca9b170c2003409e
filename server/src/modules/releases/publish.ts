import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { refuse } from '../../domain/errors';
import type { Actor, OperatorService } from '../operators/service';
import type { DeployAccess } from './deploy';
import { buildHash, contentTypeOf, readBuild, requiresOf, sha256Of, type BuiltFile } from './files';
import { gate, MANIFEST } from './gate';
import * as repo from './repository';
import type { ReleaseRow } from './repository';
import * as smokeRepo from './smoke-repository';

export interface PublishOptions {
  /** Who publishes: an operator, a team's deploy token or the command line. */
  by: Actor;
  /** The remote's package version; read from `<dir>/../package.json` (the remote's own) when not given. */
  packageVersion?: string;
  /** Make it stable once its smoke run passes if the remote has no stable release then (the shop's first start). */
  promoteOnPass?: boolean;
}

/** A built file as the admin API receives it: its path in the dist folder and its bytes. */
export interface UploadedFile {
  path: string;
  bytes: Buffer;
}

/**
 * A build made a release (issue 17): gated first (gate.ts), then every file's bytes stored once by hash, the version
 * `<package version>+<build hash>`, all in one transaction with its audit record.
 */
export class ReleasePublisher {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    private readonly access: DeployAccess,
    private readonly config: Pick<Config, 'webRoot'>,
  ) {}

  /**
   * Publishes a build (a remote's dist folder, or the files the admin API received) as a release. The same build
   * published again answers the release it already is.
   */
  async publish(remote: string, source: string | UploadedFile[], options: PublishOptions): Promise<ReleaseRow> {
    const files = typeof source === 'string' ? readBuild(source) : builtFrom(source);
    const packageVersion = options.packageVersion ?? (typeof source === 'string' ? packageVersionOf(source) : undefined);
    if (packageVersion === undefined) throw refuse('release.noVersion');
    const version = `${packageVersion}+${buildHash(files)}`;
    const size = files.reduce((sum, f) => sum + f.bytes.length, 0);
    const provided = this.providedShared();
    return this.db.tx(async (q) => {
      // Retention (retention.ts) deletes blobs no file names: it waits for a publish that may be linking one.
      await repo.holdOffRetention(q);
      const target = await repo.remoteByName(q, remote);
      if (!target) throw refuse('release.noRemote', { remote });
      await this.access.check(q, options.by, remote);
      const { routes } = gate({ remote, prefixes: target.prefixes, files, provided });
      const existing = await repo.releaseOf(q, remote, version);
      if (existing?.pruned_at) {
        // The same build again after retention removed its files: they are stored again and it can go live.
        await repo.storeBlobs(q, files);
        await repo.insertFiles(q, existing.id, files);
        await repo.unprune(q, existing.id);
        // Its verdict was on the files it had; a passed release is smoke-run again before it can go live.
        await smokeRepo.requeueSmoke(q, existing.id);
        await this.operators.record(q, options.by, { action: 'release.republish', target: { type: 'release', id: existing.id }, before: { pruned: true }, after: { remote, version, size } });
        return { ...existing, pruned_at: null, smoke: existing.smoke === 'failed' ? 'failed' : 'queued' };
      }
      if (existing) return existing;
      const manifest = files.find((f) => f.path === MANIFEST)!;
      // Only a remote with no stable release at all takes its first release by itself (the shop's first start).
      const promoteOnPass = options.promoteOnPass === true && !(await repo.hasStable(q, remote));
      const release = await repo.insertRelease(q, { remote, version, by: options.by, requires: requiresOf(manifest.bytes), size, routes, promoteOnPass });
      // Another publish of the same build committed between the look-up and the insert: answer its release.
      if (!release) return (await repo.releaseOf(q, remote, version))!;
      await repo.storeBlobs(q, files);
      await repo.insertFiles(q, release.id, files);
      await this.operators.record(q, options.by, { action: 'release.publish', target: { type: 'release', id: release.id }, after: { remote, version, size, routes } });
      return release;
    });
  }

  /** The versions the shell built here provides; undefined (the check skipped) when this server has no shell build. */
  private providedShared(): Record<string, string> | undefined {
    const file = this.config.webRoot ? join(this.config.webRoot, 'shell', 'dist', 'provided-shared.json') : undefined;
    if (!file || !existsSync(file)) return undefined;
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  }
}

/** The admin API's files as the store reads a build: hashed, typed, sorted by path; a path sent twice or with a '..' is refused. */
function builtFrom(files: UploadedFile[]): BuiltFile[] {
  const paths = new Set<string>();
  for (const f of files) {
    if (f.path.split('/').some((segment) => segment === '.' || segment === '..')) throw refuse('release.badFilePath', { file: f.path });
    if (paths.has(f.path)) throw refuse('release.duplicateFile', { file: f.path });
    paths.add(f.path);
  }
  return files
    .map((f) => ({ path: f.path, bytes: f.bytes, sha256: sha256Of(f.bytes), contentType: contentTypeOf(f.path) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
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

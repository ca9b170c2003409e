import type { Database } from '../../db/database';
import { BlobCache, LruCache } from './blob-cache';
import { allowedTypeOf } from './files';
import type { LiveRegistry } from './registry';
import { blobBytes, fileVariants, type FileVariant } from './serving-repository';

export type Encoding = 'br' | 'gzip';

/** What to send for one request of a release's file: which stored file, and with which Content-Encoding. */
export interface ChosenFile {
  sha256: string;
  contentType: string;
  encoding?: Encoding;
}

/** How many (release, path) look-ups each instance remembers; a release's paths never change. */
const LOOKUPS_KEPT = 20_000;
const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * A release's files as the browser asks for them: `/remotes/<remote>/v/<version>/<path>`. A release never changes,
 * so what a path resolves to is remembered, and the bytes are kept by hash (BlobCache); only retention takes a
 * release away, and when it has pruned one (LiveRegistry sees it within a second) the look-ups are forgotten.
 */
export class ReleaseFiles {
  private readonly lookups = new LruCache<FileVariant[]>(LOOKUPS_KEPT);
  private lookupsOf?: string;
  private readonly blobs: BlobCache;

  constructor(
    private readonly db: Database,
    private readonly registry: LiveRegistry,
    blobBudget?: number,
  ) {
    this.blobs = new BlobCache((sha256) => blobBytes(db, sha256), blobBudget);
  }

  /**
   * The file to send: the build's brotli or gzip sibling when the client accepts it (brotli first), else the file
   * itself; undefined when the release or the path is unknown, or the release was pruned.
   */
  async choose(remote: string, version: string, path: string, accepted: readonly Encoding[]): Promise<ChosenFile | undefined> {
    // The type comes from the gate's list, not from the stored row: a release published before the list existed
    // may hold a page or an SVG, which is never sent.
    const contentType = allowedTypeOf(path);
    if (contentType === undefined) return undefined;
    const variants = await this.variants(remote, version, path);
    const asked = variants.find((v) => v.path === path);
    if (!asked) return undefined;
    // A sibling asked for by its own name is opaque bytes: sent as they are, with no Content-Encoding.
    if (/\.(br|gz)$/.test(path)) return { sha256: asked.sha256, contentType: 'application/octet-stream' };
    for (const encoding of (['br', 'gzip'] as const).filter((e) => accepted.includes(e))) {
      const sibling = variants.find((v) => v.path === path + SIBLING[encoding]);
      if (sibling) return { sha256: sibling.sha256, contentType, encoding };
    }
    return { sha256: asked.sha256, contentType };
  }

  async bytes(sha256: string): Promise<Buffer | undefined> {
    return this.blobs.get(sha256);
  }

  private async variants(remote: string, version: string, path: string): Promise<FileVariant[]> {
    const mark = await this.registry.prunedMark();
    if (mark !== this.lookupsOf) {
      this.lookups.clear();
      this.lookupsOf = mark;
    }
    const key = `${remote}\0${version}\0${path}`;
    const known = this.lookups.get(key);
    if (known) return known;
    const found = await fileVariants(this.db, remote, version, [path, `${path}.br`, `${path}.gz`]);
    // Only hits are remembered: a path asked for before its release is published must be found once it is.
    if (found.some((v) => v.path === path)) this.lookups.set(key, found);
    return found;
  }
}

/**
 * The encodings a client accepts of the two the builds write, from Accept-Encoding: listed (or `*`) with a
 * non-zero q. Weights beyond that are not compared: brotli, when accepted, is always the smaller.
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, weight === undefined ? 1 : Number(weight.slice(2)) || 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One file of a built remote, as a release stores it. */
export interface BuiltFile {
  /** Relative to the dist folder, with forward slashes: the path it is served at under the release. */
  path: string;
  bytes: Buffer;
  sha256: string;
  contentType: string;
}

/**
 * The only files a release may hold, each with the one type it is served as: a team publishes code, styles and
 * the JSON the federation runtime reads, nothing a browser would render as a document (HTML, SVG, XML, text), so
 * a file of a release can never run as a page on the shop's origin. Fonts and images are left out because no
 * remote's build emits one (the four builds hold .js, .css, .json and their .br/.gz): a remote that comes to need
 * them adds woff2 or a raster type here, never svg. Any .json, not only mf-manifest.json and mf-stats.json: served
 * as application/json with nosniff and a sandbox policy it cannot run, and a build may name its own.
 */
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

/** A name, then one allowed extension as the build writes it (lowercase), then at most one .br or .gz. */
const ALLOWED_NAME = /(?:^|\/)[^/]*[^/.][^/]*?\.(js|mjs|css|json|map)(?:\.br|\.gz)?$/;

/**
 * The type of what the file holds once decoded (a `.br` or `.gz` sibling has its original's type, so the server
 * can answer it with Content-Encoding and the type the browser expects); undefined for a file no release may hold.
 */
export function allowedTypeOf(path: string): string | undefined {
  const ext = ALLOWED_NAME.exec(path)?.[1];
  return ext === undefined ? undefined : TYPES[ext];
}

/** As allowedTypeOf, for a file already read: one the gate will refuse is typed as opaque bytes until it does. */
export const contentTypeOf = (path: string): string => allowedTypeOf(path) ?? 'application/octet-stream';

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under dir, sorted by path, so the same build always reads the same. */
export function readBuild(dir: string): BuiltFile[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(at, e.name)) : e.isFile() ? [join(at, e.name)] : []));
  return walk(dir)
    .map((full) => {
      const bytes = readFileSync(full);
      const path = relative(dir, full).split(sep).join('/');
      return { path, bytes, sha256: sha256Of(bytes), contentType: contentTypeOf(path) };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The build hash: of every (path, file hash), so a renamed file is a new build too. Twelve hex characters are
 * enough to tell one remote's builds apart and short enough for a URL.
 */
export function buildHash(files: BuiltFile[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(`${f.path}\0${f.sha256}\n`);
  return h.digest('hex').slice(0, 12);
}

/**
 * The shared versions the build requires, from its MF 2 manifest (`shared: [{ name, requiredVersion }]`); a
 * manifest that is not of that shape requires nothing here: the gate (gate.ts), which runs first, refuses it.
 */
export function requiresOf(manifest: Buffer): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifest.toString('utf8'));
  } catch {
    return {};
  }
  const shared = (parsed as { shared?: unknown }).shared;
  if (!Array.isArray(shared)) return {};
  const requires: Record<string, string> = {};
  for (const s of shared as Array<{ name?: unknown; requiredVersion?: unknown; version?: unknown }>) {
    const version = typeof s.requiredVersion === 'string' ? s.requiredVersion : s.version;
    if (typeof s.name === 'string' && typeof version === 'string') requires[s.name] = version;
  }
  return requires;
}

import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import semver from 'semver';
import { ownedBy } from '@snapmall/shared/remote';
import { refuse } from '../../domain/errors';
import { allowedTypeOf, type BuiltFile } from './files';
import { containerName } from './registry';
import { routePathsOf } from './route-table';

/**
 * The release gate (issue 17): a build is checked before anything of it is stored, so a release that could not
 * run in the live shell never exists. Each refusal names what failed, for the team that built it.
 */

export const MANIFEST = 'mf-manifest.json';
/** The remote entry is on every page's critical path (the shell loads it before the route table). */
export const REMOTE_ENTRY_GZIP_LIMIT = 6144;
/** Loaded once per page: a remote that needs another version than the shell's would break the page or fork state. */
export const SINGLETONS = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router', 'react-intl', '@snapmall/shared'];

interface ManifestShared {
  name: string;
  singleton?: boolean;
  requiredVersion?: string;
}
interface ManifestExpose {
  path: string;
  assets?: { js?: { sync?: unknown } };
}
interface Manifest {
  id: string;
  name: string;
  remoteEntryFile: string;
  exposes: ManifestExpose[];
  shared: ManifestShared[];
}

export interface GateInput {
  remote: string;
  /** The remote's route prefixes in the registry. */
  prefixes: string[];
  files: BuiltFile[];
  /** The versions the live shell provides ({ name: version }); undefined when no shell build is here to ask. */
  provided?: Record<string, string>;
}

/** Runs every check; answers what the release records of the build (its route paths). */
export function gate({ remote, prefixes, files, provided }: GateInput): { routes: string[] } {
  checkFileTypes(files);
  const byPath = new Map(files.map((f) => [f.path, f]));
  const manifest = readManifest(remote, byPath);
  checkSingletons(manifest, provided);
  const routes = routesOf(manifest, byPath);
  const outside = routes.find((route) => !ownedBy(route, prefixes));
  if (outside !== undefined) throw refuse('release.routeOutside', { route: outside, remote, prefixes: prefixes.join(', ') });
  checkEntrySize(manifest, byPath);
  checkSiblings(byPath);
  return { routes };
}

/**
 * First of all: a file no release may hold (files.ts's list: an SVG, an HTML page, a text file…) is refused by name,
 * whatever else the build gets right, so the team sees what to leave out and nothing of the build is stored.
 */
function checkFileTypes(files: BuiltFile[]) {
  const refused = files.find((f) => allowedTypeOf(f.path) === undefined);
  if (refused) throw refuse('release.fileType', { file: refused.path });
}

function readManifest(remote: string, byPath: Map<string, BuiltFile>): Manifest {
  const file = byPath.get(MANIFEST);
  if (!file) throw refuse('release.noManifest', { remote });
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(file.bytes.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw refuse('release.badManifest', { field: 'JSON' });
  }
  const bad = (field: string) => refuse('release.badManifest', { field });
  if (typeof parsed !== 'object' || parsed === null) throw bad('JSON');
  if (typeof parsed.id !== 'string') throw bad('id');
  if (typeof parsed.name !== 'string') throw bad('name');
  const entry = (parsed.metaData as { remoteEntry?: { name?: unknown; path?: unknown } } | undefined)?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) throw bad('metaData.remoteEntry.name');
  const isList = (v: unknown, key: string) => Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null && typeof (x as Record<string, unknown>)[key] === 'string');
  if (!isList(parsed.exposes, 'path')) throw bad('exposes');
  if (!isList(parsed.shared, 'name')) throw bad('shared');
  const expected = containerName(remote);
  if (parsed.name !== expected) throw refuse('release.wrongContainer', { name: parsed.name, remote, expected });
  const dir = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  const remoteEntryFile = dir ? `${dir}/${entry.name}` : entry.name;
  if (!byPath.has(remoteEntryFile)) throw refuse('release.noRemoteEntry', { file: remoteEntryFile });
  const manifest = { id: parsed.id, name: parsed.name, remoteEntryFile, exposes: parsed.exposes as ManifestExpose[], shared: parsed.shared as ManifestShared[] };
  if (!manifest.exposes.some((e) => e.path === './routes')) throw refuse('release.noRoutesExposed');
  return manifest;
}

/**
 * Every singleton the build shares must be shared as one (a build that shares react without `singleton: true`
 * would load a second copy beside the shell's), and, when the live shell's versions are known, in a version range
 * the shell's version satisfies.
 */
function checkSingletons(manifest: Manifest, provided: Record<string, string> | undefined) {
  for (const shared of manifest.shared) {
    if (!SINGLETONS.includes(shared.name)) continue;
    if (shared.singleton !== true) throw refuse('release.notSingleton', { name: shared.name });
    const required = shared.requiredVersion;
    if (typeof required !== 'string' || !semver.validRange(required)) throw refuse('release.badManifest', { field: `shared ${shared.name} requiredVersion` });
    if (!provided) continue;
    const version = provided[shared.name];
    if (version === undefined) throw refuse('release.singletonMissing', { name: shared.name, required });
    if (!semver.satisfies(version, required)) throw refuse('release.singletonUnsatisfied', { name: shared.name, required, provided: version });
  }
}

/**
 * The route paths of the exposed ./routes module, read from its built code (route-table.ts): each written out
 * whole as a plain absolute path, so the path checked against the prefixes is the one the shell mounts and the
 * smoke run opens.
 */
function routesOf(manifest: Manifest, byPath: Map<string, BuiltFile>): string[] {
  const sync = manifest.exposes.find((e) => e.path === './routes')?.assets?.js?.sync;
  const chunks = Array.isArray(sync) ? sync.filter((s): s is string => typeof s === 'string') : [];
  const routes = new Set<string>();
  for (const chunk of chunks) {
    const file = byPath.get(chunk);
    if (!file) throw refuse('release.missingFile', { file: chunk });
    for (const path of routePathsOf(file.bytes.toString('utf8'), chunk)) routes.add(path);
  }
  if (routes.size === 0) throw refuse('release.noRoutes');
  return [...routes].sort();
}

/** Measured as the entry gzips, whatever the build's own .gz sibling holds (checkSiblings checks that one apart). */
function checkEntrySize(manifest: Manifest, byPath: Map<string, BuiltFile>) {
  const entry = byPath.get(manifest.remoteEntryFile)!;
  const size = gzipSync(entry.bytes, { level: 9 }).length;
  if (size > REMOTE_ENTRY_GZIP_LIMIT) throw refuse('release.entryTooLarge', { file: manifest.remoteEntryFile, size, limit: REMOTE_ENTRY_GZIP_LIMIT });
}

const DECOMPRESS = { '.br': brotliDecompressSync, '.gz': gunzipSync } as const;

/**
 * A .br or .gz sibling is what a browser that accepts it gets instead of the file: it must decompress to exactly
 * its original, or those browsers would run other code than the release's (and than its gate read).
 */
function checkSiblings(byPath: Map<string, BuiltFile>) {
  for (const [path, file] of byPath) {
    const ext = path.endsWith('.br') ? '.br' : path.endsWith('.gz') ? '.gz' : undefined;
    if (!ext) continue;
    const original = byPath.get(path.slice(0, -ext.length));
    let decoded: Buffer | undefined;
    try {
      // Never more than the original and one byte: a sibling that inflates past it is refused without inflating it all.
      if (original) decoded = DECOMPRESS[ext](file.bytes, { maxOutputLength: original.bytes.length + 1 });
    } catch {
      decoded = undefined;
    }
    if (!original || !decoded || !decoded.equals(original.bytes)) throw refuse('release.badSibling', { file: path });
  }
}

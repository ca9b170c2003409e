import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readBuild } from '../../src/modules/releases/files';

/**
 * A real build of mf-bank, trimmed to what the release gate reads (its manifest, remote entry and route table
 * chunk), kept under test/support so the server's tests need no build of the remotes. The release tests copy it
 * and edit the copy.
 */
const FIXTURE = path.join(__dirname, 'release-build', 'mf-bank');

/** The exposed route table's chunk of the fixture. */
export const ROUTES_CHUNK = /^__federation_expose_routes\.[0-9a-f]+\.js$/;

/** A fresh copy of the fixture (package.json beside dist/, as in a remote's folder); answers the dist folder. */
export function copyFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'snapmall-release-fixture-'));
  cpSync(FIXTURE, root, { recursive: true });
  return path.join(root, 'dist');
}

/** Rewrites one file of a build (by name or pattern); throws when the edit changed nothing, so a test cannot pass idly. */
export function editFile(dir: string, name: string | RegExp, edit: (text: string) => string): string {
  const file = typeof name === 'string' ? name : readdirSync(dir).find((f) => name.test(f));
  if (!file) throw new Error(`no file ${String(name)} in ${dir}`);
  const before = readFileSync(path.join(dir, file), 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(path.join(dir, file), after);
  return file;
}

export function editManifest(dir: string, edit: (manifest: Record<string, unknown>) => void) {
  editFile(dir, 'mf-manifest.json', (text) => {
    const manifest = JSON.parse(text) as Record<string, unknown>;
    edit(manifest);
    return JSON.stringify(manifest);
  });
}

/** The same build, another version: a comment appended to the route table's chunk changes the build hash. */
export function nextFixture(mark: string): string {
  const dir = copyFixture();
  editFile(dir, ROUTES_CHUNK, (text) => `${text}\n/* ${mark} */\n`);
  return dir;
}

/** A build's files as the admin API's publish body carries them. */
export const uploadOf = (dir: string) => readBuild(dir).map((f) => ({ path: f.path, content_base64: f.bytes.toString('base64') }));

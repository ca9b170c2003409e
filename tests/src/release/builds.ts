import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from '../shop';

/**
 * Candidate builds for the release tests, made from a remote's real build: a copy of its dist folder with one edit.
 * Every edit rewrites the file's .br and .gz siblings too: the server answers a browser that accepts br with the
 * sibling, so an edit that left them stale would never reach the page.
 */
export function copyBuild(remote: string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), `snapmall-${remote}-`)), 'dist');
  cpSync(path.join(ROOT, remote, 'dist'), dir, { recursive: true });
  return dir;
}

export function editFile(dir: string, name: string | RegExp, edit: (text: string) => string): string {
  const file = typeof name === 'string' ? name : readdirSync(dir).find((f) => name.test(f));
  if (!file) throw new Error(`no file ${name} in ${dir}`);
  const before = readFileSync(path.join(dir, file), 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(path.join(dir, file), after);
  if (existsSync(path.join(dir, `${file}.br`))) writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(after));
  if (existsSync(path.join(dir, `${file}.gz`))) writeFileSync(path.join(dir, `${file}.gz`), gzipSync(after));
  return file;
}

/** The exposed route table's chunk (`__federation_expose_routes.<hash>.js`). */
export const ROUTES_CHUNK = /^__federation_expose_routes\.[0-9a-f]+\.js$/;

/** The same remote, another build: a comment appended to its route table's chunk, so the build hash differs. */
export function nextBuild(remote: string, mark: string): string {
  const dir = copyBuild(remote);
  editFile(dir, ROUTES_CHUNK, (text) => `${text}\n/* ${mark} */\n`);
  return dir;
}

/**
 * A build whose page at `route` throws on render: its route table's entry gets a component that throws (the lazy
 * page it had is kept aside, unused), as a page with a bug in its first render would.
 */
export function buildWithThrowingRoute(remote: string, route: string, error = 'TypeError'): string {
  const dir = copyBuild(remote);
  editFile(dir, ROUTES_CHUNK, (text) =>
    text.replace(`path:"${route}",component:`, `path:"${route}",component:()=>{throw new ${error}("broken on purpose")},replacedComponent:`),
  );
  return dir;
}

/**
 * A build whose page at `route` stalls the main thread `ms` on every render of its page component (issue 27), as a
 * heavy computation in a render would: its lazy module's component is wrapped in one that busy-waits first.
 */
export function buildWithSlowRoute(remote: string, route: string, ms: number): string {
  const dir = copyBuild(remote);
  const lazyPage = new RegExp(`(path:"${route}",component:\\(0,\\w+\\.lazy\\)\\(\\(\\)=>.*?\\.then\\(\\w+\\.bind\\(\\w+,\\d+\\)\\))`);
  const stall = `.then(m=>({...m,default:p=>{const until=performance.now()+${ms};while(performance.now()<until);return m.default(p)}}))`;
  editFile(dir, ROUTES_CHUNK, (text) => text.replace(lazyPage, `$1${stall}`));
  return dir;
}

/** A build that requires a shared library newer than the shell provides (its manifest's requiredVersion). */
export function buildRequiring(remote: string, library: string, range: string): string {
  const dir = copyBuild(remote);
  editFile(dir, 'mf-manifest.json', (text) => {
    const manifest = JSON.parse(text) as { shared: Array<{ name: string; requiredVersion?: string }> };
    for (const shared of manifest.shared) if (shared.name === library) shared.requiredVersion = range;
    return JSON.stringify(manifest, null, 2);
  });
  return dir;
}

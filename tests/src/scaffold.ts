import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT } = require('../../scripts/workspaces.cjs') as { ROOT: string };

/** A tool of the repository's install, run by path (node_modules/<package>/<file>). */
export const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);

/** Runs node with these arguments; answers its exit status and everything it printed. */
export function runNode(args: string[], cwd = ROOT) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `npm run remote:new` into a folder, leaving the repository's workspaces and install alone. */
export const remoteNew = (into: string, ...args: string[]) =>
  runNode([path.join(ROOT, 'preset', 'bin', 'snapmall-remote.mjs'), 'new', ...args, '--into', into, '--no-workspace', '--no-install']);

export interface Scaffolded {
  /** The remote's folder. */
  dir: string;
  /** The temporary folder that holds it. */
  into: string;
  /** Its production build, into dist/. */
  build(): void;
  remove(): void;
}

/**
 * A remote made by `npm run remote:new` outside the repository, with what `npm install` gives a new workspace: the
 * hoisted packages, and its own react-intl (not hoisted here, so each workspace has one; mf-account's is the same
 * version).
 */
export function scaffoldRemote(name: string): Scaffolded {
  const into = fs.mkdtempSync(path.join(os.tmpdir(), 'snapmall-scaffold-'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(into, 'node_modules'));
  const made = remoteNew(into, name);
  if (made.status !== 0) throw new Error(`remote:new failed: ${made.output}`);
  const dir = path.join(into, name);
  fs.symlinkSync(path.join(ROOT, 'mf-account', 'node_modules'), path.join(dir, 'node_modules'));
  return {
    dir,
    into,
    build: () => execFileSync(process.execPath, [bin('@rspack/cli', 'bin/rspack.js'), 'build', '--mode', 'production'], { cwd: dir, stdio: 'pipe' }),
    remove: () => fs.rmSync(into, { recursive: true, force: true }),
  };
}

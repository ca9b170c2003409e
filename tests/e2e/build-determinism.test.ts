import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The same source is the same release (issue 25): `npm start` publishes each remote's dist as
 * `<version>+<hash of its files>`, so a rebuild that differs by one byte is a new release. Each remote is built
 * again in a copy of the tree in another folder and every file of its dist (the .br/.gz siblings, mf-manifest.json
 * and mf-stats.json included) must be byte for byte the one built here.
 *
 * It sits with the browser suites, not in a jest project of its own, because it needs what `npm test` has just
 * built: the build step's output is the build in this tree (run `npm run build` first, as for every suite here),
 * so the suite builds each remote only once more, in the copy, in another process and another folder; a difference
 * between two runs and one between two folders both show. The unit projects run before anything is built.
 */
const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mf-account', 'mf-bank', 'mf-shopping', 'mf-lottery'];
/** What the remotes' build loads besides their own dependencies: the CLI and what the preset (preset/index.js) requires. */
const BUILD_TOOLS = ['@rspack/cli', '@rspack/core', '@module-federation/enhanced', 'compression-webpack-plugin', '@formatjs/icu-messageformat-parser'];

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * The installed packages a build of the remotes can load, as package-lock.json's locations (`node_modules/react`,
 * `shared/node_modules/react-intl`): the remotes' and shared's dependencies and the build tools, with everything
 * they depend on, found as Node finds it (the nearest node_modules up the folders). A copy of node_modules of only
 * these is a fifth of the whole, which keeps making and removing the copy short.
 */
function packagesForBuild(): string[] {
  const lock = (JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;
  const find = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : '') {
      const location = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (lock[location]) return location;
      if (!dir) return undefined;
    }
  };
  const workspaces = ['shared', ...REMOTES];
  /** [the location a dependency is looked up from, its name] */
  const queue: Array<[string, string]> = [
    ...workspaces.flatMap((ws) => Object.keys(lock[ws]?.dependencies ?? {}).map((name): [string, string] => [ws, name])),
    ...BUILD_TOOLS.map((name): [string, string] => ['', name]),
  ];
  const found = new Set<string>();
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [from, name] = next;
    const location = find(from, name);
    const entry = location === undefined ? undefined : lock[location];
    if (location === undefined || !entry || found.has(location)) continue;
    found.add(location);
    // A workspace's link: its folder comes with the source files; what it depends on is looked up from there.
    const at = entry.link && entry.resolved ? entry.resolved : location;
    const pkg = lock[at] ?? entry;
    for (const deps of [pkg.dependencies, pkg.optionalDependencies, pkg.peerDependencies]) {
      for (const dependency of Object.keys(deps ?? {})) queue.push([at, dependency]);
    }
  }
  return [...found].filter((location) => existsSync(path.join(ROOT, location)));
}

/** `from` mirrored at `to` with hard links (a copy's cost without its bytes); symlinks keep their own target. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    // A package's own node_modules holds other lock entries, linked (or not needed) on their own.
    if (entry.isDirectory() && entry.name === 'node_modules') continue;
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else linkOrCopy(source, target);
  }
}

function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (error) {
    // Another file system (a tmpfs /tmp): the bytes themselves.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
}

/** The tree elsewhere: its source files as git sees them (work in progress included) and the packages the build needs. */
function copyTree(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'snapmall-rebuild-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 64 << 20 })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile());
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  for (const location of packagesForBuild()) {
    const source = path.join(ROOT, location);
    const target = path.join(copy, location);
    mkdirSync(path.dirname(target), { recursive: true });
    // Workspace links are relative (../../shared), so in the copy they lead to the copy's own workspaces.
    if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkTree(source, target);
  }
  return copy;
}

/** `npm run build -w <remote>` in the copy: the copy's own rspack CLI, run in the remote's folder. */
function build(copy: string, remote: string): Promise<void> {
  const cli = path.join(copy, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [cli, 'build', '--mode', 'production'], { cwd: path.join(copy, remote), maxBuffer: 16 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${remote} did not build in ${copy}:\n${stdout}${stderr}`)) : resolve(),
    );
  });
}

/** Every file under `dir`, as paths relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .sort();
}

/** Each file that is not the same in both builds, named with how it differs. */
function differences(here: string, there: string): string[] {
  const ours = filesOf(here);
  const theirs = filesOf(there);
  return [
    ...ours.filter((file) => !theirs.includes(file)).map((file) => `${file}: only in this tree's build`),
    ...theirs.filter((file) => !ours.includes(file)).map((file) => `${file}: only in the copy's build`),
    ...ours
      .filter((file) => theirs.includes(file))
      .filter((file) => !readFileSync(path.join(here, file)).equals(readFileSync(path.join(there, file))))
      .map((file) => `${file}: differs`),
  ];
}

describe('a remote built again from the same source, in another folder', () => {
  let copy = '';
  beforeAll(async () => {
    for (const remote of REMOTES) {
      if (!existsSync(path.join(ROOT, remote, 'dist', 'remoteEntry.js'))) throw new Error(`${remote} is not built: npm run build`);
    }
    copy = copyTree();
    // One at a time: each build already uses every core.
    for (const remote of REMOTES) await build(copy, remote);
  }, 180_000);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it.each(REMOTES)('%s: every file of dist is byte for byte the same', (remote) => {
    expect(differences(path.join(ROOT, remote, 'dist'), path.join(copy, remote, 'dist'))).toEqual([]);
  });
});

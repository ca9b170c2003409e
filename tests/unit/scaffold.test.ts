import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gate } from 'server/src/modules/releases/gate';
import { readBuild } from 'server/src/modules/releases/files';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT } = require('../../scripts/workspaces.cjs') as { ROOT: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { providedShared } = require('../../scripts/rspack-singletons.cjs') as { providedShared: () => Record<string, { version: string }> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { web } = require('../../scripts/jest-web.cjs') as { web: (name: string, rootDir: string, shared: string) => object };

const NAME = 'mf-probe';
const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);
/** What the live shell provides, as its build writes provided-shared.json. */
const provided = Object.fromEntries(Object.entries(providedShared()).map(([name, { version }]) => [name, version]));

/** Runs a script of the repository; answers its exit status and everything it printed. */
function run(args: string[], cwd = ROOT) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const scaffold = (into: string, ...names: string[]) => run([path.join(ROOT, 'scripts', 'remote-new.mjs'), ...names, '--into', into, '--no-workspace', '--no-install']);

describe('npm run remote:new (issue 29): a new team\'s remote that tests, builds and passes the release gate', () => {
  let into: string;
  let dir: string;
  const build = () => execFileSync(process.execPath, [bin('@rspack/cli', 'bin/rspack.js'), 'build', '--mode', 'production'], { cwd: dir, stdio: 'pipe' });
  const gated = () => gate({ remote: NAME, prefixes: ['/pages/probe/'], files: readBuild(path.join(dir, 'dist')), provided });

  beforeAll(() => {
    // Outside the repository, with what `npm install` gives a new workspace: the hoisted packages, and its own
    // react-intl (not hoisted here, so each workspace has one; mf-account's is the same version).
    into = fs.mkdtempSync(path.join(os.tmpdir(), 'snapmall-scaffold-'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(into, 'node_modules'));
    const made = scaffold(into, NAME);
    expect(made).toMatchObject({ status: 0 });
    dir = path.join(into, NAME);
    fs.symlinkSync(path.join(ROOT, 'mf-account', 'node_modules'), path.join(dir, 'node_modules'));
  });
  afterAll(() => fs.rmSync(into, { recursive: true, force: true }));

  it('writes the files a team starts from, named after the remote', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.remote).toEqual({ name: 'mf_probe', port: expect.any(Number), prefixes: ['/pages/probe/'] });
    expect(pkg.dependencies.react).toBe(provided.react);
    for (const file of ['README.md', 'rspack.config.js', 'src/routes.tsx', 'messages/en-us.json', 'messages/zh-tw.json', 'src/mock/remote.ts']) {
      expect(fs.readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/\{\{\w+\}\}/);
    }
  });

  it('typechecks', () => {
    expect(run([bin('typescript', 'bin/tsc'), '-p', dir, '--noEmit'])).toEqual({ status: 0, output: '' });
  }, 60_000);

  it('passes its own unit tests: the page in both languages, the mock and its scenario', () => {
    const config = JSON.stringify(web(NAME, dir, path.join(ROOT, 'shared')));
    const { status, output } = run(['--experimental-vm-modules', bin('jest', 'bin/jest.js'), '--config', config, '--ci']);
    expect(output).toMatch(/Tests:\s+5 passed, 5 total/);
    expect(status).toBe(0);
  }, 60_000);

  it("builds, and the release gate takes it with the live shell's versions", () => {
    build();
    expect(gated()).toEqual({ routes: ['/pages/probe/index'] });
  }, 60_000);

  it('is refused by the gate when its package.json asks for a React the shell does not provide', () => {
    const file = path.join(dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, react: '99.0.0', 'react-dom': '99.0.0' } }));
    build();
    expect(gated).toThrow(expect.objectContaining({ key: 'release.singletonUnsatisfied', vars: { name: 'react', required: '^99.0.0', provided: provided.react } }));
  }, 60_000);

  it('refuses a name that is taken or not a remote\'s', () => {
    expect(scaffold(into, 'mf-bank')).toMatchObject({ status: 1, output: expect.stringContaining('mf-bank or /pages/bank/ is taken') });
    expect(scaffold(into, 'Rewards')).toMatchObject({ status: 1, output: expect.stringContaining('give one name') });
    expect(scaffold(into, NAME)).toMatchObject({ status: 1, output: expect.stringContaining('exists') });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { gate } from 'server/src/modules/releases/gate';
import { readBuild } from 'server/src/modules/releases/files';
import { bin, remoteNew, runNode, scaffoldRemote, type Scaffolded } from '../src/scaffold';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT } = require('../../scripts/workspaces.cjs') as { ROOT: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { providedShared } = require('../../preset/lib/singletons.cjs') as { providedShared: () => Record<string, { version: string }> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { web } = require('../../preset/lib/jest-web.cjs') as { web: (name: string, rootDir: string, shared: string) => object };

const NAME = 'mf-probe';
/** What the live shell provides, as its build writes provided-shared.json. */
const provided = Object.fromEntries(Object.entries(providedShared()).map(([name, { version }]) => [name, version]));

describe('npm run remote:new (issue 29): a new team\'s remote that tests, builds and passes the release gate', () => {
  let made: Scaffolded;
  let dir: string;
  const gated = () => gate({ remote: NAME, prefixes: ['/pages/probe/'], files: readBuild(path.join(dir, 'dist')), provided });

  beforeAll(() => {
    made = scaffoldRemote(NAME);
    dir = made.dir;
  });
  afterAll(() => made.remove());

  it('writes the files a team starts from, named after the remote', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.remote).toEqual({ name: 'mf_probe', port: expect.any(Number), prefixes: ['/pages/probe/'] });
    expect(pkg.dependencies.react).toBe(provided.react);
    for (const file of ['README.md', 'rspack.config.js', 'src/routes.tsx', 'messages/en-us.json', 'messages/zh-tw.json', 'src/mock/remote.ts']) {
      expect(fs.readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/\{\{\w+\}\}/);
    }
  });

  it('typechecks', () => {
    expect(runNode([bin('typescript', 'bin/tsc'), '-p', dir, '--noEmit'])).toEqual({ status: 0, output: '' });
  }, 60_000);

  it('passes its own unit tests: the page in both languages, the mock and its scenario', () => {
    const config = JSON.stringify(web(NAME, dir, path.join(ROOT, 'shared', 'src', 'test-utils')));
    const { status, output } = runNode(['--experimental-vm-modules', bin('jest', 'bin/jest.js'), '--config', config, '--ci']);
    expect(output).toMatch(/Tests:\s+5 passed, 5 total/);
    expect(status).toBe(0);
  }, 60_000);

  it("builds, and the release gate takes it with the live shell's versions", () => {
    made.build();
    expect(gated()).toEqual({ routes: ['/pages/probe/index'] });
  }, 60_000);

  it('is refused by the gate when its package.json asks for a React the shell does not provide', () => {
    const file = path.join(dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, react: '99.0.0', 'react-dom': '99.0.0' } }));
    made.build();
    expect(gated).toThrow(expect.objectContaining({ key: 'release.singletonUnsatisfied', vars: { name: 'react', required: '^99.0.0', provided: provided.react } }));
  }, 60_000);

  it('refuses a name that is taken or not a remote\'s', () => {
    expect(remoteNew(made.into, 'mf-bank')).toMatchObject({ status: 1, output: expect.stringContaining('mf-bank or /pages/bank/ is taken') });
    expect(remoteNew(made.into, 'Rewards')).toMatchObject({ status: 1, output: expect.stringContaining('give one name') });
    expect(remoteNew(made.into, NAME)).toMatchObject({ status: 1, output: expect.stringContaining('exists') });
  });
});

import fs from 'node:fs';
import path from 'node:path';

interface Shared {
  requiredVersion: string;
  version?: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { singletons, providedShared } = require('../../preset/lib/singletons.cjs') as {
  singletons: (o: { strict: boolean; dir?: string; role?: 'host' | 'remote' }) => Record<string, Shared>;
  providedShared: () => Record<string, { version: string }>;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT, remotes } = require('../../scripts/workspaces.cjs') as { ROOT: string; remotes: () => Array<{ workspace: string }> };
const installed = (name: string) => (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** A remote's folder inside the repository (so it finds the installed packages), with the dependencies given. */
function remoteWith(dependencies: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(ROOT, 'tests', '.remote-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-fixture', remote: { name: 'mf_fixture', port: 3999, prefixes: ['/pages/fixture/'] }, dependencies }));
  return dir;
}

describe("a remote's own package.json decides what it requires (issue 29)", () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const remote = (dependencies: Record<string, string>) => {
    const dir = remoteWith(dependencies);
    made.push(dir);
    return singletons({ strict: true, dir, role: 'remote' });
  };

  it('asks the shell for the React its package.json names, not the one the shell is built with', () => {
    const shared = remote({ react: '19.4.0', 'react-dom': '19.4.0', 'react-intl': '7.1.9' });
    expect(shared.react?.requiredVersion).toBe('^19.4.0');
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe('^19.4.0');
    expect(shared['react-dom/client']?.requiredVersion).toBe('^19.4.0');
    expect(providedShared().react?.version).toBe(installed('react'));
  });

  it('keeps a range as written, and takes the installed version of a singleton it does not name', () => {
    const shared = remote({ 'react-intl': '~7.1.0' });
    expect(shared['react-intl']?.requiredVersion).toBe('~7.1.0');
    expect(shared['react-redux']?.requiredVersion).toBe(`^${installed('react-redux')}`);
  });

  it("requires the installed version of a package given by URL (the shop's /packages/ tarball)", () => {
    const shared = remote({ 'react-intl': '7.1.9', '@snapmall/shared': 'https://shop.example/packages/snapmall-shared-0.1.0.tgz' });
    expect(shared['@snapmall/shared']?.requiredVersion).toBe(`^${installed('@snapmall/shared')}`);
  });

  it("the monorepo's remotes ask for what the shell provides", () => {
    const shell = providedShared();
    for (const { workspace } of remotes()) {
      const shared = singletons({ strict: true, dir: path.join(ROOT, workspace), role: 'remote' });
      for (const [name, { requiredVersion }] of Object.entries(shared)) expect([name, requiredVersion]).toEqual([name, `^${shell[name]?.version}`]);
    }
  });
});

import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The shop's boot entry (shell/src/boot.ts) runs while main.js is still downloading, so it must stay a few KB: what
 * it imports, type imports included, reaches no package (React, Redux, react-intl) and not @snapmall/shared's barrel
 * (which is the whole UI), only the React-free `@snapmall/shared/remote`. dependency-cruiser walks its graph with
 * the house's resolution (.dependency-cruiser.cjs), packages kept in the graph this time.
 */
const ROOT = path.resolve(__dirname, '..');
const BIN = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

async function graphOf(entry: string): Promise<string[]> {
  const config = path.join(tmpdir(), `boot-graph-${process.pid}.cjs`);
  writeFileSync(config, `const base = require(${JSON.stringify(path.join(ROOT, '.dependency-cruiser.cjs'))});\nmodule.exports = { options: { ...base.options, exclude: undefined } };\n`);
  const { stdout } = await promisify(execFile)(process.execPath, [BIN, '--config', config, '--output-type', 'json', entry], { cwd: ROOT, maxBuffer: 20 * 1024 * 1024 });
  return (JSON.parse(stdout) as { modules: Array<{ source: string }> }).modules.map((m) => m.source);
}

const heavy = (modules: string[]) => modules.filter((m) => m.includes('node_modules/') || m === 'shared/src/index.ts');

it('the boot entry reaches no package and not the shared barrel', async () => {
  const modules = await graphOf('shell/src/boot.ts');
  expect(modules).toEqual(expect.arrayContaining(['shell/src/remotes/early.ts', 'shell/src/remotes/registryRequest.ts', 'shared/src/remote/canary.ts']));
  expect(heavy(modules)).toEqual([]);
}, 60_000);

it('would see React if the boot entry reached it (the app start does)', async () => {
  expect(heavy(await graphOf('shell/src/remotes/startup.ts'))).toEqual(expect.arrayContaining(['node_modules/react/index.js', 'shared/src/index.ts']));
}, 60_000);

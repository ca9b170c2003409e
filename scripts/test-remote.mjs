// `npm test -w <remote>`: that remote's own tests and nothing else's — its typecheck, its unit and mock tests (the
// remote's jest project), then, on a fresh build of the shop, the browser tests named in its package.json
// ("browserTests"): its pages against the real server and its mock build alone as QA runs it. A remote that lists
// none yet (a new one, from npm run remote:new) stops after its unit tests.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm runs a workspace's script in that workspace's folder.
const workspace = path.basename(process.cwd());
const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
const browserTests = manifest.browserTests ?? [];
if (process.cwd() === root || !manifest.remote) {
  console.error('Run it as `npm test -w <remote>`.');
  process.exit(1);
}

const node = (args, cwd = root) => execFileSync(process.execPath, args, { cwd, stdio: 'inherit' });
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');

node([path.join(root, 'scripts', 'ensure-install.mjs')]);
node([path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', workspace, '--noEmit', '--pretty']);
node(['--experimental-vm-modules', jest, '--selectProjects', workspace]);
if (browserTests.length === 0) {
  console.log(`${workspace} lists no browser tests in its package.json ("browserTests": files of tests/e2e).`);
  process.exit(0);
}
// The browser tests open the whole shop (its shell and every remote's current build), so all are built.
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
node(['--experimental-vm-modules', jest, '--config', 'jest.config.js', ...browserTests.map((file) => `e2e/${file}`)], path.join(root, 'tests'));

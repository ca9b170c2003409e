// Installs the workspace's dependencies when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone with nothing but Node and npm.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (stale) {
  // npm install, not npm ci: the lock file pins every version, and this npm prunes other platforms'
  // optional binaries from it, which npm ci would refuse as "out of sync".
  console.log('Installing dependencies…');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}

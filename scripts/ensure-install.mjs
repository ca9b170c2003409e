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
  // npm ci, not npm install: it installs exactly what package-lock.json pins (every platform's optional
  // binaries are in it, so it is complete on any machine) and never rewrites it; a lock out of step with
  // package.json fails here instead of resolving versions nobody tested.
  console.log('Installing dependencies…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}

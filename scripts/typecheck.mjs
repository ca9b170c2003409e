// `npm run typecheck`: every TypeScript project of the repository, each its own `tsc --noEmit`, as many at once as
// the machine has cores (tsc uses one): on CI's 2 cores the 11 projects take half the time they take one by one.
// Each project's output is printed whole once it ends; the run fails if any project does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import workspacesModule from './workspaces.cjs';

const { workspaces } = workspacesModule;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// Every workspace (scripts/workspaces.cjs, so a new remote is checked too), the service worker (its own lib: a
// worker, no DOM), the scripts and the boundary check's fixtures. A workspace of JavaScript alone (the preset) has
// no TypeScript project.
const PROJECTS = [...workspaces().map((w) => w.dir).filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json'))), 'shell/src/pwa/worker', 'scripts', 'lint'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
const worker = async () => {
  while (queue.length > 0) results.push(await check(queue.shift()));
};
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), PROJECTS.length)) }, worker));
if (results.some((ok) => !ok)) process.exitCode = 1;

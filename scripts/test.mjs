// `npm test`: every test, stage after stage as README lists them, stopping at the first that fails, then each
// stage's time (CI's budget is 20 minutes on a 2-core machine; README's "Tests" says what each stage costs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAGES = [
  ['install', ['node', 'scripts/ensure-install.mjs']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit and server', ['npm', 'run', 'test:unit']],
  ['build', ['npm', 'run', 'build']],
  ['browser', ['npm', 'run', 'test:browser']],
];

const times = [];
const report = () => {
  const lines = times.map(([name, seconds]) => `  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
  console.log(`\nnpm test, each stage's time:\n${lines.join('\n')}`);
};
for (const [name, [command, ...args]] of STAGES) {
  const started = performance.now();
  const { status, signal } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  times.push([name, (performance.now() - started) / 1000]);
  if (status !== 0) {
    report();
    console.error(`npm test: the ${name} stage failed (${signal ?? `exit ${status}`}).`);
    process.exit(status ?? 1);
  }
}
report();

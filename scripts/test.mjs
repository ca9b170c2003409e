// `npm test`: every test, stage after stage as README lists them, stopping at the first that fails, then each
// stage's time (CI's budget is 20 minutes on a 2-core machine; docs/testing.md says what each stage costs).
// The typecheck and the lint run side by side: neither needs the other, and the lint (one process) fills the core
// the typecheck's two tsc processes leave idle between projects. Their outputs are printed whole as each ends.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * CI (`.ci/run`) sets MACHINE_DATABASE_URL (and MACHINE_REDIS_URL): the server suites whose outcome depends on the
 * database server and Redis (jest.machine-suites.js) then run once, on that PostgreSQL and Redis, after the browser
 * stage, instead of on the embedded database in the unit stage. (Beside the browser stage they saved about a minute,
 * but a browser test that measures a page's vitals missed its sample once with the machine that busy.)
 */
const machine = process.env.MACHINE_DATABASE_URL;
const machineEnv = { DATABASE_URL: machine, REDIS_URL: process.env.MACHINE_REDIS_URL ?? 'redis://127.0.0.1:6379' };
const jest = ['node', '--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];

/** Each step is one stage, or stages run at once: [name, command, env]. */
const STEPS = [
  [['install', ['node', 'scripts/ensure-install.mjs']]],
  [
    ['typecheck', ['npm', 'run', 'typecheck']],
    ['lint', ['npm', 'run', 'lint']],
  ],
  [['unit and server', ['npm', 'run', 'test:unit']]],
  [['build', ['npm', 'run', 'build']]],
  [['browser', ['npm', 'run', 'test:browser']]],
  ...(machine ? [[['machine database', [...jest, '--config', 'jest.machine.config.js'], machineEnv]]] : []),
];

/** Runs one stage; alone it prints as it goes, beside another its output is kept and printed when it ends. */
function run([name, [command, ...args], env = {}], alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status, signal) => {
      if (output) process.stdout.write(`\n── ${name} ──\n${output}`);
      resolve({ name, status, signal, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const times = [];
const report = () => {
  const lines = times.map(({ name, seconds }) => `  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
  console.log(`\nnpm test, each stage's time (stages run side by side overlap):\n${lines.join('\n')}`);
};
for (const step of STEPS) {
  const results = await Promise.all(step.map((stage) => run(stage, step.length === 1)));
  times.push(...results);
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    report();
    console.error(`npm test: the ${failed.name} stage failed (${failed.signal ?? `exit ${failed.status}`}).`);
    process.exit(failed.status ?? 1);
  }
}
report();

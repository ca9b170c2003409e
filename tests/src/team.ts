import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A team in its own repository (issue 29): a temporary folder with no path to this repository, where the team runs
 * what README "A new team" says, with only node, npm and the shop's address. Each step is timed (the e2e test checks
 * the steps, the bench prints the times).
 */
export interface Team {
  /** The remote's folder. */
  dir: string;
  /** Each step's time so far, in ms. */
  times: Record<string, number>;
  /** A command in the remote's folder; throws with its output when it fails, else answers the output. */
  step(label: string, command: string, args: string[], env?: Record<string, string>): Promise<string>;
  /** The same, answering the exit code and the output even when it fails. */
  run(command: string, args: string[], env?: Record<string, string>): Promise<{ code: number; output: string }>;
  remove(): void;
}

function exec(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(command, args, { cwd, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env }, timeout: 240_000, maxBuffer: 32 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** Scaffolds `name` from the shop's preset package (/packages/), as README "A new team" does, and installs it. */
export async function newTeam(shopUrl: string, name: string): Promise<Team> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'snapmall-team-'));
  const times: Record<string, number> = {};
  let cwd = folder;
  const run = (command: string, args: string[], env: Record<string, string> = {}) => exec(command, args, cwd, env);
  const step = async (label: string, command: string, args: string[], env: Record<string, string> = {}) => {
    const start = Date.now();
    const { code, output } = await run(command, args, env);
    times[label] = Date.now() - start;
    if (code !== 0) throw new Error(`${label} failed:\n${output}`);
    return output;
  };
  const index = (await (await fetch(`${shopUrl}/packages/`)).json()) as { packages: Array<{ name: string; file: string }> };
  const preset = index.packages.find((p) => p.name === '@snapmall/rspack-preset');
  if (!preset) throw new Error(`${shopUrl}/packages/ names no preset`);
  await step('scaffold', 'npm', ['exec', '--yes', '--prefer-offline', `--package=${shopUrl}/packages/${preset.file}`, '--', 'snapmall-remote', 'new', name, '--shop', shopUrl, '--no-install']);
  cwd = path.join(folder, name);
  await step('install', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
  return { dir: cwd, times, step, run, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** Resolves once `check` answers true (a thrown check counts as not yet), or throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 60_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) if (await check().catch(() => false)) return;
  throw new Error('timed out');
}

/** Whether a dev server answers its manifest: `npm run serve` has built and listens. */
export const devServerUp = (port: number) => until(async () => (await fetch(`http://localhost:${port}/mf-manifest.json`)).ok);

// `npm run dev`: the API server, the shell and every remote with rebuild on change. The server hands the
// shell a registry that points at the remotes' dev servers instead of their production builds.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync, spawn } from 'node:child_process';
import workspacesModule from './workspaces.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });

// Each remote's name, dev port and prefixes are its package.json's "remote" entry (scripts/workspaces.cjs).
const remotes = workspacesModule.remotes();
const registryFile = path.join(root, 'data', 'remotes.dev.json');
mkdirSync(path.dirname(registryFile), { recursive: true });
writeFileSync(
  registryFile,
  JSON.stringify({ remotes: remotes.map((r) => ({ name: r.name, manifest: `http://localhost:${r.port}/mf-manifest.json`, prefixes: r.prefixes })) }, null, 2),
);

// PORT and API_TARGET are for one workspace's dev server alone (docs/qa.md): here each keeps its own port and the local API.
const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'PORT' && key !== 'API_TARGET'));
const run = (label, args, env = {}) => {
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit', env: { ...inherited, ...env } });
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  return child;
};
const children = [
  run('server', ['run', 'dev', '-w', 'server'], { REMOTES_JSON: registryFile }),
  run('shell', ['run', 'dev', '-w', 'shell']),
  ...remotes.map((r) => run(r.workspace, ['exec', '-w', r.workspace, '--', 'rspack', 'serve', '--mode', 'development'])),
];
console.log('Shop with live rebuild: http://localhost:3000/ (API on http://localhost:8080)');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));

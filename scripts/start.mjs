// `npm start`: install if needed, build shell and remotes for production, then serve the shop with the
// embedded database (demo data on first start) and print its URL.
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });
console.log('Building the shell and the remotes…');
execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, HOST: process.env.HOST ?? '0.0.0.0' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

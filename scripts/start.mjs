// `npm start`: install if needed, build shell and remotes for production, then serve the shop with the
// embedded database (demo data on first start) and print its URL and the operator console's.
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });
console.log('Building the shell and the remotes…');
execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, HOST: process.env.HOST ?? '0.0.0.0' },
});
// The server's lines pass through as they come; once it says where the shop is, the console's address follows.
let pending = '';
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const shop = /SnapMall is running at (\S+?)\/?\s/.exec(`${line} `);
    if (shop) console.log(`Operator console: ${shop[1]}/admin/`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

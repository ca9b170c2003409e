// The first-load bench's two builds: the one-bundle build made (tests/one-bundle) with its registry, the federated
// build copied as `npm run build` left it, the demo customer's session on a shop serving either, the console's
// session of an owner, and the demo's ids a page's route names.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CUSTOMER } from 'server/src/seed/demo';
import { OperatorService } from 'server/src/modules/operators/service';
import { containerName } from 'server/src/modules/releases/registry';
import { operatorLogin } from '../operator-login';
import { ROOT, type Shop } from '../shop';
import { FEDERATED_ROOT, ONE_BUNDLE_ROOT, REMOTES, type Build, type PageSpec } from './first-load-plan';

/** The one-bundle build's registry: handed to its shop as REMOTES_JSON (config.registryFile). */
export const ONE_BUNDLE_REGISTRY = path.join(ONE_BUNDLE_ROOT, 'remotes.json');

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** Builds the one-bundle shop, its registry made from the remotes table of `shop` (the federated one). */
export async function buildOneBundle(shop: Shop) {
  const dist = path.join(ONE_BUNDLE_ROOT, 'shell', 'dist');
  if (process.env.FIRST_LOAD_BUILD !== '0' || !existsSync(path.join(dist, 'index.html'))) {
    const started = Date.now();
    const cli = path.join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    await run(process.execPath, [cli, 'build', '--config', path.join(ROOT, 'tests', 'one-bundle', 'rspack.config.js'), '--mode', 'production'], path.join(ROOT, 'tests'));
    console.log(`One-bundle build (tests/one-bundle/rspack.config.js → tests/.first-load/one-bundle/shell/dist): ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // The same registry, except that each remote's "manifest" is a tiny file of the shell's: the shell still asks
  // for it (home shows a shortcut whose remote does not answer as unavailable), and the remote's code is in the
  // bundle already.
  const rows = await shop.db.query<{ name: string; prefixes: string[] }>('SELECT name, prefixes FROM remotes WHERE name = ANY($1)', [REMOTES]);
  const prefixes = new Map(rows.map((row) => [row.name, row.prefixes]));
  const registry = { remotes: REMOTES.map((remote) => ({ name: containerName(remote), manifest: '', prefixes: prefixes.get(remote) ?? [] })) };
  mkdirSync(path.join(dist, 'one-bundle'), { recursive: true });
  for (const remote of registry.remotes) {
    writeFileSync(path.join(dist, 'one-bundle', `${remote.name}.json`), '{}');
    remote.manifest = `/one-bundle/${remote.name}.json`;
  }
  writeFileSync(ONE_BUNDLE_REGISTRY, JSON.stringify(registry));
}

/**
 * The federated build as `npm run build` left it, copied, so a build started meanwhile (it empties dist first)
 * cannot pull files from under the measurement.
 */
export function snapshotFederated() {
  const needed = [path.join('shell', 'dist', 'index.html'), ...REMOTES.flatMap((r) => [path.join(r, 'dist', 'remoteEntry.js'), path.join(r, 'dist', 'mf-manifest.json')])];
  const missing = needed.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length) throw new Error(`The federated build is missing ${missing.join(', ')}: run \`npm run build\` first.`);
  rmSync(FEDERATED_ROOT, { recursive: true, force: true });
  for (const workspace of ['shell', ...REMOTES]) cpSync(path.join(ROOT, workspace, 'dist'), path.join(FEDERATED_ROOT, workspace, 'dist'), { recursive: true });
  const copied = needed.filter((file) => !existsSync(path.join(FEDERATED_ROOT, file)));
  if (copied.length) throw new Error(`The federated build changed while it was copied (${copied.join(', ')}): run again.`);
}

export async function logIn(shop: Shop): Promise<Record<string, string>> {
  const response = await fetch(`${shop.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password }),
  });
  const body = (await response.json()) as { code: number; msg: string; data?: { userinfo?: { token?: string } } };
  const user = body.data?.userinfo;
  if (body.code !== 1 || !user?.token) throw new Error(`The demo login failed: ${response.status} ${body.msg}`);
  return { 'snapmall:userinfo': JSON.stringify(user), 'snapmall:token': JSON.stringify(user.token) };
}

/** The console's session of an owner made for the bench (its local storage, as the console's login stores it). */
export async function consoleSession(shop: Shop): Promise<Record<string, string>> {
  const who = { username: 'bench-owner', password: 'bench-operator-1' };
  await new OperatorService(shop.db).setPassword('cli:bench', who.username, who.password);
  const { token } = await operatorLogin(shop.url, who);
  return { 'snapmall:admin-session': JSON.stringify({ token, username: who.username, roles: ['owner'] }) };
}

/** A page's route with the demo's ids filled in: GOODS is the first goods of the first brand the demo customer sees. */
export async function filledRoute(spec: PageSpec, build: Build): Promise<string> {
  if (!spec.route.includes('GOODS')) return spec.route;
  const token = JSON.parse(build.session['snapmall:token']!) as string;
  const ask = async <T>(url: string, body: object) => {
    const response = await fetch(`${build.shop.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) });
    return ((await response.json()) as { data: T }).data;
  };
  const [brand] = await ask<Array<{ id: number }>>('/api/goods/brand', {});
  const goods = await ask<{ list: Array<{ id: number }> }>('/api/goods/list', { brand_id: brand!.id, page: 1 });
  if (!goods.list[0]) throw new Error(`${build.name}: the demo customer sees no goods to open`);
  return spec.route.replace('GOODS', String(goods.list[0].id));
}

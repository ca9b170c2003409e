#!/usr/bin/env node
// snapmall-remote: a team's remote from nothing (issue 29), in this repository or in its own.
//
//   snapmall-remote new <mf-name> [--shop <url>] [--into <folder>] [--port <n>] [--no-workspace] [--no-install]
//     The folder from the template (package.json, build config on this preset, src/routes.tsx, one page in both
//     languages, its unit test, a mock with one scenario, README). In the shop's repository (`npm run remote:new --
//     mf-rewards`) it becomes a workspace (every root script finds remotes there) and is installed. Elsewhere
//     (`npx --package <shop>/packages/snapmall-rspack-preset-<v>.tgz snapmall-remote new mf-rewards --shop <shop>`)
//     it depends on the shop's packages (/packages/) and the registry's, at the versions the shop's shell provides.
//   snapmall-remote test
//     The remote's own checks: in the shop's repository its workspace tests (scripts/test-remote.mjs); elsewhere its
//     typecheck and its unit tests with the shop's jest setup (the package's test-utils).
//   snapmall-remote release [--promote | --canary <percent>]
//     Publishes the remote's dist/ to the shop at SNAPMALL_URL with SNAPMALL_DEPLOY_TOKEN: the gate, the shop's smoke
//     run, and what is live (docs/deploying.md). `snapmall-remote list|promote|canary|rollback|preview|devlink …`
//     takes one step for this remote (`snapmall-remote devlink 3001 <browser id>`).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import singletons from '../lib/singletons.cjs';
import jestWeb from '../lib/jest-web.cjs';
import workspaces from '../lib/workspaces.cjs';

const PRESET = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(PRESET, 'template');
const NAME = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** The singletons a remote's pages import; each required at the version the shell provides. */
const SINGLETONS = ['@reduxjs/toolkit', 'react', 'react-dom', 'react-intl', 'react-redux'];
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function fail(message) {
  console.error(`snapmall-remote: ${message}`);
  process.exit(1);
}

/** The shop's repository this preset sits in (its workspace), or undefined when installed from a package. */
function monorepo() {
  const root = path.dirname(PRESET);
  const pkg = path.join(root, 'package.json');
  return fs.existsSync(pkg) && (read(pkg).workspaces ?? []).includes(path.basename(PRESET)) ? root : undefined;
}

/**
 * What a new remote depends on. In the repository: the shell's versions (the workspaces provide shared, the preset
 * and the tools). Elsewhere: shop.json, written when the shop packed this preset: the shell's versions, the shop's
 * two packages by URL, and the tools its unit tests run on.
 */
function dependenciesFor(shop) {
  if (!shop) {
    const provided = singletons.providedShared();
    return { dependencies: Object.fromEntries([...SINGLETONS, '@snapmall/shared'].sort().map((d) => [d, provided[d].version])), devDependencies: {} };
  }
  const { provided, packages, testTools } = read(path.join(PRESET, 'shop.json'));
  const url = (file) => `${shop.replace(/\/$/, '')}/packages/${file}`;
  return {
    dependencies: { ...Object.fromEntries(SINGLETONS.map((d) => [d, provided[d]])), '@snapmall/shared': url(packages['@snapmall/shared']) },
    devDependencies: { '@snapmall/rspack-preset': url(packages['@snapmall/rspack-preset']), ...testTools },
  };
}

function parseNew(argv) {
  const o = { workspace: true, install: true, into: process.cwd(), names: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-workspace') o.workspace = false;
    else if (arg === '--no-install') o.install = false;
    else if (arg === '--into') o.into = path.resolve(argv[++i] ?? fail('--into needs a folder'));
    else if (arg === '--shop') o.shop = argv[++i] ?? fail('--shop needs the shop\'s address');
    else if (arg === '--port') o.port = Number(argv[++i]);
    else o.names.push(arg);
  }
  if (o.names.length !== 1 || !NAME.test(o.names[0])) fail('give one name, "mf-" and lower-case words joined by "-": snapmall-remote new mf-rewards');
  return { ...o, name: o.names[0] };
}

/** Each template file, its {{key}} placeholders filled in, written without its .tmpl. */
function writeTemplate(from, to, values) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) writeTemplate(source, path.join(to, entry.name), values);
    else fs.writeFileSync(path.join(to, entry.name.replace(/\.tmpl$/, '')), fs.readFileSync(source, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key) => values[key] ?? whole));
  }
}

function newRemote(argv) {
  const o = parseNew(argv);
  const root = monorepo();
  const inRepository = root !== undefined && !o.shop;
  if (!inRepository && !o.shop) fail('outside the shop\'s repository, name the shop: --shop https://shop.example');
  const short = o.name.slice('mf-'.length);
  const taken = inRepository ? workspaces.remotesOf(root) : [];
  if (taken.some((r) => r.workspace === o.name || r.prefixes.includes(`/pages/${short}/`))) fail(`${o.name} or /pages/${short}/ is taken`);
  const dir = path.join(inRepository && o.into === process.cwd() ? root : o.into, o.name);
  if (fs.existsSync(dir)) fail(`${dir} exists`);
  const { dependencies, devDependencies } = dependenciesFor(inRepository ? undefined : o.shop);
  const json = (value) => JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
  const port = o.port || Math.max(3000, ...taken.map((r) => r.port)) + 1;
  writeTemplate(TEMPLATE, dir, {
    package: o.name,
    short,
    federation: o.name.replaceAll('-', '_'),
    camel: short.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase()),
    Title: short[0].toUpperCase() + short.slice(1).replaceAll('-', ' '),
    port: String(port),
    dependencies: json(dependencies),
    devDependencies: json(devDependencies),
    // In its own repository: react-intl's formatjs asks for an older TypeScript as an optional peer; the one the
    // remote tests with is taken instead (in the shop's repository the root's install settles it).
    overrides: inRepository ? '' : ',\n  "overrides": {\n    "typescript": "$typescript"\n  }',
  });
  if (inRepository && o.workspace) {
    const file = path.join(root, 'package.json');
    const pkg = read(file);
    const last = Math.max(...taken.map((r) => pkg.workspaces.indexOf(r.workspace)));
    pkg.workspaces.splice(last + 1, 0, o.name);
    fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  if (o.install) execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: inRepository ? root : dir, stdio: 'inherit' });
  const w = inRepository ? ` -w ${o.name}` : '';
  console.log(`
${o.name} is in ${path.relative(process.cwd(), dir) || '.'}: its page is /pages/${short}/index (README "A new team" goes on from here).
  npm test${w}                 its typecheck, unit and mock tests
  npm run dev${w}              its pages alone at http://localhost:${port}/ against the shop's API (API_TARGET, PORT)
  npm run serve${w}            its build for the live shop: open it there through a dev link (npm run release -- devlink)
  the shop's owner:  npm run ops -- remote:add '{"name":"${o.name}","prefixes":["/pages/${short}/"],"owner":"<your team>"}'
                     npm run ops -- deploy:token ${short}-ci ${o.name}     (your deploy token, printed once)`);
}

/** `npm test` of a remote: in the repository its workspace's tests, elsewhere its typecheck and unit tests. */
function test() {
  const dir = process.cwd();
  const root = monorepo();
  const run = (args, cwd = dir) => {
    const { status } = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  };
  if (root && read(path.join(root, 'package.json')).workspaces.includes(path.relative(root, dir))) return run([path.join(root, 'scripts', 'test-remote.mjs')]);
  const bin = (pkg, file) => path.join(path.dirname(requireResolve(`${pkg}/package.json`, dir)), file);
  run([bin('typescript', 'bin/tsc'), '-p', dir, '--noEmit', '--pretty']);
  const testUtils = path.join(path.dirname(requireResolve('@snapmall/shared/package.json', dir)), 'dist', 'test-utils');
  run(['--experimental-vm-modules', bin('jest', 'bin/jest.js'), '--config', JSON.stringify(jestWeb.web(read(path.join(dir, 'package.json')).name, dir, testUtils, 'setup.js'))]);
}

/** Where a package installed for the remote in `from` is (Node's own resolution, as its tools see it). */
const requireResolve = (request, from) => createRequire(path.join(from, 'package.json')).resolve(request);

/** One step of the release flow for this folder's remote (`snapmall-remote devlink 3001 <browser id>`): as `npm run release -- <step> <remote> …`. */
const STEPS = ['list', 'promote', 'canary', 'rollback', 'preview', 'devlink'];

/**
 * `npm run release` of the remote in this folder (its dist/ and its package.json's version; the rest of the command
 * line as `npm run release` takes it: --promote, --canary <percent>, --preview-for <id>): the shop's release command,
 * bundled into this package when the shop packed it, or the repository's own.
 */
function release(args, step) {
  const dir = process.cwd();
  const { name, version } = read(path.join(dir, 'package.json'));
  const argv = step ? [step, name, ...args] : [name, '--dist', path.join(dir, 'dist'), '--package-version', version, ...args];
  const bundled = path.join(PRESET, 'bin', 'release.cjs');
  const root = monorepo();
  const command = fs.existsSync(bundled) ? [bundled, ...argv] : ['--import', 'tsx', path.join(root, 'scripts', 'release', 'main.ts'), ...argv];
  const { status } = spawnSync(process.execPath, command, { cwd: root ?? dir, stdio: 'inherit' });
  process.exit(status ?? 1);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'new') newRemote(rest);
else if (command === 'test') test();
else if (command === 'release') release(rest);
else if (STEPS.includes(command)) release(rest, command);
else fail(`usage: snapmall-remote new <mf-name> [--shop <url>] [--into <folder>] | test | release [--promote] | ${STEPS.join('|')} …`);

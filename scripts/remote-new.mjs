// `npm run remote:new -- mf-rewards`: a new team's remote, ready to test, run and release (issue 29). It writes the
// folder from scripts/remote-template (package.json, build config, src/routes.tsx, one page in both languages, its
// unit test, a mock with one scenario, README), adds it to the root workspaces (every root script finds remotes
// there: build, typecheck, lint, jest, dev) and installs. What comes next is printed (README "A new team").
//
//   --into <folder>   write it there instead of the repository's root (tests write into a temporary folder)
//   --no-workspace    leave the root package.json alone     --no-install   do not run npm install
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import workspacesModule from './workspaces.cjs';
import singletonsModule from './rspack-singletons.cjs';

const { ROOT, remotes } = workspacesModule;
const { providedShared } = singletonsModule;
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'remote-template');
/** The singletons a remote's pages import; each required at the version the shell provides. */
const DEPENDENCIES = ['@reduxjs/toolkit', '@snapmall/shared', 'react', 'react-dom', 'react-intl', 'react-redux'];
const NAME = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message) {
  console.error(`remote:new: ${message}`);
  process.exit(1);
}

function parse(argv) {
  const flags = { workspace: true, install: true, into: ROOT };
  const names = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-workspace') flags.workspace = false;
    else if (argv[i] === '--no-install') flags.install = false;
    else if (argv[i] === '--into') flags.into = path.resolve(argv[++i] ?? fail('--into needs a folder'));
    else names.push(argv[i]);
  }
  if (names.length !== 1 || !NAME.test(names[0])) fail('give one name, "mf-" and lower-case words joined by "-": npm run remote:new -- mf-rewards');
  return { name: names[0], ...flags };
}

/** Everything the template's {{…}} stand for, derived from the package name. */
function valuesOf(name, dir) {
  const short = name.slice('mf-'.length);
  const taken = remotes();
  if (taken.some((r) => r.workspace === name || r.prefixes.includes(`/pages/${short}/`))) fail(`${name} or /pages/${short}/ is taken`);
  const provided = providedShared();
  const dependencies = Object.fromEntries(DEPENDENCIES.map((d) => [d, provided[d].version]));
  return {
    package: name,
    short,
    federation: name.replaceAll('-', '_'),
    camel: short.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase()),
    Title: short[0].toUpperCase() + short.slice(1).replaceAll('-', ' '),
    // The next dev port after the remotes' (3001…).
    port: String(Math.max(3000, ...taken.map((r) => r.port)) + 1),
    dependencies: JSON.stringify(dependencies, null, 2).replaceAll('\n', '\n  '),
    root: path.relative(dir, ROOT).split(path.sep).join('/'),
  };
}

/** Each template file, its {{key}} placeholders filled in, written without its .tmpl. */
function write(from, to, values) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) write(source, path.join(to, entry.name), values);
    else {
      const text = fs.readFileSync(source, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key) => values[key] ?? whole);
      fs.writeFileSync(path.join(to, entry.name.replace(/\.tmpl$/, '')), text);
    }
  }
}

/** The root package.json's workspaces with this one after the last remote (remotes stay together). */
function addWorkspace(name) {
  const file = path.join(ROOT, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  const last = Math.max(...remotes().map((r) => pkg.workspaces.indexOf(r.workspace)));
  pkg.workspaces.splice(last + 1, 0, name);
  fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

const { name, workspace, install, into } = parse(process.argv.slice(2));
const dir = path.join(into, name);
if (fs.existsSync(dir)) fail(`${dir} exists`);
const values = valuesOf(name, dir);
write(TEMPLATE, dir, values);
if (workspace) addWorkspace(name);
if (install) execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });

console.log(`
${name} is in ${path.relative(process.cwd(), dir) || '.'}: its page is /pages/${values.short}/index (README "A new team" goes on from here).
  npm test -w ${name}                 its typecheck, unit and mock tests
  npm run dev -w ${name}              its pages alone at http://localhost:${values.port}/ against the shop's API
  npm run ops -- remote:add '{"name":"${name}","prefixes":["/pages/${values.short}/"],"owner":"<your team>"}'
  npm run ops -- deploy:token ${values.short}-ci ${name}     its deploy token (printed once)
  SNAPMALL_DEPLOY_TOKEN=<token> npm run release -- ${name}    build, gate, publish, the shop's smoke run`);

// First load, federated against one plain bundle (issue 11): builds the shop's pages a second way — shell and every
// remote in ONE ordinary bundle, no federation (tests/one-bundle) — serves both builds with the real server and
// the demo data, and prints side by side the gzip JavaScript each page loads, each remoteEntry.js, and Lighthouse
// mobile figures, with the issue's targets beside them. Figures are printed, never asserted: it exits non-zero only
// when something fails to run.
//   FIRST_LOAD_RUNS=n     Lighthouse runs per page and build, the median printed (default 3; 0 skips Lighthouse)
//   FIRST_LOAD_PAGES=a,b  only these pages (entry, home, login, deposit, snap buy, lottery)
//   FIRST_LOAD_BUILD=0    reuse the last one-bundle build
//   FIRST_LOAD_VERBOSE=1  list each page's scripts
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_CUSTOMER } from 'server/src/seed/demo';
import { defaultRegistry } from 'server/src/web';
import { withTestDatabase } from '../script-database';
import { PHONE, ROOT, startShop, type Shop } from '../shop';
import { startLighthouse, type Figures } from './lighthouse';

/** Web roots: the one-bundle build, and a copy of the federated build taken at the start (see snapshotFederated). */
const ONE_BUNDLE_ROOT = path.join(ROOT, 'tests', '.first-load', 'one-bundle');
const FEDERATED_ROOT = path.join(ROOT, 'tests', '.first-load', 'federated');
const REMOTES = ['mf-account', 'mf-bank', 'mf-shopping', 'mf-lottery'];
const RUNS = Number.isInteger(Number(process.env.FIRST_LOAD_RUNS ?? 3)) ? Math.max(0, Number(process.env.FIRST_LOAD_RUNS ?? 3)) : 3;

interface PageSpec {
  name: string;
  route: string;
  /** Opened with the demo customer's session in local storage. */
  session: boolean;
  /** The first page of a remote: its LCP is compared with the one-bundle build's. */
  remote?: string;
  /** Held to Lighthouse ≥ 98. */
  scored?: boolean;
}

const ALL_PAGES: PageSpec[] = [
  { name: 'entry', route: '/', session: false, scored: true },
  { name: 'home', route: '/pages/index/index', session: false, scored: true },
  { name: 'login', route: '/pages/login/index', session: false, scored: true, remote: 'mf-account' },
  { name: 'deposit', route: '/pages/bank/deposit', session: true, remote: 'mf-bank' },
  { name: 'snap buy', route: '/pages/shopping/index', session: true, remote: 'mf-shopping' },
  { name: 'lottery', route: '/pages/lottery/lottery', session: true, remote: 'mf-lottery' },
];

/** FIRST_LOAD_PAGES=home,login measures only those pages. */
const PAGES = process.env.FIRST_LOAD_PAGES ? ALL_PAGES.filter((p) => process.env.FIRST_LOAD_PAGES!.split(',').includes(p.name)) : ALL_PAGES;

const TARGET = { homeJsRatio: 1.05, score: 98, cls: 0, tbtMs: 50, remoteLcpRatio: 1.2, remoteEntryGzip: 6 * 1024 };

interface Build {
  name: string;
  shop: Shop;
  /** Local storage of a logged-in visit: the session as the login page stores it. */
  session: Record<string, string>;
}

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

async function buildOneBundle() {
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
  const registry = defaultRegistry();
  mkdirSync(path.join(dist, 'one-bundle'), { recursive: true });
  for (const remote of registry.remotes) {
    writeFileSync(path.join(dist, 'one-bundle', `${remote.name}.json`), '{}');
    remote.manifest = `/one-bundle/${remote.name}.json`;
  }
  writeFileSync(path.join(ONE_BUNDLE_ROOT, 'remotes.json'), JSON.stringify(registry));
}

/**
 * The federated build as `npm run build` left it, copied, so a build started meanwhile (it empties dist first)
 * cannot pull files from under the measurement.
 */
function snapshotFederated() {
  const needed = [path.join('shell', 'dist', 'index.html'), ...REMOTES.flatMap((r) => [path.join(r, 'dist', 'remoteEntry.js'), path.join(r, 'dist', 'mf-manifest.json')])];
  const missing = needed.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length) throw new Error(`The federated build is missing ${missing.join(', ')}: run \`npm run build\` first.`);
  rmSync(FEDERATED_ROOT, { recursive: true, force: true });
  for (const workspace of ['shell', ...REMOTES]) cpSync(path.join(ROOT, workspace, 'dist'), path.join(FEDERATED_ROOT, workspace, 'dist'), { recursive: true });
  if (existsSync(path.join(ROOT, 'remotes.json'))) cpSync(path.join(ROOT, 'remotes.json'), path.join(FEDERATED_ROOT, 'remotes.json'));
  const copied = needed.filter((file) => !existsSync(path.join(FEDERATED_ROOT, file)));
  if (copied.length) throw new Error(`The federated build changed while it was copied (${copied.join(', ')}): run again.`);
}

async function logIn(shop: Shop): Promise<Record<string, string>> {
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (met: boolean) => (met ? 'met' : 'MISSED');

interface Scripts {
  /** What the page itself loads: every script requested before the idle preload of other remotes starts. */
  gzip: number;
  files: number;
  /** Scripts of the idle preload (the tab bar's remotes, fetched once the page is loaded and idle). */
  preloadGzip: number;
  preloadFiles: number;
}

/** shell/src/remotes/useIdlePreload.ts marks when the idle preload starts. */
const IDLE_PRELOAD_MARK = 'snapmall:idle-preload';

/**
 * Every script a first visit of the page loads until the network is idle, gzip -9 (as bundle.ts counts), in two
 * parts: the page's own, and the idle preload's head start on other remotes. A script asked for once the preload
 * has started is the preload's on a shell page; on a remote's page only when it is another remote's (its folder,
 * or its route-table chunk in the one bundle), since the page's own remote may still be loading then.
 */
/** A file of a remote other than `remote` (mf-bank): under /remotes/<name>/, or the one bundle's mf_<name> chunk. */
function ofAnotherRemote(url: string, remote: string): boolean {
  const { pathname } = new URL(url);
  const owner = /^\/remotes\/([\w-]+)\//.exec(pathname)?.[1] ?? /^\/(mf_\w+)\./.exec(pathname)?.[1]?.replace('_', '-');
  return owner !== undefined && owner !== remote;
}

async function scriptsOf(shop: Shop, build: Build, spec: PageSpec): Promise<Scripts> {
  const origin = new URL(build.shop.url).origin;
  const localStorage = spec.session ? Object.entries(build.session).map(([name, value]) => ({ name, value })) : [];
  const context = await shop.browser.newContext({ viewport: PHONE, locale: 'en-US', storageState: { cookies: [], origins: [{ origin, localStorage }] } });
  try {
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    await page.goto(`${build.shop.url}/#${spec.route}`);
    await page.waitForLoadState('networkidle');
    const hash = new URL(page.url()).hash;
    if (hash !== `#${spec.route}`) throw new Error(`${build.name} ${spec.route} ended on ${hash}`);
    if (!(await page.locator('#root').innerText()).trim()) throw new Error(`${build.name} ${spec.route} shows nothing`);
    const unavailable = await page.getByText(/unavailable/i).count();
    if (unavailable) throw new Error(`${build.name} ${spec.route} says a remote is unavailable`);
    // The preload starts once the page has loaded and the browser is idle; then wait for it to finish.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PRELOAD_MARK, { timeout: 10_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const { markAt, starts } = await page.evaluate(
      (mark) => ({
        markAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
      }),
      IDLE_PRELOAD_MARK,
    );
    const startOf = new Map(starts);
    const result: Scripts = { gzip: 0, files: 0, preloadGzip: 0, preloadFiles: 0 };
    for (const [url, size] of sizes) {
      const start = startOf.get(url);
      const preload = markAt !== null && start !== undefined && start >= markAt && (!spec.remote || ofAnotherRemote(url, spec.remote));
      const gzip = await size;
      if (process.env.FIRST_LOAD_VERBOSE) console.error(`  ${build.name} ${spec.name}: ${kb(gzip).padStart(9)} ${preload ? 'preload' : 'page   '} ${new URL(url).pathname}`);
      if (preload) {
        result.preloadGzip += gzip;
        result.preloadFiles += 1;
      } else {
        result.gzip += gzip;
        result.files += 1;
      }
    }
    return result;
  } finally {
    await context.close();
  }
}

async function main() {
  const started = Date.now();
  const loadBefore = loadavg();
  snapshotFederated();
  await buildOneBundle();

  const federatedShop = await startShop(FEDERATED_ROOT);
  const oneShop = await startShop(ONE_BUNDLE_ROOT).catch(async (error: unknown) => {
    await federatedShop.close();
    throw error;
  });
  const lighthouse = await startLighthouse().catch(async (error: unknown) => {
    await Promise.all([federatedShop.close(), oneShop.close()]);
    throw error;
  });
  try {
    const builds: Build[] = [
      { name: 'federated', shop: federatedShop, session: await logIn(federatedShop) },
      { name: 'one bundle', shop: oneShop, session: await logIn(oneShop) },
    ];
    const [federated, one] = builds as [Build, Build];

    // JavaScript per page, each build in a fresh browser context (one browser for both).
    const scripts = new Map<string, Scripts>();
    for (const spec of PAGES) for (const build of builds) scripts.set(`${spec.name}|${build.name}`, await scriptsOf(federatedShop, build, spec));

    // Lighthouse, the builds interleaved run by run, so a busy moment of the machine does not fall on one build.
    const figures = new Map<string, Figures[]>();
    for (let i = 1; i <= RUNS; i++) {
      for (const spec of PAGES) {
        for (const build of builds) {
          const runStarted = Date.now();
          const result = await lighthouse.run(`${build.shop.url}/#${spec.route}`, spec.session ? build.session : {});
          const key = `${spec.name}|${build.name}`;
          figures.set(key, [...(figures.get(key) ?? []), result]);
          console.error(
            `  lighthouse run ${i}/${RUNS} ${spec.name.padEnd(8)} ${build.name.padEnd(10)} score ${result.score}, ` +
              `LCP ${seconds(result.lcpMs)}, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(4)} ` +
              `(${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }

    console.log('');
    console.log('First load: the federated build (shell/dist and <remote>/dist as `npm run build` left them, copied) against one ordinary');
    console.log('bundle of the same sources with no federation (tests/.first-load/one-bundle), both served by the real server with the demo data.');
    console.log('');
    console.log('JavaScript per page, gzip -9, on a first visit (phone viewport): the page\'s own scripts, then what the idle');
    console.log('preload of the tab bar\'s remotes adds before the network is idle (not counted in the ratio).');
    console.log(`${'page'.padEnd(9)}${'route'.padEnd(24)}${'federated'.padEnd(22)}${'one bundle'.padEnd(22)}${'ratio'.padEnd(8)}${'target'.padEnd(18)}idle preload: federated / one bundle`);
    for (const spec of PAGES) {
      const f = scripts.get(`${spec.name}|${federated.name}`)!;
      const o = scripts.get(`${spec.name}|${one.name}`)!;
      const ratio = f.gzip / o.gzip;
      const target = spec.name === 'home' ? `≤ ${TARGET.homeJsRatio.toFixed(2)}× ${mark(ratio <= TARGET.homeJsRatio)}` : '';
      const cell = (gzip: number, files: number) => `${kb(gzip).padStart(9)} ${String(files).padStart(3)} file${files === 1 ? ' ' : 's'}`;
      console.log(
        `${spec.name.padEnd(9)}${spec.route.padEnd(24)}${cell(f.gzip, f.files).padEnd(22)}${cell(o.gzip, o.files).padEnd(22)}` +
          `${`${ratio.toFixed(2)}×`.padEnd(8)}${target.padEnd(18)}${cell(f.preloadGzip, f.preloadFiles)} / ${cell(o.preloadGzip, o.preloadFiles).trim()}`,
      );
    }
    console.log('');
    console.log(`remoteEntry.js, gzip -9 (target ≤ ${kb(TARGET.remoteEntryGzip)} each):`);
    for (const remote of REMOTES) {
      const size = gzipSync(readFileSync(path.join(FEDERATED_ROOT, remote, 'dist', 'remoteEntry.js')), { level: 9 }).length;
      console.log(`  ${remote.padEnd(12)} ${kb(size).padStart(9)}  ${mark(size <= TARGET.remoteEntryGzip)}`);
    }

    console.log('');
    if (RUNS === 0) console.log('Lighthouse: skipped (FIRST_LOAD_RUNS=0).');
    else {
      console.log(`Lighthouse ${lighthouse.version}, mobile (default emulation, simulated throttling: 150 ms RTT, 1.6 Mbps, CPU ×4),`);
      console.log(`performance category; median of ${RUNS} run${RUNS === 1 ? '' : 's'} per figure. Targets apply to the federated build.`);
      console.log(`${'page'.padEnd(9)}${'build'.padEnd(12)}${'score'.padStart(5)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${'transferred'.padStart(13)}   targets`);
      for (const spec of PAGES) {
        const med = (build: Build) => {
          const list = figures.get(`${spec.name}|${build.name}`)!;
          return {
            score: median(list.map((r) => r.score)),
            lcpMs: median(list.map((r) => r.lcpMs)),
            tbtMs: median(list.map((r) => r.tbtMs)),
            cls: median(list.map((r) => r.cls)),
            bytes: median(list.map((r) => r.bytes)),
          };
        };
        const f = med(federated);
        const o = med(one);
        const targets = [
          spec.scored && `score ≥ ${TARGET.score} ${mark(f.score >= TARGET.score)}`,
          `TBT ≤ ${TARGET.tbtMs} ms ${mark(f.tbtMs <= TARGET.tbtMs)}`,
          `CLS 0 ${mark(f.cls <= TARGET.cls)}`,
          spec.remote && `LCP ${(f.lcpMs / o.lcpMs).toFixed(2)}× one bundle (≤ ${TARGET.remoteLcpRatio}×) ${mark(f.lcpMs <= TARGET.remoteLcpRatio * o.lcpMs)}`,
        ].filter(Boolean);
        const row = (label: string, build: string, m: Figures, note: string) =>
          console.log(
            `${label.padEnd(9)}${build.padEnd(12)}${String(m.score).padStart(5)}${seconds(m.lcpMs).padStart(9)}${`${m.tbtMs.toFixed(0)} ms`.padStart(9)}` +
              `${m.cls.toFixed(4).padStart(8)}${kb(m.bytes).padStart(13)}   ${note}`,
          );
        row(spec.name, federated.name, f, targets.join(', '));
        row('', one.name, o, '');
      }
    }
    const loadAfter = loadavg();
    console.log('');
    console.log(
      `Took ${((Date.now() - started) / 1000).toFixed(0)} s; machine load (1-minute average) ${loadBefore[0]!.toFixed(1)} at the start, ` +
        `${loadAfter[0]!.toFixed(1)} at the end, on ${(await import('node:os')).cpus().length} cores: figures from a busy machine are noisy.`,
    );
  } finally {
    await lighthouse.close();
    await Promise.all([federatedShop.close(), oneShop.close()]);
  }
}

void withTestDatabase(main).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// The release store (issue 17) on this machine: (a) how long after a promote both of two server instances on one
// database answer the new version in /remotes.json (each re-reads the registry every RELEASE_REFRESH_MS), over ten
// promotes; (b) requests per second for mf-bank's largest chunk, brotli, from the release store
// (/remotes/mf-bank/v/<version>/…) and from disk (/remotes/mf-bank/…); (c) the shop's smoke run (issue 25): from a
// publish to its verdict recorded, by the runner as `npm start` runs it (in the server's process, one Chromium kept
// open), over a few publishes. Needs mf-bank built (npm run build -w mf-bank).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from 'server/src/app';
import type { AppInstance } from 'server/src/app-types';
import { testConfig } from 'server/src/config';
import { openDatabase } from 'server/src/db/open';
import { createServices } from 'server/src/services';
import { SmokeRunner } from 'server/src/smoke/runner';
import { inProcessSource } from 'server/src/smoke/sources';
import { openTestDatabase, testDatabaseUrl } from 'server/test/helpers';
import { passSmoke } from 'server/test/support/smoke';
import { launchBrowser } from '../browser';
import { withTestDatabase } from '../script-database';
import { ROOT } from '../shop';

const PROMOTES = 10;
const SMOKE_RUNS = 3;
const CONNECTIONS = 10;
const DURATION_S = 5;
const POLL_MS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function stableVersion(url: string): Promise<string | undefined> {
  const registry = (await (await fetch(`${url}/remotes.json`)).json()) as { remotes: Array<{ remote?: string; version?: string }> };
  return registry.remotes.find((r) => r.remote === 'mf-bank')?.version;
}

/** Milliseconds from the promote's commit until every instance answers the version. */
async function followedAfter(urls: string[], version: string, since: number): Promise<number> {
  const times = await Promise.all(
    urls.map(async (url) => {
      while ((await stableVersion(url)) !== version) {
        if (Date.now() - since > 10_000) throw new Error(`${url} did not follow the promote of ${version} in 10 s`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return Date.now() - since;
    }),
  );
  return Math.max(...times);
}

/** The body as sent, still encoded (fetch would decode it). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve(Buffer.concat(parts)));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function requestsPerSecond(url: string): Promise<{ rps: number; p99: number; non2xx: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'br' } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

async function main() {
  const bankDist = path.join(ROOT, 'mf-bank', 'dist');
  if (!existsSync(path.join(bankDist, 'mf-manifest.json'))) throw new Error('mf-bank is not built: run `npm run build -w mf-bank` first.');
  // A copy of mf-bank's folder to publish from: each candidate is the same build with one note changed.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'snapmall-release-bench-'));
  cpSync(path.join(ROOT, 'mf-bank', 'package.json'), path.join(webRoot, 'mf-bank', 'package.json'));
  cpSync(bankDist, path.join(webRoot, 'mf-bank', 'dist'), { recursive: true });
  const dist = path.join(webRoot, 'mf-bank', 'dist');
  // The shell's build beside it: the smoke run opens the shop's pages.
  mkdirSync(path.join(webRoot, 'shell'));
  symlinkSync(path.join(ROOT, 'shell', 'dist'), path.join(webRoot, 'shell', 'dist'));

  const db = await openTestDatabase(CONNECTIONS);
  const db2 = await openDatabase({ databaseUrl: testDatabaseUrl(), schema: db.schema, max: CONNECTIONS });
  const config = testConfig({ webRoot });
  const apps: AppInstance[] = [await buildApp({ db, config }), await buildApp({ db: db2, config })];
  const urls = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  const releases = createServices({ db, config }).releases;
  try {
    console.log(`Release store benchmark: two instances on one database, registry re-read every ${config.releaseRefreshMs} ms`);
    const delays: number[] = [];
    for (let i = 0; i <= PROMOTES; i++) {
      writeFileSync(path.join(dist, 'bench-note.json'), JSON.stringify({ candidate: i }));
      const { version } = await releases.publish('mf-bank', dist, { by: 'cli:bench' });
      // (a) measures the promote, not the smoke run: the bench stands in for the runner ((c) times the real one).
      await passSmoke(releases, 'mf-bank', version);
      await releases.promote('mf-bank', version, 'cli:bench');
      const delay = await followedAfter(urls, version, Date.now());
      // The first promote is the registry's first read on each instance: not a follow, left out.
      if (i > 0) delays.push(delay);
    }
    const version = (await stableVersion(urls[0]!))!;

    const chunk = readdirSync(bankDist)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(path.join(bankDist, b)).size - statSync(path.join(bankDist, a)).size)[0]!;
    const fromStore = `${urls[0]}/remotes/mf-bank/v/${version}/${chunk}`;
    const fromDisk = `${urls[0]}/remotes/mf-bank/${chunk}`;
    // Both send the build's brotli file, byte for byte.
    const brotli = readFileSync(path.join(bankDist, `${chunk}.br`));
    for (const url of [fromStore, fromDisk]) {
      if (!(await rawBody(url, { 'accept-encoding': 'br' })).equals(brotli)) throw new Error(`${url} did not send ${chunk}.br as built`);
    }
    const store = await requestsPerSecond(fromStore);
    const disk = await requestsPerSecond(fromDisk);
    const smoke = await smokeRunTimes(releases, dist, urls[0]!);

    console.log(`\n(a) promote → both instances answer the new version in /remotes.json, ${PROMOTES} promotes`);
    console.log(`    median ${median(delays)} ms   max ${Math.max(...delays)} ms   (all: ${delays.join(', ')})`);
    console.log(`\n(b) ${chunk} (${statSync(path.join(bankDist, chunk)).size} B, br ${brotli.length} B), ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(`    ${'served from'.padEnd(16)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`);
    for (const [name, r] of [['release store', store], ['disk', disk]] as const) {
      console.log(`    ${name.padEnd(16)} ${String(r.rps).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(7)}`);
    }
    console.log(`\n(c) the shop's smoke run of mf-bank (${smoke.routes} routes), publish → verdict, ${SMOKE_RUNS} publishes`);
    console.log(`    first (Chromium started) ${smoke.first} ms   then median ${median(smoke.rest)} ms   (all: ${[smoke.first, ...smoke.rest].join(', ')})`);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    await db2.close();
    await db.close();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

/** Publishes new candidates one at a time and times each until the runner's verdict is on the release. */
async function smokeRunTimes(releases: ReturnType<typeof createServices>['releases'], dist: string, url: string) {
  const browser = await launchBrowser();
  const runner = new SmokeRunner(inProcessSource(releases), { baseUrl: url, browser, idleMs: 20 });
  runner.start();
  const times: number[] = [];
  let routes = 0;
  try {
    for (let i = 0; i < SMOKE_RUNS; i++) {
      writeFileSync(path.join(dist, 'bench-note.json'), JSON.stringify({ smoke: i }));
      const since = Date.now();
      const { version } = await releases.publish('mf-bank', dist, { by: 'cli:bench' });
      for (;;) {
        const row = (await releases.list('mf-bank')).find((r) => r.version === version)!;
        if (row.smoke === 'failed') throw new Error(`the smoke run of ${version} failed:\n${row.smoke_note}`);
        if (row.smoke === 'passed') {
          routes = row.routes.length;
          break;
        }
        if (Date.now() - since > 120_000) throw new Error(`no verdict on ${version} after 120 s`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      times.push(Date.now() - since);
    }
  } finally {
    await runner.stop();
    await browser.close();
  }
  return { routes, first: times[0]!, rest: times.slice(1) };
}

void withTestDatabase(main);

import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { DEMO_CUSTOMER } from '../../server/src/seed/demo';
import { runSmoke } from '../../tests/src/release/smoke';
import { connect, Refused, type AdminClient } from './admin';
import { REMOTE_NAME, type ReleaseArgs } from './args';
import { baseUrlOf, howToPreview, liveOf, previewLink } from './commands';
import { defaultDistOf, packageVersionOf, ROOT, readDist } from './dist';

/** What the publish call answers about the release (the rest of the row is not needed here). */
interface Published {
  version: string;
  routes: string[];
  size: number;
}

/** Where a shop's demo customer may stand in for the smoke run's: on this machine only, never a real shop. */
const isLocal = (baseUrl: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(baseUrl).hostname);

/**
 * `npm run release`: build → publish (the server's gate may refuse) → preview link → smoke run in a real browser
 * → verdict recorded → canary or promote when asked. Answers the exit code: 0 only when every step asked for
 * went through. `say` prints a line (stdout in the command, collected in tests); a test hands in its browser.
 */
export async function release(args: ReleaseArgs, env: NodeJS.ProcessEnv, say: (line: string) => void, options: { browser?: Browser } = {}): Promise<number> {
  const baseUrl = baseUrlOf(env);
  // The name reaches a shell command and a path: only a remote's name, whoever called this.
  if (!REMOTE_NAME.test(args.remote)) {
    say(`Refused: ${args.remote} is not a remote's name (mf-<name>, lower case)`);
    return 2;
  }
  const customer = smokeCustomer(baseUrl, env);
  if (!customer) {
    say(`Set SMOKE_USERNAME and SMOKE_PASSWORD: the smoke run signs in to ${baseUrl} as that customer (the demo customer is for a local shop only)`);
    return 2;
  }
  if (!args.skipBuild) {
    say(`Building ${args.remote}…`);
    execSync(`npm run build -w ${args.remote}`, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  let client: AdminClient;
  let published: Published;
  try {
    client = await connect(baseUrl, env);
    const files = readDist(args.dist ?? defaultDistOf(args.remote));
    const packageVersion = args.packageVersion ?? packageVersionOf(args.remote);
    say(`Publishing ${args.remote} (${files.length} files) to ${baseUrl}…`);
    published = await client.call<Published>('/api/admin/release/publish', { remote: args.remote, package_version: packageVersion, files });
  } catch (error) {
    say(error instanceof Refused ? `Refused: ${error.message}` : `Cannot publish: ${(error as Error).message}`);
    return 1;
  }
  const { version } = published;
  say(`Version ${version} (${kib(published.size)}; routes ${published.routes.join(', ')})`);
  try {
    // A link works only in the browser it is made for: the smoke run's browser gets an id of its own.
    const smokeClient = `smoke-${randomUUID()}`;
    const smokeLink = await previewLink(client, args.remote, version, smokeClient);
    if (args.previewFor) say((await previewLink(client, args.remote, version, args.previewFor)).line);
    else say(howToPreview(baseUrl, args.remote, version));
    say('Smoke run…');
    const verdict = await runSmoke({
      baseUrl,
      previewQuery: smokeLink.query,
      clientId: smokeClient,
      remote: args.remote,
      version,
      routes: published.routes,
      customer,
      browser: options.browser,
    });
    await client.call('/api/admin/release/smoke', { remote: args.remote, version, passed: verdict.passed, note: verdict.note });
    say(`Smoke ${verdict.passed ? 'passed' : 'FAILED'} (${verdict.note.split('\n')[0]})`);
    for (const problem of verdict.problems) say(`  ${problem}`);
    let failed = !verdict.passed;
    // Asked for anyway after a failed smoke run: the server is the one that refuses, and says so.
    if (args.canary !== undefined) failed = !(await step(client, say, '/api/admin/release/canary', { remote: args.remote, version, percent: args.canary })) || failed;
    if (args.promote) failed = !(await step(client, say, '/api/admin/release/promote', { remote: args.remote, version })) || failed;
    if (!args.promote && args.canary === undefined) say(`Not live yet: npm run release -- promote ${args.remote} ${version}`);
    say(`Live: ${await liveOf(client, args.remote)}`);
    return failed ? 1 : 0;
  } catch (error) {
    say(error instanceof Refused ? `Refused (${error.route}): ${error.message}` : `Failed: ${(error as Error).stack ?? error}`);
    return 1;
  }
}

/** The customer the smoke run signs in as; undefined when a shop other than a local one has none named. */
function smokeCustomer(baseUrl: string, env: NodeJS.ProcessEnv): { username: string; password: string } | undefined {
  if (env.SMOKE_USERNAME && env.SMOKE_PASSWORD) return { username: env.SMOKE_USERNAME, password: env.SMOKE_PASSWORD };
  if (env.SMOKE_USERNAME || env.SMOKE_PASSWORD || !isLocal(baseUrl)) return undefined;
  return { username: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password };
}

async function step(client: AdminClient, say: (line: string) => void, route: string, body: object): Promise<boolean> {
  const action = route.slice(route.lastIndexOf('/') + 1);
  try {
    await client.call(route, body);
    say(`${action}: done`);
    return true;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    say(`${action} refused: ${error.message}`);
    return false;
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

import { execSync } from 'node:child_process';
import { connect, Refused, type AdminClient } from './admin';
import { REMOTE_NAME, type ReleaseArgs } from './args';
import { baseUrlOf, howToPreview, liveOf, previewLink, type ReleaseList } from './commands';
import { defaultDistOf, packageVersionOf, ROOT, readDist } from './dist';

/** What the publish call answers about the release (the rest of the row is not needed here). */
interface Published {
  version: string;
  routes: string[];
  size: number;
}

/** How long to wait for the shop's smoke run (SMOKE_WAIT_SECONDS): a queue behind other releases takes a while. */
const DEFAULT_WAIT_SECONDS = 600;
const POLL_MS = 1_000;

export interface FlowOptions {
  /** How often to ask for the verdict (tests ask sooner). */
  pollMs?: number;
}

/**
 * `npm run release`: credentials checked → build → publish (the server's gate may refuse) → preview link → the
 * shop's own smoke run awaited (the shop runs it; nobody else can write its verdict) → its verdict printed with
 * each problem → canary or promote when asked. Answers the exit code: 0 only when every step asked for went
 * through. `say` prints a line (stdout in the command, collected in tests).
 */
export async function release(args: ReleaseArgs, env: NodeJS.ProcessEnv, say: (line: string) => void, options: FlowOptions = {}): Promise<number> {
  const baseUrl = baseUrlOf(env);
  // The name reaches a shell command and a path: only a remote's name, whoever called this.
  if (!REMOTE_NAME.test(args.remote)) {
    say(`Refused: ${args.remote} is not a remote's name (mf-<name>, lower case)`);
    return 2;
  }
  let client: AdminClient;
  try {
    // Before the build: a wrong password should cost seconds, not a build.
    client = await connect(baseUrl, env);
  } catch (error) {
    say(error instanceof Refused ? `Refused: ${error.message}` : `Cannot sign in: ${(error as Error).message}`);
    return 1;
  }
  if (!args.skipBuild) {
    say(`Building ${args.remote}…`);
    execSync(`npm run build -w ${args.remote}`, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  let published: Published;
  try {
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
    if (args.previewFor) say((await previewLink(client, args.remote, version, args.previewFor)).line);
    else say(howToPreview(baseUrl, args.remote, version));
    say("Waiting for the shop's smoke run…");
    const verdict = await awaitVerdict(client, args.remote, version, waitSeconds(env), options.pollMs ?? POLL_MS);
    if (!verdict) {
      say(`No verdict yet after ${waitSeconds(env)} s: is the shop's smoke runner running? npm run release -- list ${args.remote} shows it when it comes`);
      return 1;
    }
    const [summary = '', ...lines] = verdict.note.split('\n');
    say(`Smoke ${verdict.smoke === 'passed' ? 'passed' : 'FAILED'}: ${summary}`);
    for (const line of lines) say(`  ${line}`);
    let failed = verdict.smoke !== 'passed';
    // Asked for anyway after a failed smoke run: the server is the one that refuses, and says so.
    if (args.canary !== undefined) failed = !(await step(client, say, '/api/admin/release/canary', { remote: args.remote, version, percent: args.canary })) || failed;
    if (args.promote) failed = !(await step(client, say, '/api/admin/release/promote', { remote: args.remote, version })) || failed;
    if (!args.promote && args.canary === undefined && !failed) say(`Not live yet: npm run release -- promote ${args.remote} ${version}`);
    say(`Live: ${await liveOf(client, args.remote)}`);
    return failed ? 1 : 0;
  } catch (error) {
    say(error instanceof Refused ? `Refused (${error.route}): ${error.message}` : `Failed: ${(error as Error).stack ?? error}`);
    return 1;
  }
}

const waitSeconds = (env: NodeJS.ProcessEnv) => {
  const seconds = Number(env.SMOKE_WAIT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_WAIT_SECONDS;
};

/** The release's verdict once the shop's runner has recorded it; undefined when none came in time. */
async function awaitVerdict(client: AdminClient, remote: string, version: string, seconds: number, pollMs: number) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const { releases } = await client.call<ReleaseList>('/api/admin/release/list', { remote });
    const row = releases.find((r) => r.version === version);
    if (row && (row.smoke === 'passed' || row.smoke === 'failed')) return { smoke: row.smoke, note: row.smoke_note };
    if (Date.now() >= until) return undefined;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
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

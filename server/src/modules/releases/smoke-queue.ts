import { randomUUID } from 'node:crypto';
import type { SmokeJob, SmokeVerdictBody, UserInfo } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { refuse } from '../../domain/errors';
import { hashToken, newToken } from '../../security/secrets';
import type { Actor, OperatorService } from '../operators/service';
import type { ReleaseChannels } from './channels';
import { signPreview } from './preview';
import * as repo from './repository';
import * as smokeRepo from './smoke-repository';
import type { ReleaseRow } from './repository';

/** What the queue needs of the accounts: a short session of the customer the shop keeps for its smoke runs. */
export interface SmokeCustomer {
  serviceSession(role: 'smoke', ttlSeconds: number): Promise<UserInfo>;
}

/** A claim's lease: a runner that has not answered by then is taken for dead and the run is claimed again. */
export const SMOKE_LEASE_SECONDS = 300;
/** Claims of one release at most: a build that kills every runner that opens it fails instead of looping. */
export const SMOKE_MAX_ATTEMPTS = 3;
/** The smoke customer's session and the runner's preview last as long as a lease: long enough, never longer. */
const SESSION_SECONDS = SMOKE_LEASE_SECONDS;
const PREVIEW_MINUTES = SMOKE_LEASE_SECONDS / 60;
/** The runner in the server's own process (npm start); a runner of its own process is `smoke:<token name>`. */
export const IN_PROCESS_RUNNER: Actor = 'system:smoke-runner';
const TOKEN_NAME = /^[a-z0-9][a-z0-9-]{1,39}$/;

/**
 * The smoke runs the shop runs itself (issue 25). Publishing queues one (repository.insertRelease); a runner claims
 * it here through PostgreSQL (once across instances), is handed a preview made for its own browser and a session of
 * the shop's smoke customer, and answers with the verdict, which only the runner holding the claim can record. No
 * deployer's or operator's call reaches this class: only a runner token (or the server's own runner) does.
 */
export class SmokeQueue {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    private readonly channels: ReleaseChannels,
    private readonly customers: SmokeCustomer,
  ) {}

  /**
   * The next run for this runner, or undefined when none waits. `only` narrows it to one release (a test acting as
   * the runner for the release it published; the API has no such choice).
   */
  async claim(runner: Actor, only?: { remote: string; version: string }): Promise<SmokeJob | undefined> {
    for (;;) {
      const claim = randomUUID();
      const release = await smokeRepo.claimSmoke(this.db, { claim, by: runner, leaseSeconds: SMOKE_LEASE_SECONDS, only });
      if (!release) return undefined;
      if (release.smoke_attempts > SMOKE_MAX_ATTEMPTS) {
        await this.finish(runner, { release, claim, routes: [], problems: [`the smoke run did not finish in ${SMOKE_MAX_ATTEMPTS} tries (each runner stopped answering)`] });
        continue;
      }
      const clientId = `smoke-${claim}`;
      const { token } = await signPreview(this.db, release.remote, release.version, clientId, PREVIEW_MINUTES);
      const customer = await this.customers.serviceSession('smoke', SESSION_SECONDS);
      return {
        release_id: Number(release.id),
        claim,
        remote: release.remote,
        version: release.version,
        routes: release.routes,
        preview_query: `?preview=${token}`,
        client_id: clientId,
        customer,
      };
    }
  }

  /** Records a runner's verdict on the run it claimed; refused when the claim is no longer the run's. */
  async record(runner: Actor, body: SmokeVerdictBody): Promise<ReleaseRow> {
    const release = await repo.releaseOf(this.db, body.remote, body.version);
    if (!release || Number(release.id) !== body.release_id) throw refuse('release.smokeClaimGone', { version: body.version });
    // A verdict covers the whole route table: a run that opened some routes only has not passed the release.
    const opened = new Set(body.routes.map((r) => r.route));
    const unopened = release.routes.filter((route) => !opened.has(route));
    const problems = unopened.length > 0 ? [...body.problems, `not opened: ${unopened.join(', ')}`] : body.problems;
    return this.finish(runner, { release, claim: body.claim, routes: body.routes, problems });
  }

  /** The runner's actor for a runner token (`smoke:<name>`), undefined for anything else. */
  async runnerOfToken(token: string): Promise<Actor | undefined> {
    const name = await smokeRepo.runnerByTokenHash(this.db, hashToken(token));
    return name === undefined ? undefined : `smoke:${name}`;
  }

  /** A smoke runner's credential, answered once (only its hash is kept), for a runner run as its own process. */
  async createRunnerToken(by: Actor, name: string) {
    if (!TOKEN_NAME.test(name)) throw refuse('release.badTokenName', { name });
    const { token, tokenHash } = newToken();
    return this.db.tx(async (q) => {
      if (!(await smokeRepo.insertRunnerToken(q, { name, tokenHash, by }))) throw refuse('release.tokenExists', { name });
      await this.operators.record(q, by, { action: 'smoke.tokenCreate', target: { type: 'smoke_runner', id: 0 }, after: { name } });
      return { name, token };
    });
  }

  async revokeRunnerToken(by: Actor, name: string) {
    return this.db.tx(async (q) => {
      if (!(await smokeRepo.revokeRunnerToken(q, name))) throw refuse('release.noToken', { name });
      await this.operators.record(q, by, { action: 'smoke.tokenRevoke', target: { type: 'smoke_runner', id: 0 }, before: { name } });
      return { name, revoked: true };
    });
  }

  private finish(runner: Actor, run: { release: ReleaseRow; claim: string; routes: SmokeVerdictBody['routes']; problems: string[] }) {
    const passed = run.problems.length === 0 && run.routes.length > 0 && run.routes.every((r) => r.ok);
    return this.channels.recordVerdict(run.release.remote, run.release.version, { claim: run.claim, passed, note: smokeNote(run.routes, run.problems), by: runner });
  }
}

const NOTE_LIMIT = 2000;
// eslint-disable-next-line no-control-regex -- the point is to remove them
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

/**
 * The verdict as the release keeps it: a summary a person reads first ("1 of 6 routes failed"), then each route
 * and each problem. One writer, so the console, the command line and `npm run release` show the same words.
 */
export function smokeNote(routes: SmokeVerdictBody['routes'], problems: string[]): string {
  const failed = routes.filter((r) => !r.ok).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const summary =
    routes.length === 0
      ? 'no route was opened'
      : failed > 0
        ? `${failed} of ${plural(routes.length, 'route')} failed`
        : problems.length > 0
          ? `every route opened, but ${plural(problems.length, 'problem')}`
          : `all ${plural(routes.length, 'route')} passed`;
  // One line per route and per problem: a problem's text comes from the release's own page (an error's message),
  // so its line breaks and control characters are flattened, and it cannot forge a route's line nor a terminal's.
  const note = [summary, ...routes.map((r) => `${oneLine(r.route)} ${r.ok ? 'ok' : 'FAILED'}`), ...problems.map(oneLine)].join('\n');
  return note.length > NOTE_LIMIT ? `${note.slice(0, NOTE_LIMIT - 1)}…` : note;
}

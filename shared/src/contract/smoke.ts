import { Type, type Static } from '@sinclair/typebox';
import { UserInfo } from './account';
import { Int, requestBody } from './common';
import { ReleaseVersion, RemoteName } from './releases';

/**
 * The smoke runner's calls (issue 25): the shop runs every release's smoke run itself. A runner (in the server's
 * process under `npm start`, or its own process with a runner token: `npm run smoke-runner`) claims a queued run,
 * opens every route of the release through a preview made for its own browser, signed in as the customer the
 * shop keeps for it, and records the verdict. Only a runner token opens these calls: no deployer and no operator
 * can write a verdict.
 */

/** /api/smoke/claim takes nothing but the runner's token. */
export const SmokeClaimBody = requestBody({});
export type SmokeClaimBody = Static<typeof SmokeClaimBody>;

/** A claimed run: what to open, as whom, through which preview; `claim` must come back with the verdict. */
export const SmokeJob = Type.Object({
  release_id: Int,
  claim: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  routes: Type.Array(Type.String()),
  /** `?preview=<token>`: good only in the browser whose client id is `client_id`. */
  preview_query: Type.String(),
  client_id: Type.String(),
  /** A short session of the shop's own smoke customer, as a login answers it (the shell keeps it so). */
  customer: UserInfo,
});
export type SmokeJob = Static<typeof SmokeJob>;

export const SmokeClaimAnswer = Type.Object({ job: Type.Union([SmokeJob, Type.Null()]) });
export type SmokeClaimAnswer = Static<typeof SmokeClaimAnswer>;

/** One route the run opened, and whether it passed. */
export const SmokeRoute = Type.Object({ route: Type.String({ maxLength: 200 }), ok: Type.Boolean() }, { additionalProperties: false });
export type SmokeRoute = Static<typeof SmokeRoute>;

/** /api/smoke/verdict: the claimed run's outcome; a verdict for a claim that is no longer the run's is refused. */
export const SmokeVerdictBody = requestBody({
  release_id: Type.Integer({ minimum: 1 }),
  claim: Type.String({ minLength: 1, maxLength: 80 }),
  remote: RemoteName,
  version: ReleaseVersion,
  routes: Type.Array(SmokeRoute, { maxItems: 200 }),
  problems: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
});
export type SmokeVerdictBody = Static<typeof SmokeVerdictBody>;


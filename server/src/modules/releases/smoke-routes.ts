import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { unauthorized } from '../../domain/errors';
import { tokenOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import type { Actor } from '../operators/service';
import { releaseView } from './service';
import type { SmokeQueue } from './smoke-queue';
import { post } from '../../http/call';

declare module 'fastify' {
  interface FastifyRequest {
    /** The smoke runner calling: `smoke:<token name>`. */
    smokeRunner?: Actor;
  }
}

/**
 * preValidation hook of the smoke runner's calls: a runner token (`npm run ops -- smoke:token`), nothing else. An
 * operator's session or a team's deploy token is not one, so no deployer and no operator can write a verdict.
 */
function requireRunner(smoke: SmokeQueue) {
  const hook = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const runner = token ? await smoke.runnerOfToken(token) : undefined;
    if (!runner) throw unauthorized('release.runnerRequired');
    request.smokeRunner = runner;
  };
  // The route catalog reads this: these calls need a smoke runner's token.
  return Object.assign(hook, { requiresRunner: true as const });
}

const runnerOf = (request: FastifyRequest): Actor => {
  if (!request.smokeRunner) throw unauthorized('release.runnerRequired');
  return request.smokeRunner;
};

/** /api/smoke/*: a smoke runner run as its own process claims a queued run and records its verdict (smoke-queue.ts). */
export async function smokeRoutes(app: AppInstance, { releases }: RouteDeps<'releases'>) {
  const guarded = { preValidation: requireRunner(releases.smoke) };

  post(app, '/api/smoke/claim', guarded, async (req, reply) =>
    reply.ok({ job: (await releases.smoke.claim(runnerOf(req))) ?? null }),
  );

  post(app, '/api/smoke/verdict', guarded, async (req, reply) =>
    reply.ok(releaseView(await releases.smoke.record(runnerOf(req), req.body))),
  );
}

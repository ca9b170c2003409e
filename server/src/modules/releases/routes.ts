import type { FastifyRequest } from 'fastify';
import {
  AdminReleaseCanaryBody,
  AdminReleaseListBody,
  AdminReleasePreviewBody,
  AdminReleasePublishBody,
  AdminReleaseRollbackBody,
  AdminReleaseSmokeBody,
  AdminReleaseVersionBody,
  AdminRemoteSaveBody,
  EmptyBody,
} from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { refuse, unauthorized } from '../../domain/errors';
import { tokenOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import type { Actor, OperatorService } from '../operators/service';
import type { DeployAccess } from './deploy';
import { releaseView } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls a release route: `operator:<username>` or a deploy token's `deploy:<name>`. */
    deployer?: Actor;
  }
}

/** A publish carries a whole build in base64: far over the API's usual limit. */
const PUBLISH_BODY_LIMIT = 64 * 1024 * 1024;
const PREVIEW_MINUTES = 60;

/**
 * preValidation hook of the release routes: an operator's session or a team's deploy token, in the same `token`
 * field or header. Which remote the caller may act on is the services' check (deploy rights). Marked like the
 * operator hook, so the route catalog (and the checks that read it) treat these as operator routes.
 */
function requireDeployer(operators: OperatorService, access: DeployAccess) {
  const hook = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw unauthorized('release.deployerRequired');
    const session = await operators.session(token);
    const actor = session ? (`operator:${session.username}` as const) : await access.actorOfToken(token);
    if (!actor) throw unauthorized('release.deployerRequired');
    request.deployer = actor;
  };
  return Object.assign(hook, { requiresOperator: true as const });
}

const deployerOf = (request: FastifyRequest): Actor => {
  if (!request.deployer) throw unauthorized('release.deployerRequired');
  return request.deployer;
};

/** /api/admin/release/* and /api/admin/remote/*: the release store for deployers (issue 17). */
export async function releaseRoutes(app: AppInstance, { releases, operators }: RouteDeps<'releases' | 'operators'>) {
  const guarded = { preValidation: requireDeployer(operators, releases.access) };

  app.post('/api/admin/release/list', { schema: { body: AdminReleaseListBody }, ...guarded }, async (req, reply) =>
    reply.ok({ remote: req.body.remote, rule: releases.canaryRule(), releases: await releases.list(req.body.remote, deployerOf(req)) }),
  );

  app.post('/api/admin/release/publish', { schema: { body: AdminReleasePublishBody }, bodyLimit: PUBLISH_BODY_LIMIT, ...guarded }, async (req, reply) => {
    const files = req.body.files.map((f) => ({ path: f.path, bytes: Buffer.from(f.content_base64, 'base64') }));
    const release = await releases.publish(req.body.remote, files, { by: deployerOf(req), packageVersion: req.body.package_version });
    return reply.ok(releaseView(release));
  });

  app.post('/api/admin/release/promote', { schema: { body: AdminReleaseVersionBody }, ...guarded }, async (req, reply) =>
    reply.ok(releaseView(await releases.promote(req.body.remote, req.body.version, deployerOf(req)))),
  );

  app.post('/api/admin/release/canary', { schema: { body: AdminReleaseCanaryBody }, ...guarded }, async (req, reply) =>
    reply.ok(await releases.canary(req.body.remote, req.body.version, req.body.percent, deployerOf(req))),
  );

  app.post('/api/admin/release/rollback', { schema: { body: AdminReleaseRollbackBody }, ...guarded }, async (req, reply) =>
    reply.ok(releaseView(await releases.rollback(req.body.remote, deployerOf(req)))),
  );

  app.post('/api/admin/release/preview', { schema: { body: AdminReleasePreviewBody }, ...guarded }, async (req, reply) =>
    reply.ok(await releases.preview(req.body.remote, req.body.version, req.body.client_id, req.body.minutes ?? PREVIEW_MINUTES, deployerOf(req))),
  );

  // still_stable: a failed verdict on the stable release leaves it stable; the deployer rolls back or promotes a fix.
  app.post('/api/admin/release/smoke', { schema: { body: AdminReleaseSmokeBody }, ...guarded }, async (req, reply) => {
    const verdict = await releases.recordSmoke(req.body.remote, req.body.version, req.body.passed, req.body.note, deployerOf(req));
    return reply.ok({ ...releaseView(verdict), still_stable: verdict.stillStable });
  });

  app.post('/api/admin/remote/list', { schema: { body: EmptyBody }, ...guarded }, async (_req, reply) => reply.ok(await releases.remoteList()));

  app.post('/api/admin/remote/save', { schema: { body: AdminRemoteSaveBody }, ...guarded }, async (req, reply) => {
    const by = deployerOf(req);
    // The registry decides whose paths are whose: a team's token may not move its own prefixes.
    if (!by.startsWith('operator:')) throw refuse('release.operatorOnly');
    const saved = await releases.saveRemote(by, req.body);
    return reply.ok({ id: Number(saved.id), name: saved.name, prefixes: saved.prefixes, owner: saved.owner });
  });
}

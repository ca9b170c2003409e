import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { unauthorized } from '../../domain/errors';
import { actorOf, requireOperator } from '../../http/operator-auth';
import { tokenOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import type { Actor, OperatorService } from '../operators/service';
import type { DeployAccess } from './deploy';
import { releaseView } from './service';
import { post } from '../../http/call';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls a release route: `operator:<username>` or a deploy token's `deploy:<name>`. */
    deployer?: Actor;
    /** Whether that deployer is an owner, who reads every remote's releases (the console's Releases page). */
    deployerReadsAll?: boolean;
  }
}

/** A publish carries a whole build in base64: far over the API's usual limit. */
const PUBLISH_BODY_LIMIT = 64 * 1024 * 1024;
const PREVIEW_MINUTES = 60;
/** A dev link's life when the maker names none: an afternoon's work. */
const DEV_LINK_MINUTES = 120;

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
    request.deployerReadsAll = session?.roles.includes('owner') ?? false;
  };
  return Object.assign(hook, { requiresOperator: true as const });
}

const deployerOf = (request: FastifyRequest): Actor => {
  if (!request.deployer) throw unauthorized('release.deployerRequired');
  return request.deployer;
};

/**
 * /api/admin/release/* and /api/admin/remote/*: the release store (issues 17, 25). Who may do what:
 * - a deployer (a team's deploy token, or an operator) holding a remote's deploy right: publish it, list its
 *   releases, preview, canary, promote and roll back; nothing of another remote;
 * - an owner: read every remote's releases (the console), and the registry itself (add, change, retire a remote;
 *   an owner who adds a remote may deploy it);
 * - nobody here: a smoke verdict (only the shop's smoke runner writes one, smoke-routes.ts).
 */
export async function releaseRoutes(app: AppInstance, { releases, operators }: RouteDeps<'releases' | 'operators'>) {
  const guarded = { preValidation: requireDeployer(operators, releases.access) };
  // The registry is the owner's: the operator hook's role table (operators/roles.ts) opens these to owners only.
  const ownerOnly = { preValidation: requireOperator(operators) };

  post(app, '/api/admin/release/list', guarded, async (req, reply) => {
    const { releases: rows, canDeploy, log } = await releases.history(req.body.remote, deployerOf(req), { readAll: req.deployerReadsAll === true });
    return reply.ok({ remote: req.body.remote, rule: releases.canaryRule(), can_deploy: canDeploy, log, releases: rows });
  });

  post(app, '/api/admin/release/publish', { bodyLimit: PUBLISH_BODY_LIMIT, ...guarded }, async (req, reply) => {
    const files = req.body.files.map((f) => ({ path: f.path, bytes: Buffer.from(f.content_base64, 'base64') }));
    const release = await releases.publish(req.body.remote, files, { by: deployerOf(req), packageVersion: req.body.package_version });
    return reply.ok(releaseView(release));
  });

  post(app, '/api/admin/release/promote', guarded, async (req, reply) =>
    reply.ok(releaseView(await releases.promote(req.body.remote, req.body.version, deployerOf(req)))),
  );

  post(app, '/api/admin/release/canary', guarded, async (req, reply) =>
    reply.ok(await releases.canary(req.body.remote, req.body.version, req.body.percent, deployerOf(req))),
  );

  post(app, '/api/admin/release/rollback', guarded, async (req, reply) =>
    reply.ok(releaseView(await releases.rollback(req.body.remote, deployerOf(req)))),
  );

  post(app, '/api/admin/release/preview', guarded, async (req, reply) =>
    reply.ok(await releases.preview(req.body.remote, req.body.version, req.body.client_id, req.body.minutes ?? PREVIEW_MINUTES, deployerOf(req))),
  );

  post(app, '/api/admin/release/devlink', guarded, async (req, reply) =>
    reply.ok(await releases.devLinks.create(req.body.remote, req.body.port, req.body.client_id, req.body.minutes ?? DEV_LINK_MINUTES, deployerOf(req))),
  );

  post(app, '/api/admin/remote/list', guarded, async (req, reply) => reply.ok(await releases.remoteList(deployerOf(req))));

  post(app, '/api/admin/remote/save', ownerOnly, async (req, reply) => {
    const saved = await releases.saveRemote(actorOf(req), req.body);
    return reply.ok({ id: Number(saved.id), name: saved.name, prefixes: saved.prefixes, owner: saved.owner });
  });

  post(app, '/api/admin/remote/retire', ownerOnly, async (req, reply) =>
    reply.ok(await releases.retireRemote(actorOf(req), req.body.name)),
  );
}

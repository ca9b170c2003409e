import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types';
import { post } from '../../http/call';
import type { RouteDeps } from '../../services';
import { DEV_COOKIE } from './dev-link';

/**
 * /api/dev/*: the developer's own browser (issue 29). A dev link (`?dev=<token>`, made by a deployer of the remote,
 * /api/admin/release/devlink) is taken only by the browser whose client id it names: the answer sets an HttpOnly,
 * SameSite=Strict cookie holding the token until it expires, which the shop's page and remotes.json read (web.ts).
 * Leaving clears it. Neither call can reach past that browser: the cookie only ever names a localhost origin.
 */
export async function devRoutes(app: AppInstance, { releases }: RouteDeps<'releases'>) {
  const cookie = (reply: FastifyReply, value: string, maxAgeSeconds: number) =>
    reply.setCookie(DEV_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'strict', secure: reply.request.protocol === 'https', maxAge: maxAgeSeconds });

  post(app, '/api/dev/adopt', {}, async (req, reply) => {
    const session = await releases.devLinks.adopt(req.body.link, req.body.client_id);
    cookie(reply, req.body.link, Math.max(1, session.expires - Math.floor(Date.now() / 1000)));
    return reply.ok(session, 'release.devAdopted');
  });

  post(app, '/api/dev/leave', {}, async (_req, reply) => {
    cookie(reply, '', 0);
    return reply.ok(null, 'release.devLeft');
  });
}

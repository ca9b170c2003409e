import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types';
import { post } from '../../http/call';
import type { RouteDeps } from '../../services';
import { devCookie } from './dev-link';

/**
 * /api/dev/*: the developer's own browser (issue 29). A dev link (`?dev=<token>`, made by a deployer of the remote,
 * /api/admin/release/devlink) is taken only by a browser that says the client id it names (a guard against a link
 * opened in the wrong browser: the link is a bearer secret, like the cookie, to be kept as one): the answer sets the
 * dev cookie (dev-link.ts devCookie) holding the token until it expires, which the shop's page and remotes.json read
 * (web.ts). Leaving clears it. Neither reaches past the browser that holds it: the cookie only ever names a port on
 * that browser's own machine.
 */
export async function devRoutes(app: AppInstance, { releases }: RouteDeps<'releases'>) {
  const cookie = (reply: FastifyReply, value: string, maxAgeSeconds: number) => {
    const { name, options } = devCookie(reply.request.protocol === 'https');
    return reply.setCookie(name, value, { ...options, maxAge: maxAgeSeconds });
  };

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

import type { FastifyReply, FastifyRequest } from 'fastify';

/** /api, /api/… and /api?…: every path the API answers, its 404s included. */
const API_PATH = /^\/api(?:[/?#]|$)/;

export const isApiPath = (url: string) => API_PATH.test(url);

/**
 * onSend hook: no API answer may be kept by a browser or a proxy cache. The login and register answers carry
 * the session token and the others the customer's data; errors (401, 404, 422, 429, 500) too, since they go
 * out through reply.send like any other answer and this hook sees them all. Register it once, on the root
 * instance: `app.addHook('onSend', noStoreOnApi)`.
 */
export async function noStoreOnApi(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  return payload;
}

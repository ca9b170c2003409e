import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { CALLS, type AnswerOf, type BodyOf, type CallUrl } from '@snapmall/shared/contract';
import type { AppInstance } from '../app-types';

/** A route's reply whose `ok` takes exactly what the contract says the call answers: another shape fails to compile. */
export type CallReply<U extends CallUrl> = Omit<FastifyReply, 'ok'> & {
  /** Sends the success envelope (code 1) with a message key translated to the request's language. */
  ok(data: AnswerOf<U>, messageKey?: string): FastifyReply;
};

/** A route's request, its body typed by the call's schema (which validated it before the handler runs). */
export type CallRequest<U extends CallUrl> = FastifyRequest<{ Body: BodyOf<U> }>;

/** Everything a route sets besides its schemas, which come from the contract: its guards, its rate limit. */
export type CallOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers one of the contract's calls (issue 28): the URL must be in CALLS, the body is validated with the call's
 * schema, the handler's body and answer are typed by it, and the answer is serialized with the call's answer schema
 * (http/answers.ts adds it as the route is registered). Who may call it is the guard in `options`; the server's
 * tests hold each route's guard and role to the call's `who`.
 */
export function post<U extends CallUrl>(
  app: AppInstance,
  url: U,
  options: CallOptions,
  handler: (req: CallRequest<U>, reply: CallReply<U>) => Promise<unknown>,
) {
  app.post(url, { ...options, schema: { body: CALLS[url].body } }, handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>);
}

import { CALLS } from '../contract/calls';
import type { Language } from '../contract/envelope';
import { replies } from './reply';
import { bodyErrors } from './requests';
import { SLOW_MS } from './scenarios';
import type { MockAnswer, MockBody, MockRemote, MockSession } from './types';

/** One call as the transport (MSW in the browser, a test in jest) hands it over. */
export interface MockCall {
  url: string;
  /** The body without lang and token, which the base query adds to every call. */
  body: MockBody;
  lang: Language;
  token?: string;
  now: number;
}

/** What the transport does: wait, then answer, or answer nothing at all (the connection dropped). */
export type MockOutcome = { delayMs: number; answer: MockAnswer } | { delayMs: number; offline: true };

/**
 * Answers one call in a scenario, the way the server would for the same state: no route is a 404; a customer's call
 * (the contract's `who`) needs a token the mock handed out (else 401, as an unknown or expired token is); a body the call's request schema
 * refuses is a 422 in the server's words, before any route code runs, so it changes nothing; then the scenario's
 * answer, else the route's own. The route may change `state`; the caller keeps it.
 */
export function answerCall<S extends { session: MockSession }>(remote: MockRemote<S>, state: S, scenario: string, call: MockCall): MockOutcome {
  const delayMs = scenario === 'slow' ? SLOW_MS : 0;
  if (scenario === 'offline') return { delayMs, offline: true };
  const ctx = { lang: call.lang, now: call.now, token: call.token, reply: replies(remote.say, call.lang, call.now) };
  const route = remote.routes.find((r) => r.url === call.url);
  if (!route) return { delayMs, answer: ctx.reply.notFound() };
  if (CALLS[route.url].who === 'customer') {
    const expiry = call.token === undefined ? undefined : state.session.tokens[call.token];
    const known = expiry !== undefined && expiry > call.now;
    if (!known || scenario === 'expired') return { delayMs, answer: ctx.reply.unauthorized() };
  }
  // The body as the `invalid` scenario sends it: the page's, with the route's malformed fields over it.
  const body = scenario === 'invalid' && route.invalid ? { ...call.body, ...route.invalid } : call.body;
  const errors = bodyErrors(call.url, body);
  if (errors) return { delayMs, answer: ctx.reply.malformed(errors) };
  if (scenario === 'refused' && route.refusal) return { delayMs, answer: route.refusal(body, state, ctx) };
  return { delayMs, answer: route.answer(body, state, ctx) };
}

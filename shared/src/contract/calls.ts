import type { TSchema } from '@sinclair/typebox';
import type { AnswerOfCall, BodyOfCall, Call } from './call';
import { ADMIN_CALLS } from './calls-admin';
import { SHOP_CALLS } from './calls-shop';

/** Every call of the API by its URL (issue 28): the one definition the server, the client, the mocks and the OpenAPI document read. */
export const CALLS = { ...SHOP_CALLS, ...ADMIN_CALLS };

export type Calls = typeof CALLS;
/** A URL the API answers; any other string fails to compile where a call is named. */
export type CallUrl = keyof Calls;
/** A call's request body as the server receives it. */
export type BodyOf<U extends CallUrl> = BodyOfCall<Calls[U]>;
/** What a call answers in `data`. */
export type AnswerOf<U extends CallUrl> = AnswerOfCall<Calls[U]>;

const view = (key: 'body' | 'answer'): Record<CallUrl, TSchema> => {
  const calls: Record<string, Call> = CALLS;
  return Object.fromEntries(Object.keys(CALLS).map((url) => [url, calls[url]![key]])) as Record<CallUrl, TSchema>;
};

/** What each call answers in `data` on success, by URL (refusals answer envelope-schemas.ts's shapes with `data: null`). */
export const ANSWERS = view('answer');
/** What each call takes as its body, by URL: the server validates with these, and the mocks (@snapmall/shared/requests) too. */
export const REQUESTS = view('body');

export type AnswerUrl = CallUrl;
export type RequestUrl = CallUrl;

import type { Language } from '../contract/envelope';
import type { Say, Vars } from './texts';
import type { MockAnswer } from './types';

/**
 * The envelopes of server/src/http (envelope.ts, error-handler.ts), built the same way: success code 1 at HTTP 200,
 * a refusal code 0 at HTTP 200, 401 / 404 with their code, 422 with `errors` per field and its first message as msg.
 * `data` is null on every refusal.
 */
export interface Replies {
  ok<T>(data: T, key?: string): MockAnswer<T>;
  refused(key: string, vars?: Vars): MockAnswer<null>;
  invalid(field: string, key: string): MockAnswer<null>;
  unauthorized(): MockAnswer<null>;
  notFound(): MockAnswer<null>;
}

export function replies(say: Say, lang: Language, now: number): Replies {
  const envelope = <T>(status: number, code: number, msg: string, data: T, errors?: Record<string, string[]>): MockAnswer<T> => ({
    status,
    body: { code, msg, time: now, data, ...(errors ? { errors } : {}) },
  });
  return {
    ok: (data, key = 'ok') => envelope(200, 1, say(lang, key), data),
    refused: (key, vars) => envelope(200, 0, say(lang, key, vars), null),
    invalid: (field, key) => {
      const message = say(lang, key);
      return envelope(422, 422, message, null, { [field]: [message] });
    },
    unauthorized: () => envelope(401, 401, say(lang, 'auth.required'), null),
    notFound: () => envelope(404, 404, say(lang, 'http.notFound'), null),
  };
}

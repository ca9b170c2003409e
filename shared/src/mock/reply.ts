import type { Language } from '../contract/envelope';
import type { Say } from './texts';
import type { MockAnswer, Replies } from './types';

/** The replies of one call, in its language and at its time. */
export function replies(say: Say, lang: Language, now: number): Replies {
  const envelope = <T>(status: number, code: number, msg: string, data: T, errors?: Record<string, string[]>): MockAnswer<T> => ({
    status,
    body: { code, msg, time: now, data, ...(errors ? { errors } : {}) },
  });
  return {
    ok: (data, key = 'ok') => envelope(200, 1, say(lang, key), data),
    refused: (key, vars) => envelope(200, 0, say(lang, key, vars), null),
    invalid: (field, key, vars) => {
      const message = say(lang, key, vars);
      return envelope(422, 422, message, null, { [field]: [message] });
    },
    unauthorized: () => envelope(401, 401, say(lang, 'auth.required'), null),
    notFound: () => envelope(404, 404, say(lang, 'http.notFound'), null),
  };
}

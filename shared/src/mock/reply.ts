import type { Language } from '../contract/envelope';
import { fieldErrors, invalidMessage, validationErrors, type FieldMessages } from '../requests';
import { wordsOf, type Say } from './texts';
import type { MockAnswer, Replies } from './types';

/** The replies of one call, in its language and at its time. */
export function replies(say: Say, lang: Language, now: number): Replies {
  const words = wordsOf(say, lang);
  const envelope = <T>(status: number, code: number, msg: string, data: T, errors?: FieldMessages): MockAnswer<T> => ({
    status,
    body: { code, msg, time: now, data, ...(errors ? { errors } : {}) },
  });
  const unprocessable = (errors: FieldMessages) => envelope(422, 422, invalidMessage(errors, words), null, errors);
  return {
    ok: (data, key = 'ok') => envelope(200, 1, say(lang, key), data),
    refused: (key, vars) => envelope(200, 0, say(lang, key, vars), null),
    invalid: (field, key) => unprocessable(fieldErrors({ [field]: key }, words)),
    malformed: (errors) => unprocessable(validationErrors(errors, words)),
    unauthorized: () => envelope(401, 401, say(lang, 'auth.required'), null),
    notFound: () => envelope(404, 404, say(lang, 'http.notFound'), null),
  };
}

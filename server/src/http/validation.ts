import type { Language } from '@snapmall/shared/contract';
import { validationErrors as errorsIn, type FieldMessages, type SchemaError, type Words } from '@snapmall/shared/requests';
import { fieldLabel, t } from '../i18n/messages';

/** The server's words in one language, for shared's mapping of refused input to messages. */
export const wordsOf = (lang: Language): Words => ({ say: (key, vars) => t(lang, key, vars), label: (field) => fieldLabel(lang, field) });

/** Ajv's errors as { field: [messages] } in the server's words (the mapping is shared with the remotes' mocks). */
export function validationErrors(lang: Language, errors: readonly SchemaError[]): FieldMessages {
  return errorsIn(errors, wordsOf(lang));
}

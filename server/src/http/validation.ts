import type { FastifySchemaValidationError } from 'fastify';
import type { Language } from '@snapmall/shared/contract';
import { fieldLabel, t } from '../i18n/messages';

/** Fields whose pattern failure has a message of its own, so the user learns the rule, not just "invalid". */
const PATTERN_MESSAGES: Record<string, string> = {
  username: 'validation.username',
  password: 'validation.loginPassword',
  newpassword: 'validation.loginPassword',
  paypassword: 'validation.payPassword',
  newpaypassword: 'validation.payPassword',
  mobile: 'validation.digits',
  email: 'validation.email',
  birthday: 'validation.birthday',
  avatar: 'validation.avatar',
  amount: 'validation.amount',
  min_amount: 'validation.amount',
  max_amount: 'validation.amount',
  card_no: 'validation.digits',
};

/** Keywords that only say "a sub-schema failed"; the sub-schema's own error says what is wrong. */
const WRAPPER_KEYWORDS = new Set(['if']);

function fieldOf(error: FastifySchemaValidationError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty ?? 'body');
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty ?? 'body');
  const segments = error.instancePath.split('/').filter(Boolean);
  return segments[0] ?? 'body';
}

function messageOf(lang: Language, error: FastifySchemaValidationError, field: string): string {
  const label = fieldLabel(lang, field);
  switch (error.keyword) {
    case 'required':
      return t(lang, 'validation.required', { field: label });
    case 'additionalProperties':
      return t(lang, 'validation.unknownField', { field });
    case 'maxLength':
      return t(lang, 'validation.tooLong', { field: label, limit: Number(error.params.limit) });
    case 'minLength':
      return t(lang, 'validation.tooShort', { field: label });
    case 'maxProperties':
      return t(lang, 'validation.tooManyFields');
    case 'storable':
      return t(lang, 'validation.badCharacters', { field: label });
    case 'pattern':
    case 'format':
    case 'anyOf':
    case 'const':
      return PATTERN_MESSAGES[field] ? t(lang, PATTERN_MESSAGES[field]) : t(lang, 'validation.format', { field: label });
    case 'type':
      return t(lang, 'validation.type', { field: label });
    default:
      return t(lang, 'validation.format', { field: label });
  }
}

/**
 * Turns ajv's errors into { field: [messages] }. A union (e.g. email '' or an address) reports one error per
 * branch; the first message per keyword family is enough for the user.
 */
export function validationErrors(lang: Language, errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const field = fieldOf(error);
    const message = messageOf(lang, error, field);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  // Within a union, ajv reports branch failures before the union's own "anyOf"; the specific one reads best.
  for (const [field, list] of Object.entries(out)) {
    if (PATTERN_MESSAGES[field] && list.includes(t(lang, PATTERN_MESSAGES[field]))) out[field] = [t(lang, PATTERN_MESSAGES[field])];
  }
  return out;
}

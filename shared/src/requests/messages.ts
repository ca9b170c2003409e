/**
 * Which message a refused request body gets, field by field (issue 28): the one mapping from a schema error to a
 * message key and its values. The server answers its 422s with it in its own texts (server/src/i18n), the remotes'
 * mocks in their copies of those texts, so a mock refuses a body in the server's words.
 */

/** A message's values: `{field}` is the field's label, `{limit}` a length. */
export type MessageVars = Record<string, string | number>;

/** One language's words: a message key formatted with its values, and a field's label (its name when it has none). */
export interface Words {
  say(key: string, vars?: MessageVars): string;
  label(field: string): string;
}

/** What Ajv says of one failure (Fastify's FastifySchemaValidationError is one). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Messages per field, as a 422 answers them in `errors`. */
export type FieldMessages = Record<string, string[]>;

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

function fieldOf(error: SchemaError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty ?? 'body');
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty ?? 'body');
  const segments = error.instancePath.split('/').filter(Boolean);
  return segments[0] ?? 'body';
}

/** A message key and its values for one error on `field`. */
function messageOf(error: SchemaError, field: string, label: string): { key: string; vars?: MessageVars } {
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required', vars: { field: label } };
    case 'additionalProperties':
      return { key: 'validation.unknownField', vars: { field } };
    case 'maxLength':
      return { key: 'validation.tooLong', vars: { field: label, limit: Number(error.params.limit) } };
    case 'minLength':
      return { key: 'validation.tooShort', vars: { field: label } };
    case 'maxProperties':
      return { key: 'validation.tooManyFields' };
    case 'storable':
      return { key: 'validation.badCharacters', vars: { field: label } };
    case 'pattern':
    case 'format':
    case 'anyOf':
    case 'const':
      return PATTERN_MESSAGES[field] ? { key: PATTERN_MESSAGES[field] } : { key: 'validation.format', vars: { field: label } };
    case 'type':
      return { key: 'validation.type', vars: { field: label } };
    default:
      return { key: 'validation.format', vars: { field: label } };
  }
}

/**
 * Turns Ajv's errors into { field: [messages] }. A union (e.g. email '' or an address) reports one error per
 * branch; the first message per keyword family is enough for the user.
 */
export function validationErrors(errors: readonly SchemaError[], words: Words): FieldMessages {
  const out: FieldMessages = {};
  for (const error of errors) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const field = fieldOf(error);
    const { key, vars } = messageOf(error, field, words.label(field));
    const message = words.say(key, vars);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  // Within a union, ajv reports branch failures before the union's own "anyOf"; the specific one reads best.
  for (const [field, list] of Object.entries(out)) {
    const own = PATTERN_MESSAGES[field];
    if (own && list.includes(words.say(own))) out[field] = [words.say(own)];
  }
  return out;
}

/**
 * Input a service refuses on named fields after the schema passed it (the server's `invalid({ field: key })`, a
 * mismatched password confirmation): each field's message, with `{field}` its label.
 */
export function fieldErrors(fields: Readonly<Record<string, string>>, words: Words): FieldMessages {
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [words.say(key, { field: words.label(field) })]]));
}

/** A 422's `msg`: its first field's first message, else the generic "Invalid request". */
export function invalidMessage(errors: FieldMessages, words: Words): string {
  return Object.values(errors)[0]?.[0] ?? words.say('validation.invalid');
}

import Ajv, { type Options, type ValidateFunction } from 'ajv';
import { guardSchema, type JsonSchema } from './guard';

/** A calendar date PostgreSQL can store: YYYY-MM-DD, year 1 to 9999, a day that exists in that month. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// A high half not followed by a low one, or a low half not preceded by a high one (String#isWellFormed needs ES2024 types).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL accepts as UTF-8: no NUL, no lone surrogate half (a JSON escape like "\ud800" decodes to
 * one). Checked as the value arrives, so such input is a 422 rather than a database error.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A compiled check of one body schema: false with its `errors` when the body is refused. */
export type RequestValidator = ValidateFunction;

/**
 * The one way a request body is checked, by the server (its Fastify validator compiler) and by the remotes' mocks
 * alike, so both refuse the same bodies with the same errors. Every body schema is first passed through guardSchema
 * (every string bounded, patterns and formats checked only on input that passed its length check, integers within
 * int4), then compiled by one Ajv that reports all errors, never coerces and never drops unknown fields.
 */
export function requestCompiler(options: Pick<Options, 'code'> = {}): (schema: JsonSchema) => RequestValidator {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
    strict: true,
    ...options,
  });
  ajv.addFormat('date', { type: 'string', validate: isCalendarDate });
  ajv.addKeyword({ keyword: 'storable', type: 'string', schemaType: 'boolean', validate: (_: boolean, v: string) => isStorableText(v), errors: false });
  return (schema) => ajv.compile(guardSchema(schema));
}

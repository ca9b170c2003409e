/** A JSON schema as TypeBox builds it (its symbol-keyed markers are not copied: Ajv never reads them). */
export type JsonSchema = { [keyword: string]: unknown };

/** PostgreSQL's integer column range: an id or count beyond it is invalid input, not a database error. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'];
const SUBSCHEMA_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'not', 'if', 'then', 'else', 'additionalProperties', 'contains'];

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites a request schema so that validating any body up to the size limit costs linear time and whatever
 * passes can be stored:
 * - every free-text string must declare a maxLength (a schema without one fails at start-up, not in production);
 * - its pattern and format move under `if: { length bounds } then: { … }`, so Ajv (which reports all errors)
 *   never runs a pattern on input that already failed its length check;
 * - every string must be text PostgreSQL can store (no NUL, no lone surrogate: the `storable` keyword);
 * - every integer is bounded to PostgreSQL's int4 unless the schema bounds it more tightly, and floats are refused;
 * - a closed object is refused at once when it has more keys than properties.
 */
export function guardSchema(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (SUBSCHEMA_MAPS.includes(keyword) && isSchema(value)) {
      out[keyword] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSchema(v) ? guardSchema(v) : v]));
    } else if (SUBSCHEMA_LISTS.includes(keyword) && Array.isArray(value)) {
      out[keyword] = value.map((v: unknown) => (isSchema(v) ? guardSchema(v) : v));
    } else if (SUBSCHEMAS.includes(keyword) && isSchema(value)) {
      out[keyword] = guardSchema(value);
    } else {
      out[keyword] = value;
    }
  }
  if (out.type === 'string' && !('const' in out) && !('enum' in out)) return guardString(out);
  if (out.type === 'integer') return guardInteger(out);
  if (out.type === 'number' && !('const' in out)) throw new Error(`Request numbers are integers or decimal strings, never floats: ${JSON.stringify(out)}`);
  if (out.type === 'object') return guardObject(out);
  return out;
}

/**
 * A closed object with more keys than it has properties is refused with one error, before any key is looked at:
 * otherwise a body of thousands of unknown keys would cost an error (and an answer line) each.
 */
function guardObject(schema: JsonSchema): JsonSchema {
  if (schema.additionalProperties !== false || !isSchema(schema.properties)) return schema;
  const { properties, required, additionalProperties, ...rest } = schema;
  const max = Object.keys(properties).length;
  const then: JsonSchema = { type: 'object', properties, additionalProperties };
  if (required !== undefined) then.required = required;
  return { ...rest, if: { type: 'object', maxProperties: max }, then, else: { type: 'object', maxProperties: max } };
}

function guardString(schema: JsonSchema): JsonSchema {
  if (typeof schema.maxLength !== 'number') {
    throw new Error(`A request string needs a maxLength, so its cost is bounded: ${JSON.stringify(schema)}`);
  }
  const { pattern, format, ...rest } = schema;
  const lengthOnly: JsonSchema = { type: 'string', maxLength: schema.maxLength };
  if (typeof schema.minLength === 'number') lengthOnly.minLength = schema.minLength;
  const then: JsonSchema = { type: 'string', storable: true };
  if (pattern !== undefined) then.pattern = pattern;
  if (format !== undefined) then.format = format;
  return { ...rest, if: lengthOnly, then };
}

function guardInteger(schema: JsonSchema): JsonSchema {
  const minimum = typeof schema.minimum === 'number' ? Math.max(schema.minimum, INT4_MIN) : INT4_MIN;
  const maximum = typeof schema.maximum === 'number' ? Math.min(schema.maximum, INT4_MAX) : INT4_MAX;
  return { ...schema, minimum, maximum };
}

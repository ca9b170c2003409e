import fc from 'fast-check';
import { INT4_MAX, INT4_MIN, isStorableText, type JsonSchema } from '@snapmall/shared/requests';

/**
 * fast-check arbitraries made from a route's own request schema, so every endpoint, including ones added later,
 * is exercised without hand-written cases: valid values, and the same mixed with hostile ones.
 */

const props = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;
const required = (schema: JsonSchema) => (schema.required ?? []) as string[];

/** A value the schema accepts. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map(validValue));
  switch (schema.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(props(schema)).map(([k, v]) => [k, validValue(v)])),
        { requiredKeys: required(schema) },
      );
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: Number(schema.minimum ?? INT4_MIN), max: Number(schema.maximum ?? INT4_MAX) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items as JsonSchema), { maxLength: Math.min(Number(schema.maxItems ?? 4), 4) });
    default:
      throw new Error(`No arbitrary for schema ${JSON.stringify(schema)}`);
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength);
  const fits = (s: string) => s.length >= min && s.length <= max && isStorableText(s);
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (typeof schema.pattern === 'string') {
    // fast-check cannot generate from lookaheads: generate without them, keep what the whole pattern accepts.
    const pattern = new RegExp(schema.pattern);
    const generator = new RegExp(withoutLookarounds(schema.pattern));
    return fc.stringMatching(generator).filter((s) => fits(s) && pattern.test(s));
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, 60), unit: 'grapheme' }).filter(fits);
}

/** The pattern with every (?=…), (?!…), (?<=…) and (?<!…) group removed (parentheses balanced, classes skipped). */
export function withoutLookarounds(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (!/^\((\?[=!]|\?<[=!])/.test(pattern.slice(i, i + 4))) {
      out += pattern[i];
      if (pattern[i] === '\\') out += pattern[++i] ?? '';
      continue;
    }
    let depth = 0;
    let inClass = false;
    for (; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === '\\') i++;
      else if (inClass) inClass = c !== ']';
      else if (c === '[') inClass = true;
      else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) break;
    }
  }
  return out;
}

/** Values that reach past what a schema's types say: what the database would reject, and the odd shapes. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'abc\u0000def',
  '\ud800',
  'x\udfffy',
  '2020-02-30',
  '0000-01-01',
  '2021-13-01',
  "' OR 1=1 --",
  'javascript:alert(1)',
  '//evil.example/a.png',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '../../etc/passwd',
  '   ',
  '',
  '\u202egnp.exe',
  '𝒜𝒷𝒸',
];
export const HOSTILE_VALUES: unknown[] = [2147483648, -2147483649, 2 ** 53, 1e300, 1.5, -1, 0, null, true, [], {}, '1'];

function overLong(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  if (schema.type !== 'string' || typeof schema.maxLength !== 'number') return [];
  return [fc.constantFrom('a', '1', 'a.', '@').map((unit) => unit.repeat(Number(schema.maxLength) + 1))];
}

/** A value that is sometimes valid and often hostile. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    ...overLong(schema).map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

/** A request body for the schema: valid, with hostile fields, with an unknown field, or not an object at all. */
export function bodyArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const fields = Object.entries(props(schema)).filter(([name]) => name !== 'lang' && name !== 'token');
  const hostileRecord = fc.record(Object.fromEntries(fields.map(([k, v]) => [k, hostileValue(v)])), {
    requiredKeys: required(schema).filter((k) => k !== 'lang' && k !== 'token'),
  });
  const withUnknownField = fc.tuple(validValue(schema), fc.string({ maxLength: 12 })).map(([body, key]) => ({
    ...(body as object),
    [`x_${key}`]: 1,
  }));
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema) },
    { weight: 5, arbitrary: hostileRecord },
    { weight: 1, arbitrary: withUnknownField },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], '"text"', 'not json', 42, '{"__proto__":{"admin":1}}', '{"constructor":{"prototype":{"admin":1}}}') },
  );
}

/** Every string field of an object schema, with its sub-schema (inside unions too). */
export function stringFields(schema: JsonSchema): [string, JsonSchema][] {
  return Object.entries(props(schema)).flatMap(([name, sub]) => {
    const variants = Array.isArray(sub.anyOf) ? (sub.anyOf as JsonSchema[]) : [sub];
    return variants.filter((v) => v.type === 'string' && !('const' in v)).map((v): [string, JsonSchema] => [name, v]);
  });
}

/** Every pattern anywhere in a schema. */
export function patternsOf(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(patternsOf);
  if (typeof schema !== 'object' || schema === null) return [];
  const own = typeof (schema as JsonSchema).pattern === 'string' ? [(schema as JsonSchema).pattern as string] : [];
  return [...own, ...Object.values(schema).flatMap(patternsOf)];
}

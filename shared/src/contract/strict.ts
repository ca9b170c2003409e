import type { TSchema } from '@sinclair/typebox';

/** A JSON schema as a plain object, TypeBox's symbol keys (Kind) kept as they are. */
export type Schema = Record<string | symbol, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copies a schema with `edit` applied to it and to every schema inside it; symbol keys (TypeBox's Kind) stay. */
export function mapSchema(schema: TSchema, edit: (s: Schema) => Schema): TSchema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isSchema(value)) return value;
    const copy: Schema = { ...value };
    for (const key of Object.keys(copy)) copy[key] = walk(copy[key]);
    return edit(copy);
  };
  return walk(schema) as TSchema;
}

/**
 * The schema with every object closed (additionalProperties false unless it says otherwise): what the server's tests
 * and the mocks' contract checks hold answers to, so nothing is sent that the schema does not name — the server's
 * serializer (fast-json-stringify) would drop it without a word, and a page reading it would work only on a mock.
 */
export const strict = (schema: TSchema): TSchema =>
  mapSchema(schema, (s) => (s.type === 'object' && s.properties && s.additionalProperties === undefined ? { ...s, additionalProperties: false } : s));

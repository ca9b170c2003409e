import type { TSchema } from '@sinclair/typebox';
import { mapSchema, type Schema } from '@snapmall/shared/contract';

export { strict } from '@snapmall/shared/contract';

/**
 * The same answer for fast-json-stringify, written the way it serializes fastest: "X or null" as X marked nullable
 * and a choice of constants as an enum of one type, instead of an anyOf it would settle by validating the value
 * against each branch. What it writes is the same.
 */
export const forSerializer = (schema: TSchema): TSchema =>
  mapSchema(schema, (s) => {
    const branches = s.anyOf;
    if (!Array.isArray(branches)) return s;
    const { anyOf: _anyOf, ...rest } = s;
    const others = (branches as Schema[]).filter((b) => b.type !== 'null');
    if (others.length === 0) return { ...rest, type: 'null' };
    const [other] = others;
    // A choice that may also be null (a review's one row or many) stays a choice, with null as one more branch.
    if (other && others.length === 1 && Array.isArray(other.anyOf)) return { ...rest, anyOf: [...other.anyOf, { type: 'null' }] };
    if (other && others.length === 1 && branches.length === 2) return { ...rest, ...other, nullable: true };
    const types = new Set(branches.map((b: Schema) => b.type));
    if (types.size === 1 && branches.every((b: Schema) => 'const' in b)) return { ...rest, type: [...types][0], enum: branches.map((b: Schema) => b.const) };
    // Strings of several patterns ('' or a link) are written alike: the patterns are for checking, not for writing.
    const [type] = types;
    if (types.size === 1 && (type === 'string' || type === 'integer' || type === 'number')) return { ...rest, type };
    return s;
  });

import { Type, type TProperties, type Static } from '@sinclair/typebox';
import { LANGUAGES } from './envelope';

/** Every request body may carry lang and token (SPEC.md §7); anything else unknown is refused with 422. */
export function requestBody<P extends TProperties>(properties: P) {
  return Type.Object(
    {
      ...properties,
      lang: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
      token: Type.Optional(Type.String({ maxLength: 128 })),
    },
    { additionalProperties: false },
  );
}

export const EmptyBody = requestBody({});
export type EmptyBody = Static<typeof EmptyBody>;

export const CustomerEntry = Type.Object({ name: Type.String(), url: Type.String() });
export type CustomerEntry = Static<typeof CustomerEntry>;


/**
 * Answer primitives (issue 20). The schemas of answers describe what the server sends, so the every-route test can
 * check real answers and the server can serialize with them: money is a decimal string with two places ("100.00",
 * "-12.50", also rates in percent), times are unix seconds (0 for "not yet"), ids and counts whole numbers.
 */
export const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
export const Unix = Type.Integer({ minimum: 0 });
export const Int = Type.Integer();
/** A 0/1 flag, as FastAdmin-style answers send booleans. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** A shop day, YYYY-MM-DD. */
export const DayText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** An answer with nothing in it (`data: null`): a logout, a password changed. */
export const NoData = Type.Null();
/** What a save answers: the id of the row it wrote. */
export const Saved = Type.Object({ id: Int });
export type Saved = Static<typeof Saved>;

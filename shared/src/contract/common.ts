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


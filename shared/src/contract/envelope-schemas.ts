import { Type, type TSchema } from '@sinclair/typebox';

/**
 * The envelope (envelope.ts) as schemas, for the server's response schemas and the checks of real and mock answers.
 * Apart from envelope.ts because the shell's main bundle imports LANGUAGES from there and must not load TypeBox.
 */

/** Field name → messages, in the request's language: what an HTTP 422 (and 413) says about the input. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()));

/** A success answer (code 1) whose `data` is `data`; CALLS (calls.ts) names each route's answer. */
export const EnvelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Literal(1), msg: Type.String(), time: Type.Integer(), data, errors: Type.Optional(FieldErrors) });

/**
 * Every answer that is not a success: code 0 (a refusal the user can act on, HTTP 200) and HTTP 401, 403, 404, 413,
 * 429, 500 with their status as code. `data` is always null; a 413 also says why under `errors`.
 */
export const RefusalEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  time: Type.Integer(),
  data: Type.Null(),
  errors: Type.Optional(FieldErrors),
});

/** HTTP 422: invalid input, with what is wrong per field. */
export const InvalidEnvelope = Type.Object({ code: Type.Literal(422), msg: Type.String(), time: Type.Integer(), data: Type.Null(), errors: FieldErrors });

import type { TSchema } from '@sinclair/typebox';
import { REQUESTS } from '../contract/calls';
import { requestCompiler, type JsonSchema, type RequestValidator, type SchemaError } from '../requests';
import type { MockBody } from './types';

const compile = requestCompiler();
const validators = new Map<TSchema, RequestValidator>();
const requestSchemas: Readonly<Record<string, TSchema>> = REQUESTS;

/** Whether the contract names a request schema for this URL (every route a mock answers must have one). */
export const hasRequestSchema = (url: string) => url in requestSchemas;

/**
 * Why the server would refuse this body for this URL: its schema's errors by the server's own Ajv set-up, or none
 * when the body passes (or the contract has no such call, which is a 404 before any body is read). Each schema is
 * compiled once, on its first call.
 */
export function bodyErrors(url: string, body: MockBody): readonly SchemaError[] | undefined {
  const schema = requestSchemas[url];
  if (!schema) return undefined;
  let validate = validators.get(schema);
  if (!validate) {
    validate = compile(schema as unknown as JsonSchema);
    validators.set(schema, validate);
  }
  return validate(body) ? undefined : (validate.errors ?? []);
}

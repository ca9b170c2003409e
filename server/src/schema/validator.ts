import type { FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { requestCompiler, type JsonSchema, type RequestValidator } from '@snapmall/shared/requests';

/**
 * The one validator compiler of the API: shared's request compiler (the mocks check bodies with the same one), in
 * the shape Fastify asks for. Unknown fields are refused, not dropped, and types are not coerced.
 */
export function createValidatorCompiler(options: Parameters<typeof requestCompiler>[0] = {}) {
  const compile = requestCompiler(options);
  return ({ schema }: FastifyRouteSchemaDef<FastifySchema>): RequestValidator => compile(schema as JsonSchema);
}

import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ANSWERS, EnvelopeOf, FieldErrors, InvalidEnvelope, RefusalEnvelope } from '@snapmall/shared/contract';
import { forSerializer, strict } from './answer-schemas';

declare module 'fastify' {
  interface FastifyInstance {
    /** With config.checkAnswers: each answer that did not match its route's schema, said once (tests print them). */
    answerProblems: string[];
  }
}

/** The success data schema of a route, from ANSWERS; test/answers.test.ts fails for a shop route that has none. */
export function answerOf(url: string): TSchema | undefined {
  return (ANSWERS as Record<string, TSchema>)[url];
}

/**
 * Fastify response schemas of a route, from its answer: HTTP 200 is a success (code 1 with the data) or a refusal
 * (code 0, data null); 422 has its errors; every other client or server error is the refusal shape. Serialized by
 * fast-json-stringify, which writes only the fields a schema names.
 */
export function answers(data: TSchema) {
  const ok = Type.Object({ code: Type.Integer(), msg: Type.String(), time: Type.Integer(), data: Type.Union([data, Type.Null()]), errors: Type.Optional(FieldErrors) });
  return { 200: forSerializer(ok), 422: forSerializer(InvalidEnvelope), '4xx': forSerializer(RefusalEnvelope), '5xx': forSerializer(RefusalEnvelope) };
}

let refusals: { invalid: TypeCheck<TSchema>; refusal: TypeCheck<TSchema> } | undefined;

/** The exact answers of a route, nothing more: a field the server sends that its schema lacks fails here. */
function checkHook(url: string, data: TSchema, problems: string[]) {
  const ok = TypeCompiler.Compile(strict(Type.Union([EnvelopeOf(data), RefusalEnvelope])));
  // A union's own error says only that no branch matched: a success is explained by its branch alone.
  const success = TypeCompiler.Compile(strict(EnvelopeOf(data)));
  refusals ??= { invalid: TypeCompiler.Compile(strict(InvalidEnvelope)), refusal: TypeCompiler.Compile(strict(RefusalEnvelope)) };
  const { invalid, refusal } = refusals;
  return async (_request: unknown, reply: { statusCode: number }, payload: unknown) => {
    const status = reply.statusCode;
    const check = status === 200 ? ok : status === 422 ? invalid : refusal;
    if (check.Check(payload)) return payload;
    const explain = check === ok && (payload as { code?: unknown } | null)?.code === 1 ? success : check;
    const why = [...explain.Errors(payload)].slice(0, 5).map((e) => `${e.path || '/'} ${e.message}`);
    const problem = `${url} answered HTTP ${status} off its schema: ${why.join('; ')}`;
    if (!problems.includes(problem)) problems.push(problem);
    throw new Error(problem);
  };
}

const appendHook = (route: RouteOptions, hook: NonNullable<RouteOptions['preSerialization']>) => {
  const hooks = route.preSerialization;
  route.preSerialization = (hooks === undefined ? [hook] : [hooks, hook].flat()) as RouteOptions['preSerialization'];
};

/**
 * Every /api route answers as ANSWERS says (issue 20): its response schemas are added here as it is registered
 * (`responseSchemas` off only for the bench's comparison), and with `checkAnswers` (tests) each answer is held to
 * its schema with no field to spare before it is serialized.
 */
export const answerSchemas = fp(async (app: FastifyInstance, options: { responseSchemas: boolean; checkAnswers: boolean }) => {
  const problems: string[] = [];
  app.decorate('answerProblems', problems);
  app.addHook('onRoute', (route) => {
    const data = answerOf(route.url);
    if (!data) return;
    if (options.responseSchemas) route.schema = { ...route.schema, response: answers(data) };
    if (options.checkAnswers) appendHook(route, checkHook(route.url, data, problems));
  });
});

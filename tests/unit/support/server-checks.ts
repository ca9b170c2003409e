import Fastify from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { REQUESTS, type Language } from '@snapmall/shared/contract';
import { invalid } from 'server/src/domain/errors';
import { handleError } from 'server/src/http/error-handler';
import { createValidatorCompiler } from 'server/src/schema/validator';

/** What a refusal says: the fields the mocks must match the server on. */
export interface Refusal {
  status: number;
  code: number;
  msg: string;
  errors?: Record<string, string[]>;
}

/** The route of `serverChecks` whose body names fields and message keys for the server's domain `invalid`. */
export const DOMAIN_INVALID = '/test/domain-invalid';

/**
 * The server's own request checking, without a database: its validator compiler and its one error handler
 * (app.ts), with every route of REQUESTS taking its body schema (server/test/requests.test.ts holds the real routes
 * to the same map). Each route accepts what passes; DOMAIN_INVALID throws the domain's `invalid` for its body, as a
 * service does. `refusalOf` answers a body as the server would, in a language.
 */
export async function serverChecks() {
  const app = Fastify();
  app.setValidatorCompiler(createValidatorCompiler());
  app.setErrorHandler(handleError);
  for (const [url, body] of Object.entries(REQUESTS as Record<string, TSchema>)) app.post(url, { schema: { body } }, async () => ({ accepted: true }));
  app.post(DOMAIN_INVALID, async (request) => {
    throw invalid(request.body as Record<string, string>);
  });
  await app.ready();
  return {
    async refusalOf(url: string, body: unknown, lang: Language): Promise<Refusal | undefined> {
      const response = await app.inject({ method: 'POST', url, headers: { lang }, payload: body as object });
      if (response.statusCode === 200) return undefined;
      const { code, msg, errors } = response.json<Refusal>();
      return { status: response.statusCode, code, msg, ...(errors ? { errors } : {}) };
    },
    close: () => app.close(),
  };
}

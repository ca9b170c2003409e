import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors, invalidMessage } from '@snapmall/shared/requests';
import { t } from '../i18n/messages';
import { envelope } from './envelope';
import { DomainError, type ErrorKind } from '../domain/errors';
import { clientClock, langOf } from './request';
import { validationErrors, wordsOf } from './validation';

/** Each kind of domain error as HTTP: the one place the domain's errors meet status codes. */
const HTTP_STATUS: Record<ErrorKind, number> = {
  refused: 200,
  unauthorized: 401,
  forbidden: 403,
  invalid: 422,
  not_found: 404,
  too_many: 429,
};

const CLIENT_ERROR_KEYS: Record<number, string> = { 404: 'http.notFound', 413: 'http.tooLarge', 429: 'http.tooMany' };

/**
 * The one place errors become answers: domain errors by kind, schema failures as 422 with errors, other client
 * errors with their status, and anything unexpected logged with context and answered without details.
 */
export function handleError(error: FastifyError | DomainError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request);
  if (error instanceof DomainError) {
    const status = HTTP_STATUS[error.kind];
    if (error.kind === 'invalid') {
      const words = wordsOf(lang);
      const errors = fieldErrors(error.fields, words);
      return reply.code(422).send(envelope(422, invalidMessage(errors, words), null, errors));
    }
    const code = error.kind === 'refused' ? 0 : status;
    const vars = Object.fromEntries(
      Object.entries(error.vars).map(([name, value]) => [name, value instanceof Date ? clientClock(request, value) : value]),
    );
    return reply.code(status).send(envelope(code, t(lang, error.key, vars), null));
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const errors = validationErrors(lang, fastifyError.validation);
    return reply.code(422).send(envelope(422, invalidMessage(errors, wordsOf(lang)), null, errors));
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = CLIENT_ERROR_KEYS[status] ?? 'http.badRequest';
    // A body that is not JSON or of another type is bad input like any other: 422 keeps one rule. A body over
    // the limit keeps its 413, with the same errors object.
    const answerStatus = status === 400 || status === 415 ? 422 : status;
    const errors = answerStatus === 422 || answerStatus === 413 ? { body: [t(lang, key)] } : undefined;
    return reply.code(answerStatus).send(envelope(answerStatus, t(lang, key), null, errors));
  }
  // The serializers of http/logging.ts keep query strings, bodies and database row details out of the log.
  request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
  return reply.code(500).send(envelope(500, t(lang, 'http.serverError'), null));
}

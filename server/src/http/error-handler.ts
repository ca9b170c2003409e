import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../i18n/messages';
import { envelope } from './envelope';
import { DomainError, HTTP_STATUS } from './errors';
import { langOf } from './request';
import { validationErrors } from './validation';

/**
 * The one place errors become answers: domain errors by kind, schema failures as 422 with errors, other client
 * errors with their status, and anything unexpected logged with context and answered without details.
 */
export function handleError(error: FastifyError | DomainError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request);
  if (error instanceof DomainError) {
    const status = HTTP_STATUS[error.kind];
    if (error.kind === 'invalid') {
      const errors = Object.fromEntries(Object.entries(error.fields).map(([f, key]) => [f, [t(lang, key)]]));
      return reply.code(422).send(envelope(422, Object.values(errors)[0]?.[0] ?? t(lang, error.key), null, errors));
    }
    const code = error.kind === 'refused' ? 0 : status;
    return reply.code(status).send(envelope(code, t(lang, error.key, error.vars), null));
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const errors = validationErrors(lang, fastifyError.validation);
    const first = Object.values(errors)[0]?.[0] ?? t(lang, 'validation.invalid');
    return reply.code(422).send(envelope(422, first, null, errors));
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = status === 404 ? 'http.notFound' : status === 429 ? 'http.tooMany' : 'http.badRequest';
    // A body that is not JSON, too large or of another type is bad input like any other: 422 keeps one rule.
    const answerStatus = status === 400 || status === 415 ? 422 : status;
    const errors = answerStatus === 422 ? { body: [t(lang, key)] } : undefined;
    return reply.code(answerStatus).send(envelope(answerStatus, t(lang, key), null, errors));
  }
  request.log.error({ err: error, url: request.url }, 'request failed');
  return reply.code(500).send(envelope(500, t(lang, 'http.serverError'), null));
}

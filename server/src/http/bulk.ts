import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRequested } from '@snapmall/shared/contract';
import { DomainError, invalid } from '../domain/errors';
import { t } from '../i18n/messages';
import { clientClock, langOf } from './request';

/**
 * One row of a bulk action's answer: done, or refused with why (in the request's language), or not done but
 * requested of a second operator (issue 26: `requested` is the request's id).
 */
export type BulkResult = { id: number; done: true } | { id: number; done: false; msg: string; requested?: number };

/** The one id, or the ids, a review or ship call names: exactly one of `id` and `ids`. */
export function pickIds(body: { id?: number; ids?: number[] }): { one: number } | { many: number[] } {
  if (body.id !== undefined && body.ids === undefined) return { one: body.id };
  if (body.ids !== undefined && body.id === undefined) return { many: body.ids };
  throw invalid({ ids: 'validation.oneOfIdIds' });
}

/**
 * A bulk action (issue 19: approve, reject or ship the selected rows): each id on its own, in its own transaction,
 * one after another, so a row that is refused (already reviewed, not found) changes nothing and stops nothing
 * else. A domain error becomes that row's message; anything else is logged and said as a server error for that
 * row alone.
 */
export async function eachId(request: FastifyRequest, ids: number[], act: (id: number) => Promise<unknown>): Promise<BulkResult[]> {
  const lang = langOf(request);
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      const answer = await act(id);
      if (isRequested(answer)) results.push({ id, done: false, requested: answer.requested.id, msg: t(lang, 'approval.requested') });
      else results.push({ id, done: true });
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind === 'invalid') {
        if (!(error instanceof DomainError)) request.log.error({ err: error, route: request.routeOptions.url, id }, 'bulk row failed');
        results.push({ id, done: false, msg: t(lang, error instanceof DomainError ? error.key : 'http.serverError') });
        continue;
      }
      const vars = Object.fromEntries(Object.entries(error.vars).map(([name, value]) => [name, value instanceof Date ? clientClock(request, value) : value]));
      results.push({ id, done: false, msg: t(lang, error.key, vars) });
    }
  }
  return results;
}

/**
 * A call on one row (answered as it always was) or on the selected rows (`ids`, answered per row under
 * `results` with `doneKey`'s bulk message 'review.bulkDone').
 */
export async function oneOrMany(body: { id?: number; ids?: number[] }, req: FastifyRequest, reply: FastifyReply, act: (id: number) => Promise<unknown>, doneKey: string) {
  const picked = pickIds(body);
  if ('one' in picked) {
    const answer = await act(picked.one);
    return reply.ok(answer, isRequested(answer) ? 'approval.requested' : doneKey);
  }
  return reply.ok({ results: await eachId(req, picked.many, act) }, 'review.bulkDone');
}

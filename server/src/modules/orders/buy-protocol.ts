import type { BuyBody } from '@snapmall/shared/contract';
import { DomainError } from '../../domain/errors';
import type { Purchaser } from './buy-batch';
import type { OrderWithGoods } from './views';

/** The messages between the request thread (buy-thread.ts) and the buy engine's thread (buy-worker.ts). */
export interface BuyCall {
  id: number;
  who: Purchaser;
  body: BuyBody;
}
export type BuyReply = { id: number; order: unknown } | { id: number; domain: Pick<DomainError, 'kind' | 'key' | 'vars' | 'fields'> } | { id: number; failed: string };

/** A buy's outcome as it crosses to the request thread: a domain error keeps its kind, key and values. */
export function replyOf(id: number, outcome: { order: OrderWithGoods } | { error: unknown }): BuyReply {
  if ('order' in outcome) return { id, order: outcome.order };
  const { error } = outcome;
  if (error instanceof DomainError) return { id, domain: { kind: error.kind, key: error.key, vars: error.vars, fields: error.fields } };
  return { id, failed: error instanceof Error ? error.message : String(error) };
}

/** The error a reply stands for, as the request thread throws it. */
export function errorOf(reply: Exclude<BuyReply, { order: unknown }>): Error {
  return 'domain' in reply ? new DomainError(reply.domain.kind, reply.domain.key, reply.domain.vars, reply.domain.fields) : new Error(reply.failed);
}

import type { FastifyRequest } from 'fastify';
import type { AdminListFilters } from '@snapmall/shared/contract';
import { dayStart, type AdminListQuery } from '../domain/admin-list';
import { invalid } from '../domain/errors';
import { parseCents } from '../money';
import { clientOffsetMinutes } from './request';

const DAY_MS = 86_400_000;
/** A page of an operator's list when the body names no size. */
export const DEFAULT_LIMIT = 20;

/**
 * The operator's days as instants (issue 19): `from`'s midnight to the midnight after `to`, in the time zone of the
 * `minute` header (Date#getTimezoneOffset, as customer calls send it). `to` before `from` is refused on `to`.
 */
export function dayRange(request: FastifyRequest, from?: string, to?: string): { start?: Date; end?: Date } {
  if (from !== undefined && to !== undefined && to < from) throw invalid({ to: 'validation.dateOrder' });
  const offset = clientOffsetMinutes(request);
  return {
    start: from === undefined ? undefined : dayStart(from, offset),
    end: to === undefined ? undefined : new Date(dayStart(to, offset).getTime() + DAY_MS),
  };
}

/**
 * The time zone of the `minute` header as PostgreSQL reads a POSIX zone ('UTC+08:00' is 8 hours behind UTC, as
 * the header's 480 is), for queries that take a zone's name, such as the statement's days.
 */
export function zoneOf(request: FastifyRequest): string {
  const offset = clientOffsetMinutes(request);
  const abs = Math.abs(offset);
  return `UTC${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** What picks the customers of a list: the `customer` text (through the account module's directory) and `user_id`. */
export interface CustomerResolver {
  resolve(text: string): Promise<number[]>;
}

/**
 * An operator's list body as the repositories take it: the customers it names (both `customer` and `user_id`
 * when both are given), the days, the amounts (a maximum below the minimum is refused on `max_amount`), the sort.
 */
export async function listQuery(request: FastifyRequest, body: Omit<AdminListFilters, 'status'>, customers: CustomerResolver): Promise<AdminListQuery> {
  const min = body.min_amount === undefined ? undefined : parseCents(body.min_amount);
  const max = body.max_amount === undefined ? undefined : parseCents(body.max_amount);
  if (min !== undefined && max !== undefined && max < min) throw invalid({ max_amount: 'validation.amountOrder' });
  const { start, end } = dayRange(request, body.from, body.to);
  let userIds = body.customer === undefined ? undefined : await customers.resolve(body.customer);
  if (body.user_id !== undefined) userIds = userIds === undefined ? [body.user_id] : userIds.filter((id) => id === body.user_id);
  return {
    page: body.page ?? 1,
    limit: body.limit ?? DEFAULT_LIMIT,
    userIds,
    start,
    end,
    minCents: min,
    maxCents: max,
    sort: body.sort ?? 'createtime',
    order: body.order ?? 'desc',
  };
}

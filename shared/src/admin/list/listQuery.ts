import { RULES, toCents } from '@snapmall/shared';
import type { FilterField, ListRequest, ListState } from './types';

/** The page sizes an operator may choose; the server takes 10 to 100. */
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_LIMIT = 20;
/** The server's deepest page (its schemas' Page). */
const MAX_PAGE = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = new RegExp(RULES.cashAmountPattern);

/** The hash-query names (and request fields) a filter field fills. */
export function paramsOf(field: FilterField): string[] {
  switch (field.kind) {
    case 'select':
    case 'text':
      return [field.name];
    case 'dateRange':
      return [field.from ?? 'from', field.to ?? 'to'];
    case 'amountRange':
      return [field.min ?? 'min_amount', field.max ?? 'max_amount'];
  }
}

/** A day that exists: '2026-02-30' is refused like the server refuses it. */
function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The view the address asks for; anything it cannot mean (page 0, a size not offered, an unknown sort) is the default. */
export function readListState(params: URLSearchParams, fields: readonly FilterField[], sortKeys: readonly string[]): ListState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  const filters: Record<string, string> = {};
  for (const field of fields) {
    for (const name of paramsOf(field)) {
      const value = params.get(name);
      if (value !== null) filters[name] = value;
      else if (field.kind === 'select' && field.initial !== undefined) filters[name] = String(field.initial);
    }
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    ...(sortKeys.includes(sort) ? { sort } : {}),
    ...(order === 'asc' || order === 'desc' ? { order } : {}),
    filters,
  };
}

/**
 * The address of a view: `current` with the list's own names replaced (anything else the page keeps there stays).
 * Defaults are left out, except a select filter with an initial value set to "all", written as an empty value.
 */
export function writeListState(current: URLSearchParams, state: ListState, fields: readonly FilterField[]): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['page', 'limit', 'sort', 'order', ...fields.flatMap(paramsOf)]) next.delete(name);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.limit !== DEFAULT_LIMIT) next.set('limit', String(state.limit));
  if (state.sort) next.set('sort', state.sort);
  if (state.order) next.set('order', state.order);
  for (const field of fields) {
    for (const name of paramsOf(field)) {
      const value = (state.filters[name] ?? '').trim();
      const initial = field.kind === 'select' && field.initial !== undefined ? String(field.initial) : undefined;
      if (value === initial) continue;
      if (value !== '' || initial !== undefined) next.set(name, value);
    }
  }
  return next;
}

/** What a filter field's typed values are wrong about, by name: message ids of the kit's catalog. */
export function filterErrors(fields: readonly FilterField[], values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const value = (name: string) => (values[name] ?? '').trim();
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const [from, to] = paramsOf(field) as [string, string];
      if (value(from) && !isDay(value(from))) errors[from] = 'adminKit.filter.badDay';
      if (value(to) && !isDay(value(to))) errors[to] = 'adminKit.filter.badDay';
      if (!errors[from] && !errors[to] && value(from) && value(to) && value(from) > value(to)) errors[to] = 'adminKit.filter.badRange';
    } else if (field.kind === 'amountRange') {
      const [min, max] = paramsOf(field) as [string, string];
      if (value(min) && !AMOUNT.test(value(min))) errors[min] = 'adminKit.filter.badAmount';
      if (value(max) && !AMOUNT.test(value(max))) errors[max] = 'adminKit.filter.badAmount';
      if (!errors[min] && !errors[max] && value(min) && value(max) && toCents(value(min))! > toCents(value(max))!) errors[max] = 'adminKit.filter.badRange';
    }
  }
  return errors;
}

/**
 * The request body of the view: page, page size, sort and order, and each filter that holds a value the server
 * takes (a select's option as typed — a status is a number — text trimmed, days and amounts only when well formed).
 */
export function requestOf(state: ListState, fields: readonly FilterField[]): ListRequest {
  const body: ListRequest = { page: state.page, limit: state.limit };
  if (state.sort) body.sort = state.sort;
  if (state.order) body.order = state.order;
  const bad = filterErrors(fields, state.filters);
  for (const field of fields) {
    for (const name of paramsOf(field)) {
      const value = (state.filters[name] ?? '').trim();
      if (value === '' || bad[name]) continue;
      if (field.kind === 'select') {
        const option = field.options.find((o) => String(o.value) === value);
        if (option) body[name] = option.value;
      } else {
        body[name] = value;
      }
    }
  }
  return body;
}

/** The sort a header click asks for: a new column sorts descending first, the same column flips. */
export function nextSort(state: ListState, sortKey: string, fallback?: { sort: string; order: 'asc' | 'desc' }): Pick<ListState, 'sort' | 'order'> {
  const current = state.sort ?? fallback?.sort;
  const order = state.order ?? (state.sort ? 'desc' : fallback?.order ?? 'desc');
  if (current !== sortKey) return { sort: sortKey, order: 'desc' };
  return { sort: sortKey, order: order === 'desc' ? 'asc' : 'desc' };
}

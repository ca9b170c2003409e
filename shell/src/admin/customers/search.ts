import type { ListRequest } from '@snapmall/shared/admin';

/** What the server takes as `q` (AdminUserListBody's CustomerQuery): letters, digits, '_' and '-', up to 30. */
export const CUSTOMER_QUERY = /^[A-Za-z0-9_-]{1,30}$/;

/**
 * The search as the server takes it: the list shows ids as '#42' and mobiles are often typed '0912 345 678' or
 * '+886…', so a leading '#' or '+' and the spaces inside are dropped before the server's rule is applied.
 */
export function customerQuery(typed: string): string {
  return typed.trim().replace(/^[#+]/, '').replace(/\s+/g, '');
}

/** The list's request with its search made the server's; null when the server would refuse it (its 422). */
export function customersRequest(body: ListRequest): ListRequest | null {
  if (typeof body.q !== 'string') return body;
  const q = customerQuery(body.q);
  if (q === '') {
    const { q: _q, ...rest } = body;
    return rest;
  }
  return CUSTOMER_QUERY.test(q) ? { ...body, q } : null;
}

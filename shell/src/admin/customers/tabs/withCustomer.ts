import type { ListRequest, PageFetcher } from '@snapmall/shared/admin';
import type { PageOf } from '@snapmall/shared/contract';

/**
 * A list call narrowed to one customer: `user_id` added to every page's request (CSV export included), so the call
 * may be one that requires it (the statement's).
 */
export function forCustomer<Row>(userId: number, fetch: (body: ListRequest & { user_id: number }) => PromiseLike<PageOf<Row>>): PageFetcher<Row> {
  return (body) => fetch({ ...body, user_id: userId });
}

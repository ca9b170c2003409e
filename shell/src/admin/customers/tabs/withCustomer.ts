import type { ListRequest, PageFetcher } from '@snapmall/shared/admin';
import type { PageOf } from '@snapmall/shared/contract';

/** A list call narrowed to one customer: `user_id` added to every page's request (CSV export included). */
export function forCustomer<Row>(userId: number, fetch: (body: ListRequest) => PromiseLike<PageOf<Row>>): PageFetcher<Row> {
  return (body) => fetch({ ...body, user_id: userId });
}

import type { ListRequest } from '@snapmall/shared/admin';
import type { PageOf } from '@snapmall/shared/contract';

/** A page of a list the server answers whole (brands, levels): the request's page of its page size. */
export function pageOf<Row>(all: readonly Row[], body: ListRequest): PageOf<Row> {
  const page = Number(body.page) || 1;
  const limit = Number(body.limit) || 20;
  return { list: all.slice((page - 1) * limit, page * limit), total: all.length, page };
}

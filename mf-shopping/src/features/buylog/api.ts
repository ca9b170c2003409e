import { type LangArg, pagedList } from '@snapmall/shared/kit';
import type { Order, OrderDetail, OrderStatus, PageOf } from '@snapmall/shared/contract';
import { shopApi } from '../../common/shopApi';

export const buyLogApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** All of my orders, newest first, optionally of one status. */
    shopBuyLog: build.infiniteQuery<PageOf<Order>, LangArg & { status?: OrderStatus }, number>({
      query: ({ queryArg: { status }, pageParam }) => ({ url: '/api/user/buylog', body: { page: pageParam, ...(status ? { status } : {}) } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['Orders'],
    }),
    /** One of my orders, in any status, with its history. */
    shopBuyLogDetail: build.query<OrderDetail, LangArg & { id: number }>({
      query: ({ id }) => ({ url: '/api/user/buylogdetail', body: { id } }),
      providesTags: ['Orders'],
    }),
  }),
});

export const { useShopBuyLogInfiniteQuery, useShopBuyLogDetailQuery } = buyLogApi;

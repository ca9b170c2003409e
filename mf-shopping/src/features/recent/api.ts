import { type Form, type LangArg, pagedList } from '@snapmall/shared/kit';
import type { Order, OrderDetail, OrderIdBody, PageOf } from '@snapmall/shared/contract';
import { MONEY_TAGS, shopApi } from '../../common/shopApi';

export const recentApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** My orders still in progress (placed or shipped); the page polls it, so shipping shows without a reload. */
    shopRecentOrders: build.infiniteQuery<PageOf<Order>, LangArg, number>({
      query: ({ pageParam }) => ({ url: '/api/user/recentorder', body: { page: pageParam } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['Orders'],
      extraOptions: { noLoading: true },
    }),
    /** One order in progress, polled. Silent: a poll that fails says so on the page, not in a toast every 5 s. */
    shopRecentOrderDetail: build.query<OrderDetail, LangArg & { id: number }>({
      query: ({ id }) => ({ url: '/api/user/recentorderdetail', body: { id } }),
      providesTags: ['Orders'],
      extraOptions: { noLoading: true, silent: true },
    }),
    /** Confirms receipt of a shipped order: the rebate and points are credited. */
    shopReceive: build.mutation<Order, Form<OrderIdBody>>({
      query: (body) => ({ url: '/api/order/receive', body }),
      invalidatesTags: [...MONEY_TAGS],
      extraOptions: { silent: true },
    }),
    /** Cancels an order not yet shipped: what was paid is refunded in full. */
    shopCancel: build.mutation<Order, Form<OrderIdBody>>({
      query: (body) => ({ url: '/api/order/cancel', body }),
      invalidatesTags: [...MONEY_TAGS],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useShopRecentOrdersInfiniteQuery, useShopRecentOrderDetailQuery, useShopReceiveMutation, useShopCancelMutation } = recentApi;

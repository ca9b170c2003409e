import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import { MONEY_TAGS, shopApi } from '../../common/shopApi';

export const recentApi = shopApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** My orders still in progress (placed or shipped); the page polls it, so shipping shows without a reload. */
      shopRecentOrders: call.pages('/api/user/recentorder', { filter: (_: LangArg) => ({}), providesTags: ['Orders'], extraOptions: { noLoading: true } }),
      /** One order in progress, polled. Silent: a poll that fails says so on the page, not in a toast every 5 s. */
      shopRecentOrderDetail: call.query('/api/user/recentorderdetail', {
        body: ({ id }: LangArg & { id: number }) => ({ id }),
        providesTags: ['Orders'],
        extraOptions: { noLoading: true, silent: true },
      }),
      /** Confirms receipt of a shipped order: the rebate and points are credited. */
      shopReceive: call.mutation('/api/order/receive', { invalidatesTags: [...MONEY_TAGS], extraOptions: { silent: true } }),
      /** Cancels an order not yet shipped: what was paid is refunded in full. */
      shopCancel: call.mutation('/api/order/cancel', { invalidatesTags: [...MONEY_TAGS], extraOptions: { silent: true } }),
    };
  },
});

export const { useShopRecentOrdersInfiniteQuery, useShopRecentOrderDetailQuery, useShopReceiveMutation, useShopCancelMutation } = recentApi;

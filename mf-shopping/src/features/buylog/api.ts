import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import type { OrderStatus } from '@snapmall/shared/contract';
import { shopApi } from '../../common/shopApi';

export const buyLogApi = shopApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** All of my orders, newest first, optionally of one status. */
      shopBuyLog: call.pages('/api/user/buylog', {
        filter: ({ status }: LangArg & { status?: OrderStatus }) => (status ? { status } : {}),
        providesTags: ['Orders'],
      }),
      /** One of my orders, in any status, with its history. */
      shopBuyLogDetail: call.query('/api/user/buylogdetail', { body: ({ id }: LangArg & { id: number }) => ({ id }), providesTags: ['Orders'] }),
    };
  },
});

export const { useShopBuyLogInfiniteQuery, useShopBuyLogDetailQuery } = buyLogApi;

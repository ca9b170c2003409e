import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import { shopApi } from '../../common/shopApi';

export const reclogApi = shopApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** My received orders with the rebate and points each earned, and the totals of all of them (names in lang). */
      shopReceived: call.pages('/api/user/reclog', { filter: (_key: LangArg) => ({}), providesTags: ['Orders'] }),
    };
  },
});

export const { useShopReceivedInfiniteQuery } = reclogApi;

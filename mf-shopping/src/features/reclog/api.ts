import { type LangArg, pagedList } from '@snapmall/shared/kit';
import type { ReceivedPage } from '@snapmall/shared/contract';
import { shopApi } from '../../common/shopApi';

export const reclogApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** My received orders with the rebate and points each earned, and the totals of all of them. */
    shopReceived: build.infiniteQuery<ReceivedPage, LangArg, number>({
      query: ({ pageParam }) => ({ url: '/api/user/reclog', body: { page: pageParam } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useShopReceivedInfiniteQuery } = reclogApi;

import { type Language, callsOf } from '@snapmall/shared';
import { bankApi, reviewFilter, type ReviewListArg } from '../../common/bankApi';

export const depositApi = bankApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** The channels the operator opened, with name and instructions in the request's language (the cache's key). */
      depositChannels: call.query('/api/recharge/channels', { body: (_lang: Language) => undefined }),
      /** A deposit in Pending Review; the same request_id again answers the same deposit. */
      depositSubmit: call.mutation('/api/recharge/submit', { invalidatesTags: ['Deposits'], extraOptions: { silent: true } }),
      depositList: call.pages('/api/user/rechargelist', { filter: reviewFilter<ReviewListArg>, providesTags: ['Deposits'] }),
    };
  },
});

export const { useDepositChannelsQuery, useDepositSubmitMutation, useDepositListInfiniteQuery } = depositApi;

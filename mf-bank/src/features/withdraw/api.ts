import { callsOf } from '@snapmall/shared';
import { bankApi, reviewFilter, type ReviewListArg } from '../../common/bankApi';

export const withdrawApi = bankApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** What the customer's level allows now: limits, count per day, fee, balance and held. */
      withdrawRules: call.query('/api/withdraw/rules', { providesTags: ['WithdrawRules'] }),
      /** Holds the amount at once; the same request_id again answers the same withdrawal. */
      withdrawSubmit: call.mutation('/api/withdraw/withdraw', {
        invalidatesTags: ['WithdrawRules', 'Withdrawals', 'MoneyLog', 'User'],
        extraOptions: { silent: true },
      }),
      withdrawList: call.pages('/api/user/withdrawlist', { filter: reviewFilter<ReviewListArg>, providesTags: ['Withdrawals'] }),
    };
  },
});

export const { useWithdrawRulesQuery, useWithdrawSubmitMutation, useWithdrawListInfiniteQuery } = withdrawApi;

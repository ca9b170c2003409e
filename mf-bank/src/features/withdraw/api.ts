import type { Form } from '@snapmall/shared/kit';
import type { PageOf, WithdrawBody, Withdrawal, WithdrawRules } from '@snapmall/shared/contract';
import { bankApi, reviewList, type ReviewListArg } from '../../common/bankApi';

export const withdrawApi = bankApi.injectEndpoints({
  endpoints: (build) => ({
    /** What the customer's level allows now: limits, count per day, fee, balance and held. */
    withdrawRules: build.query<WithdrawRules, void>({
      query: () => ({ url: '/api/withdraw/rules' }),
      providesTags: ['WithdrawRules'],
    }),
    /** Holds the amount at once; the same request_id again answers the same withdrawal. */
    withdrawSubmit: build.mutation<Withdrawal, Form<WithdrawBody>>({
      query: (body) => ({ url: '/api/withdraw/withdraw', body }),
      invalidatesTags: ['WithdrawRules', 'Withdrawals', 'MoneyLog', 'User'],
      extraOptions: { silent: true },
    }),
    withdrawList: build.infiniteQuery<PageOf<Withdrawal>, ReviewListArg, number>({
      ...reviewList('/api/user/withdrawlist'),
      providesTags: ['Withdrawals'],
    }),
  }),
});

export const { useWithdrawRulesQuery, useWithdrawSubmitMutation, useWithdrawListInfiniteQuery } = withdrawApi;

import { dataOf, type Language } from '@snapmall/shared';
import type { PageOf, ReviewStatus, WithdrawBody, Withdrawal, WithdrawRules } from '@snapmall/shared/contract';
import { bankApi, pagedList, type Form } from '../../common/bankApi';

export interface ReviewListArg {
  status?: ReviewStatus;
  lang: Language;
}

export const withdrawApi = bankApi.injectEndpoints({
  endpoints: (build) => ({
    /** What the customer's level allows now: limits, count per day, fee, balance and held. */
    withdrawRules: build.query<WithdrawRules, void>({
      query: () => ({ url: '/api/withdraw/rules' }),
      transformResponse: dataOf<WithdrawRules>,
      providesTags: ['WithdrawRules'],
    }),
    /** Holds the amount at once; the same request_id again answers the same withdrawal. */
    withdrawSubmit: build.mutation<Withdrawal, Form<WithdrawBody>>({
      query: (body) => ({ url: '/api/withdraw/withdraw', body }),
      transformResponse: dataOf<Withdrawal>,
      invalidatesTags: ['WithdrawRules', 'Withdrawals', 'MoneyLog', 'User'],
      extraOptions: { silent: true },
    }),
    withdrawList: build.infiniteQuery<PageOf<Withdrawal>, ReviewListArg, number>({
      query: ({ queryArg: { status }, pageParam }) => ({
        url: '/api/user/withdrawlist',
        body: { page: pageParam, ...(status === undefined ? {} : { status }) },
      }),
      transformResponse: dataOf<PageOf<Withdrawal>>,
      infiniteQueryOptions: pagedList,
      providesTags: ['Withdrawals'],
    }),
  }),
});

export const { useWithdrawRulesQuery, useWithdrawSubmitMutation, useWithdrawListInfiniteQuery } = withdrawApi;

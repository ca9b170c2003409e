import { dataOf, type Language } from '@snapmall/shared';
import type { Deposit, DepositChannel, PageOf, RechargeSubmitBody, ReviewStatus } from '@snapmall/shared/contract';
import { bankApi, pagedList, type Form } from '../../common/bankApi';

/** A record list's filter; lang is part of the cache key because names come in the request's language. */
export interface ReviewListArg {
  status?: ReviewStatus;
  lang: Language;
}

export const depositApi = bankApi.injectEndpoints({
  endpoints: (build) => ({
    /** The channels the operator opened, with name and instructions in the request's language. */
    depositChannels: build.query<DepositChannel[], Language>({
      query: () => ({ url: '/api/recharge/channels' }),
      transformResponse: dataOf<DepositChannel[]>,
    }),
    /** A deposit in Pending Review; the same request_id again answers the same deposit. */
    depositSubmit: build.mutation<Deposit, Form<RechargeSubmitBody>>({
      query: (body) => ({ url: '/api/recharge/submit', body }),
      transformResponse: dataOf<Deposit>,
      invalidatesTags: ['Deposits'],
      extraOptions: { silent: true },
    }),
    depositList: build.infiniteQuery<PageOf<Deposit>, ReviewListArg, number>({
      query: ({ queryArg: { status }, pageParam }) => ({
        url: '/api/user/rechargelist',
        body: { page: pageParam, ...(status === undefined ? {} : { status }) },
      }),
      transformResponse: dataOf<PageOf<Deposit>>,
      infiniteQueryOptions: pagedList,
      providesTags: ['Deposits'],
    }),
  }),
});

export const { useDepositChannelsQuery, useDepositSubmitMutation, useDepositListInfiniteQuery } = depositApi;

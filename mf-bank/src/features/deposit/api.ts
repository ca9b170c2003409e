import { type Language } from '@snapmall/shared';
import type { Form } from '@snapmall/shared/kit';
import type { Deposit, DepositChannel, PageOf, RechargeSubmitBody } from '@snapmall/shared/contract';
import { bankApi, reviewList, type ReviewListArg } from '../../common/bankApi';

export const depositApi = bankApi.injectEndpoints({
  endpoints: (build) => ({
    /** The channels the operator opened, with name and instructions in the request's language. */
    depositChannels: build.query<DepositChannel[], Language>({
      query: () => ({ url: '/api/recharge/channels' }),
    }),
    /** A deposit in Pending Review; the same request_id again answers the same deposit. */
    depositSubmit: build.mutation<Deposit, Form<RechargeSubmitBody>>({
      query: (body) => ({ url: '/api/recharge/submit', body }),
      invalidatesTags: ['Deposits'],
      extraOptions: { silent: true },
    }),
    depositList: build.infiniteQuery<PageOf<Deposit>, ReviewListArg, number>({
      ...reviewList('/api/user/rechargelist'),
      providesTags: ['Deposits'],
    }),
  }),
});

export const { useDepositChannelsQuery, useDepositSubmitMutation, useDepositListInfiniteQuery } = depositApi;

import type { Form } from '@snapmall/shared/kit';
import type { CardUpdateBody } from '@snapmall/shared/contract';
import { bankApi } from '../../common/bankApi';

export const cardApi = bankApi.injectEndpoints({
  endpoints: (build) => ({
    /** Binds or replaces the card; needs the withdrawal password. */
    cardUpdate: build.mutation<unknown, Form<CardUpdateBody>>({
      query: (body) => ({ url: '/api/withdraw/cardupdate', body }),
      invalidatesTags: ['BankCard', 'WithdrawRules'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useCardUpdateMutation } = cardApi;

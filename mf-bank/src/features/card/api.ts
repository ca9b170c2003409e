import { callsOf } from '@snapmall/shared';
import { bankApi } from '../../common/bankApi';

export const cardApi = bankApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** Binds or replaces the card; needs the withdrawal password. */
      cardUpdate: call.mutation('/api/withdraw/cardupdate', { invalidatesTags: ['BankCard', 'WithdrawRules'], extraOptions: { silent: true } }),
    };
  },
});

export const { useCardUpdateMutation } = cardApi;

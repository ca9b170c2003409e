import { callsOf } from '@snapmall/shared';
import { bankApi } from './bankApi';

/** The bound card, which the binding page shows and withdrawals are paid to. */
export const cardQueryApi = bankApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** The bound card, or null; its number comes masked but for the last 4 digits. */
      bankCard: call.query('/api/withdraw/bankcard', { providesTags: ['BankCard'] }),
    };
  },
});

export const { useBankCardQuery } = cardQueryApi;

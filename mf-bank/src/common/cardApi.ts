import type { BankCard } from '@snapmall/shared/contract';
import { bankApi } from './bankApi';

/** The bound card, which the binding page shows and withdrawals are paid to. */
export const cardQueryApi = bankApi.injectEndpoints({
  endpoints: (build) => ({
    /** The bound card, or null; its number comes masked but for the last 4 digits. */
    bankCard: build.query<BankCard | null, void>({
      query: () => ({ url: '/api/withdraw/bankcard' }),
      providesTags: ['BankCard'],
    }),
  }),
});

export const { useBankCardQuery } = cardQueryApi;

import { api } from '@snapmall/shared';
import type { AdminWithdrawCard } from '@snapmall/shared/contract';
import { ACTION_OPTIONS } from '../common/reviewApi';

/**
 * A withdrawal's whole card number (finance), read only when the operator asks: a mutation, never cached or read
 * again by itself, since the server audits every reading.
 */
export const withdrawalCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminWithdrawalCard: build.mutation<AdminWithdrawCard, { id: number }>({
      query: (body) => ({ url: '/api/admin/withdraw/card', body: { ...body } }),
      extraOptions: ACTION_OPTIONS,
    }),
  }),
});

export const { useAdminWithdrawalCardMutation } = withdrawalCardApi;

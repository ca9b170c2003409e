import { api, callsOf } from '@snapmall/shared';
import { ACTION_OPTIONS } from '../common/reviewApi';

/**
 * A withdrawal's whole card number (finance), read only when the operator asks: a mutation, never cached or read
 * again by itself, since the server audits every reading.
 */
export const withdrawalCardApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return { adminWithdrawalCard: call.mutation('/api/admin/withdraw/card', { extraOptions: ACTION_OPTIONS }) };
  },
});

export const { useAdminWithdrawalCardMutation } = withdrawalCardApi;

import { callsOf } from '@snapmall/shared';
import type { Requested } from '@snapmall/shared/contract';
import { customerAdminApi } from '../common/customerApi';

/**
 * /api/admin/user/adjust's answer (issue 26): the request made — a second finance operator approves it on the
 * Requests page, and only then does the balance change.
 */
export type { Requested };

export const adjustAdminApi = customerAdminApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** Asks for a ledger transfer with a reason; the same request_id again answers the same request (one request, never two). */
      adminAdjust: call.mutation('/api/admin/user/adjust', {
        // The form shows every refusal and field error itself.
        extraOptions: { silent: true },
        // After an answer or none (it may have gone through), the balances shown are read again.
        invalidatesTags: (_result, _error, body) => [{ type: 'AdminCustomer', id: body.user_id }],
      }),
    };
  },
});

export const { useAdminAdjustMutation } = adjustAdminApi;

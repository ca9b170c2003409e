import type { UserAdjustBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import { customerAdminApi } from '../common/customerApi';

/** /api/admin/user/adjust's answer (server/src/modules/ledger/adjustments.ts): the customer's balance after it. */
export interface AdjustAnswer {
  user_id: number;
  asset: 'cash' | 'points';
  amount: string;
  /** Cash as a decimal string, points a whole number, after the adjustment. */
  balance: string;
}

export const adjustAdminApi = customerAdminApi.injectEndpoints({
  endpoints: (build) => ({
    /** A ledger transfer with a reason; the same request_id again answers the first result and moves nothing twice. */
    adminAdjust: build.mutation<AdjustAnswer, Form<UserAdjustBody>>({
      query: (body) => ({ url: '/api/admin/user/adjust', body: { ...body } }),
      // The form shows every refusal and field error itself.
      extraOptions: { silent: true },
      // After an answer or none (it may have gone through), the balances shown are read again.
      invalidatesTags: (_result, _error, body) => [{ type: 'AdminCustomer', id: body.user_id }],
    }),
  }),
});

export const { useAdminAdjustMutation } = adjustAdminApi;

import type { AdjustAnswer, UserAdjustBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import { customerAdminApi } from '../common/customerApi';

/** /api/admin/user/adjust's answer: the customer's balance after it (cash a decimal string, points whole). */
export type { AdjustAnswer };

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

import { api, callsOf } from '@snapmall/shared';
import type { AdminLoginAnswer } from '@snapmall/shared/contract';

/** /api/admin/login's answer. */
export type OperatorLoginAnswer = AdminLoginAnswer;

export const operatorApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** An operator's login: its own accounts and tokens, never a customer's. Refusals show on the form. */
      operatorLogin: call.mutation('/api/admin/login', { extraOptions: { silent: true, noLoading: true } }),
    };
  },
});

export const { useOperatorLoginMutation } = operatorApi;

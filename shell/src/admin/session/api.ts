import { api } from '@snapmall/shared';
import type { AdminLoginAnswer, AdminLoginBody } from '@snapmall/shared/contract';

/** /api/admin/login's answer. */
export type OperatorLoginAnswer = AdminLoginAnswer;

export const operatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An operator's login: its own accounts and tokens, never a customer's. Refusals show on the form. */
    operatorLogin: build.mutation<OperatorLoginAnswer, Omit<AdminLoginBody, 'lang' | 'token'>>({
      query: (body) => ({ url: '/api/admin/login', body }),
      extraOptions: { silent: true, noLoading: true },
    }),
  }),
});

export const { useOperatorLoginMutation } = operatorApi;

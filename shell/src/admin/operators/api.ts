import { api } from '@snapmall/shared';
import type { AdminOperator, AdminOperatorSaveBody, OperatorSaved } from '@snapmall/shared/contract';

/** A save's answer: a new operator's generated password comes once, here, and never again. */
export type { OperatorSaved };

/** The owner's calls: every operator, and one added or changed (roles, status) at a time, audited. */
export const operatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleOperators: build.query<AdminOperator[], void>({
      query: () => ({ url: '/api/admin/operator/list' }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleOperatorSave: build.mutation<OperatorSaved, Omit<AdminOperatorSaveBody, 'lang' | 'token'>>({
      query: (body) => ({ url: '/api/admin/operator/save', body: { ...body } }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useLazyConsoleOperatorsQuery, useConsoleOperatorSaveMutation } = operatorsApi;

import { api, callsOf } from '@snapmall/shared';
import type { OperatorSaved } from '@snapmall/shared/contract';

/** A save's answer: a new operator's generated password comes once, here, and never again. */
export type { OperatorSaved };

/** The owner's calls: every operator, and one added or changed (roles, status) at a time, audited. */
export const operatorsApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleOperators: call.query('/api/admin/operator/list', { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } }),
      consoleOperatorSave: call.mutation('/api/admin/operator/save', { extraOptions: { silent: true } }),
    };
  },
});

export const { useLazyConsoleOperatorsQuery, useConsoleOperatorSaveMutation } = operatorsApi;

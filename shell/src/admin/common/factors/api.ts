import { api, callsOf } from '@snapmall/shared';
import type { AdminSessionAnswer, CallUrl } from '@snapmall/shared/contract';

const quiet = { silent: true, noLoading: true } as const;

/**
 * Operators' second factors (issue 26): the login's second step and the first enrolment (with the login's ticket),
 * an operator's own factors (the Security page) and an owner's reset. Refusals show where they were asked.
 */
export const factorApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      loginWithLink: call.mutation('/api/admin/login/link', { extraOptions: quiet }),
      loginPasskeyOptions: call.mutation('/api/admin/login/passkey/options', { extraOptions: quiet }),
      loginPasskey: call.mutation('/api/admin/login/passkey', { extraOptions: quiet }),
      // Two calls by the code's kind (/api/admin/login/totp and /recovery, the same body and answer): one URL per
      // call is all callsOf takes, so this one names its URL itself, still checked against the contract's calls.
      loginCode: build.mutation<AdminSessionAnswer, { ticket: string; code: string; kind: 'totp' | 'recovery' }>({
        query: ({ kind, ...body }) => ({ url: `/api/admin/login/${kind}` satisfies CallUrl, body }),
        extraOptions: quiet,
      }),
      enrolPasskeyOptions: call.mutation('/api/admin/login/enrol/passkey/options', { extraOptions: quiet }),
      enrolPasskey: call.mutation('/api/admin/login/enrol/passkey', { extraOptions: quiet }),
      enrolTotpOptions: call.mutation('/api/admin/login/enrol/totp/options', { extraOptions: quiet }),
      enrolTotp: call.mutation('/api/admin/login/enrol/totp', { extraOptions: quiet }),

      myFactors: call.query('/api/admin/factor/list', { keepUnusedDataFor: 0, extraOptions: quiet }),
      passkeyOptions: call.mutation('/api/admin/factor/passkey/options', { extraOptions: quiet }),
      addPasskey: call.mutation('/api/admin/factor/passkey/add', { extraOptions: quiet }),
      totpOptions: call.mutation('/api/admin/factor/totp/options', { extraOptions: quiet }),
      addTotp: call.mutation('/api/admin/factor/totp/add', { extraOptions: quiet }),
      removeFactor: call.mutation('/api/admin/factor/remove', { extraOptions: quiet }),
      newRecoveryCodes: call.mutation('/api/admin/factor/recovery', { extraOptions: quiet }),
      resetFactors: call.mutation('/api/admin/operator/factor-reset', { extraOptions: { silent: true } }),
    };
  },
});

export const {
  useLoginWithLinkMutation,
  useLoginPasskeyOptionsMutation,
  useLoginPasskeyMutation,
  useLoginCodeMutation,
  useEnrolPasskeyOptionsMutation,
  useEnrolPasskeyMutation,
  useEnrolTotpOptionsMutation,
  useEnrolTotpMutation,
  useMyFactorsQuery,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useTotpOptionsMutation,
  useAddTotpMutation,
  useRemoveFactorMutation,
  useNewRecoveryCodesMutation,
  useResetFactorsMutation,
} = factorApi;

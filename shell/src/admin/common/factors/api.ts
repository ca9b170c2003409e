import { api } from '@snapmall/shared';
import type {
  AdminLoginAnswer,
  AdminSessionAnswer,
  OperatorFactors,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RecoveryCodes,
  TotpSetup,
} from '@snapmall/shared/contract';

/** A browser's passkey answers, as @simplewebauthn/browser hands them over (the contract checks them on the server). */
type PasskeyJson = object;

const quiet = { silent: true, noLoading: true } as const;

/**
 * Operators' second factors (issue 26): the login's second step and the first enrolment (with the login's ticket),
 * an operator's own factors (the Security page) and an owner's reset. Refusals show where they were asked.
 */
export const factorApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginWithLink: build.mutation<AdminLoginAnswer, { link: string; username: string; password: string }>({
      query: (body) => ({ url: '/api/admin/login/link', body }),
      extraOptions: quiet,
    }),
    loginPasskeyOptions: build.mutation<PasskeyRequestOptions, { ticket: string }>({ query: (body) => ({ url: '/api/admin/login/passkey/options', body }), extraOptions: quiet }),
    loginPasskey: build.mutation<AdminSessionAnswer, { ticket: string; response: PasskeyJson }>({ query: (body) => ({ url: '/api/admin/login/passkey', body }), extraOptions: quiet }),
    loginCode: build.mutation<AdminSessionAnswer, { ticket: string; code: string; kind: 'totp' | 'recovery' }>({
      query: ({ kind, ...body }) => ({ url: `/api/admin/login/${kind}`, body }),
      extraOptions: quiet,
    }),
    enrolPasskeyOptions: build.mutation<PasskeyCreationOptions, { ticket: string }>({ query: (body) => ({ url: '/api/admin/login/enrol/passkey/options', body }), extraOptions: quiet }),
    enrolPasskey: build.mutation<AdminSessionAnswer, { ticket: string; response: PasskeyJson; name: string }>({
      query: (body) => ({ url: '/api/admin/login/enrol/passkey', body }),
      extraOptions: quiet,
    }),
    enrolTotpOptions: build.mutation<TotpSetup, { ticket: string }>({ query: (body) => ({ url: '/api/admin/login/enrol/totp/options', body }), extraOptions: quiet }),
    enrolTotp: build.mutation<AdminSessionAnswer, { ticket: string; code: string }>({ query: (body) => ({ url: '/api/admin/login/enrol/totp', body }), extraOptions: quiet }),

    myFactors: build.query<OperatorFactors, void>({ query: () => ({ url: '/api/admin/factor/list' }), keepUnusedDataFor: 0, extraOptions: quiet }),
    passkeyOptions: build.mutation<PasskeyCreationOptions, void>({ query: () => ({ url: '/api/admin/factor/passkey/options' }), extraOptions: quiet }),
    addPasskey: build.mutation<OperatorFactors, { response: PasskeyJson; name: string }>({ query: (body) => ({ url: '/api/admin/factor/passkey/add', body }), extraOptions: quiet }),
    totpOptions: build.mutation<TotpSetup, void>({ query: () => ({ url: '/api/admin/factor/totp/options' }), extraOptions: quiet }),
    addTotp: build.mutation<OperatorFactors, { code: string }>({ query: (body) => ({ url: '/api/admin/factor/totp/add', body }), extraOptions: quiet }),
    removeFactor: build.mutation<OperatorFactors, { kind: 'passkey' | 'totp'; id?: number }>({ query: (body) => ({ url: '/api/admin/factor/remove', body }), extraOptions: quiet }),
    newRecoveryCodes: build.mutation<RecoveryCodes, void>({ query: () => ({ url: '/api/admin/factor/recovery' }), extraOptions: quiet }),
    resetFactors: build.mutation<null, { id: number }>({ query: (body) => ({ url: '/api/admin/operator/factor-reset', body }), extraOptions: { silent: true } }),
  }),
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

import { api } from '@snapmall/shared';
import type { SignInAnswer, SignInMonth } from '@snapmall/shared/contract';

/** The daily sign-in's calls, loaded with its page. */
export const signInApi = api.enhanceEndpoints({ addTagTypes: ['SignIn'] }).injectEndpoints({
  endpoints: (build) => ({
    // The token keeps one calendar per session; month undefined is the shop's current month.
    signInMonth: build.query<SignInMonth, { month?: string; token: string }>({
      query: ({ month }) => ({ url: '/api/user/signinlog', body: month ? { month } : {} }),
      extraOptions: { noLoading: true },
      providesTags: ['SignIn'],
    }),
    signIn: build.mutation<SignInAnswer, { request_id: string }>({
      query: (body) => ({ url: '/api/user/signin', body }),
      // A refusal ("already signed in today") is shown on the page, beside the button.
      extraOptions: { silent: true },
      invalidatesTags: ['SignIn'],
    }),
  }),
});

export const { useSignInMonthQuery, useSignInMutation } = signInApi;

/** A month of sign-ins as the page holds it (undefined while it loads). */
export type MonthState = ReturnType<typeof useSignInMonthQuery>['data'];

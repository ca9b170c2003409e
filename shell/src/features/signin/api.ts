import { api, callsOf } from '@snapmall/shared';

/** The daily sign-in's calls, loaded with its page. */
export const signInApi = api.enhanceEndpoints({ addTagTypes: ['SignIn'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      // The token keeps one calendar per session; month undefined is the shop's current month.
      signInMonth: call.query('/api/user/signinlog', {
        body: ({ month }: { month?: string; token: string }) => (month ? { month } : {}),
        extraOptions: { noLoading: true },
        providesTags: ['SignIn'],
      }),
      signIn: call.mutation('/api/user/signin', {
        // A refusal ("already signed in today") is shown on the page, beside the button.
        extraOptions: { silent: true },
        invalidatesTags: ['SignIn'],
      }),
    };
  },
});

export const { useSignInMonthQuery, useSignInMutation } = signInApi;

/** A month of sign-ins as the page holds it (undefined while it loads). */
export type MonthState = ReturnType<typeof useSignInMonthQuery>['data'];

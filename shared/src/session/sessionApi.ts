import type { UserInfo } from '../contract/account';
import { api } from '../api/api';

/** The session calls the shell needs at start-up; account pages add theirs in mf-account. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    retval: build.query<UserInfo, void>({
      query: () => ({ url: '/api/user/retval' }),
      extraOptions: { noLoading: true },
      providesTags: ['User'],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/user/logout' }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useRetvalQuery, useLogoutMutation } = sessionApi;

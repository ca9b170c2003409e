import { api } from '../api/api';
import { callsOf } from '../api/calls';

/** The session calls the shell needs at start-up; account pages add theirs in mf-account. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      retval: call.query('/api/user/retval', { extraOptions: { noLoading: true }, providesTags: ['User'] }),
      logout: call.mutation('/api/user/logout', { extraOptions: { silent: true } }),
    };
  },
});

export const { useRetvalQuery, useLogoutMutation } = sessionApi;

import { api, callsOf } from '@snapmall/shared';

/** An operator's sessions (issue 26): their own, an owner's everyone's; one ended by id; logging out ends this one. */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleSessions: call.query('/api/admin/session/list', { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } }),
      consoleSessionEnd: call.mutation('/api/admin/session/end', { extraOptions: { silent: true } }),
      /** Ends this session on the server; the console forgets the token whatever the answer (a dead token cannot be ended twice). */
      consoleLogout: call.mutation('/api/admin/logout', { extraOptions: { noLoading: true, silent: true } }),
    };
  },
});

export const { useLazyConsoleSessionsQuery, useConsoleSessionEndMutation, useConsoleLogoutMutation } = sessionsApi;

import { api } from '@snapmall/shared';
import type { AdminSessionRow } from '@snapmall/shared/contract';

/** An operator's sessions (issue 26): their own, an owner's everyone's; one ended by id; logging out ends this one. */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleSessions: build.query<AdminSessionRow[], { everyone: 0 | 1 }>({
      query: (body) => ({ url: '/api/admin/session/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleSessionEnd: build.mutation<null, { id: number }>({
      query: (body) => ({ url: '/api/admin/session/end', body }),
      extraOptions: { silent: true },
    }),
    /** Ends this session on the server; the console forgets the token whatever the answer (a dead token cannot be ended twice). */
    consoleLogout: build.mutation<null, void>({
      query: () => ({ url: '/api/admin/logout' }),
      extraOptions: { noLoading: true, silent: true },
    }),
  }),
});

export const { useLazyConsoleSessionsQuery, useConsoleSessionEndMutation, useConsoleLogoutMutation } = sessionsApi;

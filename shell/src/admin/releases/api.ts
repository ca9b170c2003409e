import { api } from '@snapmall/shared';
import type { CanaryAnswer, PreviewAnswer, ReleaseListAnswer, RemoteView } from '@snapmall/shared/contract';

/** One release of a remote as release/list answers it (its channels, canary share and the shell's reports). */
export type ListedRelease = ReleaseListAnswer['releases'][number];

type Version = { remote: string; version: string };

/**
 * The Releases page's calls: the registry (every operator: it says which remotes each may deploy), a remote's
 * releases and log, and the channel changes of whoever holds the remote's deploy right. Refusals are shown by the
 * page in the server's words (silent here).
 */
export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleRemotes: build.query<RemoteView[], void>({
      query: () => ({ url: '/api/admin/remote/list' }),
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleReleases: build.query<ReleaseListAnswer, { remote: string }>({
      query: (body) => ({ url: '/api/admin/release/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleCanary: build.mutation<CanaryAnswer, Version & { percent: number }>({
      query: (body) => ({ url: '/api/admin/release/canary', body: { ...body } }),
      extraOptions: { silent: true },
    }),
    consolePromote: build.mutation<unknown, Version>({
      query: (body) => ({ url: '/api/admin/release/promote', body: { ...body } }),
      extraOptions: { silent: true },
    }),
    consoleRollback: build.mutation<unknown, { remote: string }>({
      query: (body) => ({ url: '/api/admin/release/rollback', body: { ...body } }),
      extraOptions: { silent: true },
    }),
    consolePreview: build.mutation<PreviewAnswer, Version & { client_id: string }>({
      query: (body) => ({ url: '/api/admin/release/preview', body: { ...body } }),
      extraOptions: { silent: true },
    }),
    consoleRetire: build.mutation<{ name: string; retired: boolean }, { name: string }>({
      query: (body) => ({ url: '/api/admin/remote/retire', body: { ...body } }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useConsoleRemotesQuery,
  useConsoleReleasesQuery,
  useConsoleCanaryMutation,
  useConsolePromoteMutation,
  useConsoleRollbackMutation,
  useConsolePreviewMutation,
  useConsoleRetireMutation,
} = releasesApi;

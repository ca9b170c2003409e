import { api, callsOf } from '@snapmall/shared';
import type { ReleaseListAnswer } from '@snapmall/shared/contract';

/** One release of a remote as release/list answers it (its channels, canary share and the shell's reports). */
export type ListedRelease = ReleaseListAnswer['releases'][number];

const SILENT = { silent: true } as const;

/**
 * The Releases page's calls: the registry (every operator: it says which remotes each may deploy), a remote's
 * releases and log, and the channel changes of whoever holds the remote's deploy right. Refusals are shown by the
 * page in the server's words (silent here).
 */
export const releasesApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleRemotes: call.query('/api/admin/remote/list', { extraOptions: { noLoading: true, silent: true } }),
      consoleReleases: call.query('/api/admin/release/list', { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } }),
      consoleCanary: call.mutation('/api/admin/release/canary', { extraOptions: SILENT }),
      consolePromote: call.mutation('/api/admin/release/promote', { extraOptions: SILENT }),
      consoleRollback: call.mutation('/api/admin/release/rollback', { extraOptions: SILENT }),
      consolePreview: call.mutation('/api/admin/release/preview', { extraOptions: SILENT }),
      consoleRetire: call.mutation('/api/admin/remote/retire', { extraOptions: SILENT }),
    };
  },
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

import { api, callsOf } from '@snapmall/shared';
import type { AdminContentRow } from '@snapmall/shared/contract';

/** A content page's row in one language, as /api/admin/content/list answers it (its time as ISO 8601). */
export type ContentRow = AdminContentRow;

const READ = { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } } as const;

/** The content pages' calls (content role): the pages by key and language, one page in both, a save. */
export const contentPagesApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleContentList: call.query('/api/admin/content/list', READ),
      consoleContentGet: call.query('/api/admin/content/get', READ),
      /** Stored sanitized (the server's allow-list); the customers' page is fetched again. */
      consoleContentSave: call.mutation('/api/admin/content/save', { invalidatesTags: ['Content'], extraOptions: { silent: true } }),
    };
  },
});

export const { useLazyConsoleContentListQuery, useConsoleContentGetQuery, useConsoleContentSaveMutation } = contentPagesApi;

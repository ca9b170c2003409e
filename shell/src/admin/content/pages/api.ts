import { api } from '@snapmall/shared';
import type { AdminContentPage, AdminContentRow, ContentSaveBody } from '@snapmall/shared/contract';

/** A content page's row in one language, as /api/admin/content/list answers it (its time as ISO 8601). */
export type ContentRow = AdminContentRow;

/** The content pages' calls (content role): the pages by key and language, one page in both, a save. */
export const contentPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleContentList: build.query<ContentRow[], void>({
      query: () => ({ url: '/api/admin/content/list' }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleContentGet: build.query<AdminContentPage, { key: string }>({
      query: (body) => ({ url: '/api/admin/content/get', body }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    /** Stored sanitized (the server's allow-list); the customers' page is fetched again. */
    consoleContentSave: build.mutation<{ key: string }, Omit<ContentSaveBody, 'lang' | 'token'>>({
      query: (body) => ({ url: '/api/admin/content/save', body: { ...body } }),
      invalidatesTags: ['Content'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useLazyConsoleContentListQuery, useConsoleContentGetQuery, useConsoleContentSaveMutation } = contentPagesApi;

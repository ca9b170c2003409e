import { api } from '@snapmall/shared';
import type { ApiError } from '@snapmall/shared';
import type { AdminNotice, NoticeSaveBody, PageOf } from '@snapmall/shared/contract';
import { findNotice } from './findNotice';

/** The notices' calls (content role): a page of 20, newest first; a save in both languages; a withdrawal. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleNotices: build.query<PageOf<AdminNotice>, { page: number }>({
      query: (body) => ({ url: '/api/admin/notice/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    /**
     * One notice as stored (null when there is none): there is no call for one notice, so it is looked for in the
     * operator's list, page by page.
     */
    consoleNotice: build.query<AdminNotice | null, { id: number }>({
      async queryFn({ id }, _api, _extra, baseQuery) {
        try {
          const notice = await findNotice(id, async (page) => {
            const answer = await baseQuery({ url: '/api/admin/notice/list', body: { page } });
            if (answer.error) throw answer.error;
            return answer.data as PageOf<AdminNotice>;
          });
          return { data: notice };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    /** Stored sanitized (the server's allow-list): read the notice back to see what customers get. */
    consoleNoticeSave: build.mutation<{ id: number }, Omit<NoticeSaveBody, 'lang' | 'token'>>({
      query: (body) => ({ url: '/api/admin/notice/save', body: { ...body } }),
      invalidatesTags: ['Notice'],
      extraOptions: { silent: true },
    }),
    consoleNoticeWithdraw: build.mutation<{ id: number }, { id: number }>({
      query: (body) => ({ url: '/api/admin/notice/withdraw', body }),
      invalidatesTags: ['Notice'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useLazyConsoleNoticesQuery, useConsoleNoticeQuery, useLazyConsoleNoticeQuery, useConsoleNoticeSaveMutation, useConsoleNoticeWithdrawMutation } = noticesApi;

import { api, callRequest, callsOf } from '@snapmall/shared';
import type { ApiError } from '@snapmall/shared';
import type { AnswerOf } from '@snapmall/shared/contract';
import { findNotice } from './findNotice';

const LIST = { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } } as const;

/** The notices' calls (content role): a page of 20, newest first; a save in both languages; a withdrawal. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleNotices: call.query('/api/admin/notice/list', LIST),
      /**
       * One notice as stored (null when there is none): there is no call for one notice, so it is looked for in the
       * operator's list, page by page.
       */
      consoleNotice: build.query({
        async queryFn({ id }: { id: number }, _api, _extra, baseQuery) {
          try {
            const notice = await findNotice(id, async (page) => {
              const answer = await baseQuery(callRequest('/api/admin/notice/list', { page }));
              if (answer.error) throw answer.error;
              return answer.data as AnswerOf<'/api/admin/notice/list'>;
            });
            return { data: notice };
          } catch (error) {
            return { error: error as ApiError };
          }
        },
        ...LIST,
      }),
      /** Stored sanitized (the server's allow-list): read the notice back to see what customers get. */
      consoleNoticeSave: call.mutation('/api/admin/notice/save', { invalidatesTags: ['Notice'], extraOptions: { silent: true } }),
      consoleNoticeWithdraw: call.mutation('/api/admin/notice/withdraw', { invalidatesTags: ['Notice'], extraOptions: { silent: true } }),
    };
  },
});

export const { useLazyConsoleNoticesQuery, useConsoleNoticeQuery, useLazyConsoleNoticeQuery, useConsoleNoticeSaveMutation, useConsoleNoticeWithdrawMutation } = noticesApi;

import { api, callsOf } from '@snapmall/shared';
import type { Notice, NoticePage } from '@snapmall/shared/contract';

export type { Notice, NoticePage };

export const noticeApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      notices: call.query('/api/notice/list', {
        // lang is part of the cache key: the list is in the reader's language.
        body: ({ page }: { page: number; lang: string }) => ({ page }),
        extraOptions: { noLoading: true },
        providesTags: ['Notice'],
      }),
      notice: call.query('/api/notice/detail', { body: ({ id }: { id: number; lang: string }) => ({ id }), providesTags: ['Notice'] }),
    };
  },
});

export const { useNoticesQuery, useNoticeQuery } = noticeApi;

import { api } from '@snapmall/shared';
import type { Notice, NoticePage } from '@snapmall/shared/contract';

export type { Notice, NoticePage };

export const noticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<NoticePage, { page: number; lang: string }>({
      // lang is part of the cache key: the list is in the reader's language.
      query: ({ page }) => ({ url: '/api/notice/list', body: { page } }),
      extraOptions: { noLoading: true },
      providesTags: ['Notice'],
    }),
    notice: build.query<Notice, { id: number; lang: string }>({
      query: ({ id }) => ({ url: '/api/notice/detail', body: { id } }),
      providesTags: ['Notice'],
    }),
  }),
});

export const { useNoticesQuery, useNoticeQuery } = noticeApi;

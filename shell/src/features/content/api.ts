import { api } from '@snapmall/shared';
import type { ContentPage } from '@snapmall/shared/contract';

export type { ContentPage };

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    content: build.query<ContentPage, { key: string; lang: string }>({
      query: ({ key }) => ({ url: '/api/common/content', body: { key } }),
      extraOptions: { silent: true },
      providesTags: ['Content'],
    }),
  }),
});

export const { useContentQuery } = contentApi;

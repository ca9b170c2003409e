import { api } from '@snapmall/shared';

export interface ContentPage {
  key: string;
  title: string;
  content: string;
}

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

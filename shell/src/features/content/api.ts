import { api, callsOf } from '@snapmall/shared';
import type { ContentPage } from '@snapmall/shared/contract';

export type { ContentPage };

export const contentApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      // lang is part of the cache key: the page comes in the reader's language.
      content: call.query('/api/common/content', {
        body: ({ key }: { key: string; lang: string }) => ({ key }),
        extraOptions: { silent: true },
        providesTags: ['Content'],
      }),
    };
  },
});

export const { useContentQuery } = contentApi;

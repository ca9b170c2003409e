import { api } from '@snapmall/shared';
import type { Brand } from '@snapmall/shared/contract';

export const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The snap-buying brands, a public call; lang is part of the cache key because names are translated. */
    homeBrands: build.query<Brand[], { lang: string }>({
      query: () => ({ url: '/api/goods/brand' }),
      extraOptions: { noLoading: true },
    }),
  }),
});

export const { useHomeBrandsQuery } = brandApi;

import { api, callsOf } from '@snapmall/shared';

export const brandApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** The snap-buying brands, a public call; lang is part of the cache key because names are translated. */
      homeBrands: call.query('/api/goods/brand', { body: (_arg: { lang: string }) => undefined, extraOptions: { noLoading: true } }),
    };
  },
});

export const { useHomeBrandsQuery } = brandApi;

import { type LangArg, pagedList } from '@snapmall/shared/kit';
import type { Brand, Goods, PageOf } from '@snapmall/shared/contract';
import { shopApi } from '../../common/shopApi';

export const snapApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The brands on sale, names in the request's language. */
    shopBrands: build.query<Brand[], LangArg>({
      query: () => ({ url: '/api/goods/brand' }),
    }),
    /** A brand's goods that the customer's level may buy, at their member price, page by page. */
    shopGoods: build.infiniteQuery<PageOf<Goods>, LangArg & { brand_id: number }, number>({
      query: ({ queryArg: { brand_id }, pageParam }) => ({ url: '/api/goods/list', body: { brand_id, page: pageParam } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['Goods'],
    }),
  }),
});

export const { useShopBrandsQuery, useShopGoodsInfiniteQuery } = snapApi;

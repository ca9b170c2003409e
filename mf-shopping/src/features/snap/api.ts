import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import { shopApi } from '../../common/shopApi';

export const snapApi = shopApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** The brands on sale, names in the request's language. */
      shopBrands: call.query('/api/goods/brand', { body: (_: LangArg) => undefined }),
      /** A brand's goods that the customer's level may buy, at their member price, page by page. */
      shopGoods: call.pages('/api/goods/list', { filter: ({ brand_id }: LangArg & { brand_id: number }) => ({ brand_id }), providesTags: ['Goods'] }),
    };
  },
});

export const { useShopBrandsQuery, useShopGoodsInfiniteQuery } = snapApi;

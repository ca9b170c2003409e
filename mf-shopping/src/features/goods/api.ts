import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import { MONEY_TAGS, shopApi } from '../../common/shopApi';

export const goodsApi = shopApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** One item at the customer's level: member price, rebate rate, stock, whether their level may buy it and whether it sells now. */
      shopGoodsDetail: call.query('/api/goods/detail', { body: ({ id }: LangArg & { id: number }) => ({ id }), providesTags: ['Goods'] }),
      /**
       * Pays from the balance and places the order; the same request_id again answers the same order. Silent: the
       * page shows a refusal beside the button, and invalidating on a refusal too shows the stock and quota as they are.
       */
      shopBuy: call.mutation('/api/goods/buy', { invalidatesTags: [...MONEY_TAGS], extraOptions: { silent: true } }),
    };
  },
});

export const { useShopGoodsDetailQuery, useShopBuyMutation } = goodsApi;

import type { Form, LangArg } from '@snapmall/shared/kit';
import type { BuyBody, Goods, Order } from '@snapmall/shared/contract';
import { MONEY_TAGS, shopApi } from '../../common/shopApi';

export const goodsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** One item at the customer's level: member price, rebate rate, stock, whether their level may buy it and whether it sells now. */
    shopGoodsDetail: build.query<Goods, LangArg & { id: number }>({
      query: ({ id }) => ({ url: '/api/goods/detail', body: { id } }),
      providesTags: ['Goods'],
    }),
    /**
     * Pays from the balance and places the order; the same request_id again answers the same order. Silent: the
     * page shows a refusal beside the button, and invalidating on a refusal too shows the stock and quota as they are.
     */
    shopBuy: build.mutation<Order, Form<BuyBody>>({
      query: (body) => ({ url: '/api/goods/buy', body }),
      invalidatesTags: [...MONEY_TAGS],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useShopGoodsDetailQuery, useShopBuyMutation } = goodsApi;

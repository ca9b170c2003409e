import { api, callsOf } from '@snapmall/shared';

/** Lists show their own loading and failure: no overlay, no toast; nothing is kept past its page. */
const LIST = { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } } as const;

/**
 * The shop's tab on the console's customer page: the catalogue's order list (/api/admin/order/list), narrowed to
 * the customer by `user_id`. Nothing is cached past its page: what the operator sees is what the server has now.
 */
export const shopCustomerApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      shopCustomerOrders: call.query('/api/admin/order/list', LIST),
    };
  },
});

export const { useLazyShopCustomerOrdersQuery } = shopCustomerApi;

import { api, callsOf } from '@snapmall/shared';
import { LIST_OPTIONS } from './reviewApi';

/** The customers the bank's pages act on: found by id, username or mobile start, then looked up (balances). */
export const customerAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminCustomer'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      adminCustomerSearch: call.query('/api/admin/user/list', { keepUnusedDataFor: 30, extraOptions: LIST_OPTIONS }),
      /** One customer with balance, held cash and points; refreshed after an adjustment. */
      adminCustomer: call.query('/api/admin/user/get', {
        body: (userId: number) => ({ user_id: userId }),
        providesTags: (_result, _error, userId) => [{ type: 'AdminCustomer', id: userId }],
        extraOptions: LIST_OPTIONS,
      }),
    };
  },
});

export const { useAdminCustomerSearchQuery, useAdminCustomerQuery } = customerAdminApi;

/** What the server takes as a customer to find: an id, or the start of a username or mobile number. */
export const CUSTOMER_QUERY = /^[A-Za-z0-9_-]{1,30}$/;

import { api, callsOf } from '@snapmall/shared';

/** Lists show their own loading and failure: no overlay, no toast; nothing is kept past its page. */
const LIST = { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } } as const;

/**
 * The customer view's calls (issue 19): every operator may find and read a customer (/api/admin/user/*), and the
 * console's own tabs read their messages and sign-ins a page at a time (the server's pages of 20). The remotes'
 * tabs bring their own calls. Nothing is cached past its page: what the operator sees is what the server has now.
 */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleCustomers: call.query('/api/admin/user/list', LIST),
      consoleCustomer: call.query('/api/admin/user/get', LIST),
      consoleCustomerMessages: call.query('/api/admin/user/messages', LIST),
      consoleCustomerSignIns: call.query('/api/admin/user/signins', LIST),
    };
  },
});

export const {
  useLazyConsoleCustomersQuery,
  useConsoleCustomerQuery,
  useLazyConsoleCustomerMessagesQuery,
  useLazyConsoleCustomerSignInsQuery,
} = customersApi;

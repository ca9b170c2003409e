import { api, callsOf } from '@snapmall/shared';

/** Lists show their own loading and failure: no overlay, no toast; nothing is kept past its page. */
const LIST = { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } } as const;

/**
 * The customer view's calls (issue 19). Every operator may find and read a customer (/api/admin/user/*); the
 * deposits and withdrawals are finance's lists and the orders catalogue's, filtered to the customer by user_id.
 * Nothing is cached past its page: what the operator sees is what the server has now. One customer's records of a
 * kind (bets, messages, sign-ins) come a page at a time (the server's pages of 20).
 */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleCustomers: call.query('/api/admin/user/list', LIST),
      consoleCustomer: call.query('/api/admin/user/get', LIST),
      consoleCustomerStatement: call.query('/api/admin/user/moneylog', LIST),
      consoleCustomerDeposits: call.query('/api/admin/deposit/list', LIST),
      consoleCustomerWithdrawals: call.query('/api/admin/withdraw/list', LIST),
      consoleCustomerOrders: call.query('/api/admin/order/list', LIST),
      consoleCustomerBets: call.query('/api/admin/user/bets', LIST),
      consoleCustomerMessages: call.query('/api/admin/user/messages', LIST),
      consoleCustomerSignIns: call.query('/api/admin/user/signins', LIST),
    };
  },
});

export const {
  useLazyConsoleCustomersQuery,
  useConsoleCustomerQuery,
  useLazyConsoleCustomerStatementQuery,
  useLazyConsoleCustomerDepositsQuery,
  useLazyConsoleCustomerWithdrawalsQuery,
  useLazyConsoleCustomerOrdersQuery,
  useLazyConsoleCustomerBetsQuery,
  useLazyConsoleCustomerMessagesQuery,
  useLazyConsoleCustomerSignInsQuery,
} = customersApi;

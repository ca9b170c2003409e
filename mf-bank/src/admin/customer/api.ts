import { api, callsOf } from '@snapmall/shared';

/** Lists show their own loading and failure: no overlay, no toast; nothing is kept past its page. */
const LIST = { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } } as const;

/**
 * The bank's tabs on the console's customer page (`/customers/:id`): one customer's statement, deposits and
 * withdrawals (finance's calls), each a page at a time with the customer's `user_id`. Named apart from the bank's
 * own pages' endpoints and from every other remote's, which share the one API slice.
 */
export const bankCustomerApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      bankCustomerStatement: call.query('/api/admin/user/moneylog', LIST),
      bankCustomerDeposits: call.query('/api/admin/deposit/list', LIST),
      bankCustomerWithdrawals: call.query('/api/admin/withdraw/list', LIST),
    };
  },
});

export const { useLazyBankCustomerStatementQuery, useLazyBankCustomerDepositsQuery, useLazyBankCustomerWithdrawalsQuery } = bankCustomerApi;

import { api } from '@snapmall/shared';
import type { ListRequest } from '@snapmall/shared/admin';
import type {
  AdminDeposit,
  AdminOrder,
  AdminPageOf,
  AdminUserBets,
  AdminUserDetail,
  AdminUserMessages,
  AdminUserMoneyLog,
  AdminUserRow,
  AdminUserSignIn,
  AdminWithdrawal,
  PageOf,
} from '@snapmall/shared/contract';

/** Lists show their own loading and failure: no overlay, no toast. */
const LIST = { noLoading: true, silent: true } as const;
/** One customer's records of a kind, a page at a time (the server's pages of 20). */
type Paged = { user_id: number; page: number };

/**
 * The customer view's calls (issue 19). Every operator may find and read a customer (/api/admin/user/*); the
 * deposits and withdrawals are finance's lists and the orders catalogue's, filtered to the customer by user_id.
 * Nothing is cached past its page: what the operator sees is what the server has now.
 */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleCustomers: build.query<AdminPageOf<AdminUserRow>, ListRequest>({
      query: (body) => ({ url: '/api/admin/user/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
    consoleCustomer: build.query<AdminUserDetail, { user_id: number }>({
      query: (body) => ({ url: '/api/admin/user/get', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
    consoleCustomerStatement: build.query<AdminUserMoneyLog, ListRequest>({
      query: (body) => ({ url: '/api/admin/user/moneylog', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
    consoleCustomerDeposits: build.query<AdminPageOf<AdminDeposit>, ListRequest>({
      query: (body) => ({ url: '/api/admin/deposit/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
    consoleCustomerWithdrawals: build.query<AdminPageOf<AdminWithdrawal>, ListRequest>({
      query: (body) => ({ url: '/api/admin/withdraw/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
    consoleCustomerOrders: build.query<AdminPageOf<AdminOrder>, ListRequest>({
      query: (body) => ({ url: '/api/admin/order/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
    consoleCustomerBets: build.query<AdminUserBets, Paged>({
      query: (body) => ({ url: '/api/admin/user/bets', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
    consoleCustomerMessages: build.query<AdminUserMessages, Paged>({
      query: (body) => ({ url: '/api/admin/user/messages', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
    consoleCustomerSignIns: build.query<PageOf<AdminUserSignIn>, Paged>({
      query: (body) => ({ url: '/api/admin/user/signins', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST,
    }),
  }),
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

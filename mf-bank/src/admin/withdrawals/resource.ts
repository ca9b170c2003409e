import { pagedCall, type AdminResource } from '@snapmall/shared/admin';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { REVIEW_DEFAULT_SORT, REVIEW_FILTERS } from '../common/review';
import { useLazyAdminWithdrawalsQuery } from './api';

/** Withdrawals, as finance lists them (/bank/withdrawals) and as a customer's tab does: the queue first, newest first. */
export const WITHDRAWALS: AdminResource<AdminWithdrawal> = {
  name: 'withdrawals', label: 'admin.bank.withdrawals.list', empty: 'admin.bank.withdrawals.empty', rowId: (r) => r.id,
  usePages: pagedCall(useLazyAdminWithdrawalsQuery), filters: REVIEW_FILTERS, defaultSort: REVIEW_DEFAULT_SORT,
};

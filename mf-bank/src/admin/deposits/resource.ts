import { pagedCall, type AdminResource } from '@snapmall/shared/admin';
import type { AdminDeposit } from '@snapmall/shared/contract';
import { REVIEW_DEFAULT_SORT, REVIEW_FILTERS } from '../common/review';
import { useLazyAdminDepositsQuery } from './api';

/** Deposits, as finance lists them (/bank/deposits) and as a customer's tab does: the queue first, newest first. */
export const DEPOSITS: AdminResource<AdminDeposit> = {
  name: 'deposits', label: 'admin.bank.deposits.list', empty: 'admin.bank.deposits.empty', rowId: (r) => r.id,
  usePages: pagedCall(useLazyAdminDepositsQuery), filters: REVIEW_FILTERS, defaultSort: REVIEW_DEFAULT_SORT,
};

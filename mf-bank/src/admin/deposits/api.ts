import { api } from '@snapmall/shared';
import type { ListRequest } from '@snapmall/shared/admin';
import type { AdminDeposit, AdminPageOf, BulkAnswer } from '@snapmall/shared/contract';
import { ACTION_OPTIONS, LIST_OPTIONS, type RejectIds, type ReviewIds } from '../common/reviewApi';

export const depositsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the operator's deposit list for the filters, sort and size in the body. */
    adminDeposits: build.query<AdminPageOf<AdminDeposit>, ListRequest>({
      query: (body) => ({ url: '/api/admin/deposit/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST_OPTIONS,
    }),
    /** The cash arrives for each deposit named; each answered done or refused (no longer pending …). */
    adminDepositsApprove: build.mutation<BulkAnswer, ReviewIds>({
      query: (body) => ({ url: '/api/admin/deposit/approve', body: { ...body } }),
      extraOptions: ACTION_OPTIONS,
    }),
    adminDepositsReject: build.mutation<BulkAnswer, RejectIds>({
      query: (body) => ({ url: '/api/admin/deposit/reject', body: { ...body } }),
      extraOptions: ACTION_OPTIONS,
    }),
  }),
});

export const { useAdminDepositsQuery, useLazyAdminDepositsQuery, useAdminDepositsApproveMutation, useAdminDepositsRejectMutation } = depositsAdminApi;

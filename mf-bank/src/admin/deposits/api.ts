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
    /**
     * The cash arrives for each deposit named while its customer's 24 hours stay within the owner's threshold, or is
     * requested of a second finance operator past it (issue 26); each answered done, requested or refused.
     */
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

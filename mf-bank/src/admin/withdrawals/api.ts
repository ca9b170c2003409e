import { api } from '@snapmall/shared';
import type { ListRequest } from '@snapmall/shared/admin';
import type { AdminWithdrawal, AdminPageOf, BulkAnswer } from '@snapmall/shared/contract';
import { ACTION_OPTIONS, LIST_OPTIONS, type RejectIds, type ReviewIds } from '../common/reviewApi';

export const withdrawalsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the operator's withdrawal list for the filters, sort and size in the body. */
    adminWithdrawals: build.query<AdminPageOf<AdminWithdrawal>, ListRequest>({
      query: (body) => ({ url: '/api/admin/withdraw/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: LIST_OPTIONS,
    }),
    /**
     * Each withdrawal named is paid out (its held cash leaves) at or under the owner's threshold, or requested of a
     * second finance operator above it (issue 26); each answered done, requested or refused (no longer pending …).
     */
    adminWithdrawalsApprove: build.mutation<BulkAnswer, ReviewIds>({
      query: (body) => ({ url: '/api/admin/withdraw/approve', body: { ...body } }),
      extraOptions: ACTION_OPTIONS,
    }),
    adminWithdrawalsReject: build.mutation<BulkAnswer, RejectIds>({
      query: (body) => ({ url: '/api/admin/withdraw/reject', body: { ...body } }),
      extraOptions: ACTION_OPTIONS,
    }),
  }),
});

export const { useAdminWithdrawalsQuery, useLazyAdminWithdrawalsQuery, useAdminWithdrawalsApproveMutation, useAdminWithdrawalsRejectMutation } = withdrawalsAdminApi;

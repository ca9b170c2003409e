import { api, callsOf } from '@snapmall/shared';
import { ACTION_OPTIONS, LIST_OPTIONS } from '../common/reviewApi';

export const withdrawalsAdminApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** One page of the operator's withdrawal list for the filters, sort and size in the body. */
      adminWithdrawals: call.query('/api/admin/withdraw/list', { keepUnusedDataFor: 0, extraOptions: LIST_OPTIONS }),
      /**
       * Each withdrawal named is paid out (its held cash leaves) at or under the owner's threshold, or requested of a
       * second finance operator above it (issue 26); each answered done, requested or refused (no longer pending …).
       */
      adminWithdrawalsApprove: call.mutation('/api/admin/withdraw/approve', { extraOptions: ACTION_OPTIONS }),
      adminWithdrawalsReject: call.mutation('/api/admin/withdraw/reject', { extraOptions: ACTION_OPTIONS }),
    };
  },
});

export const { useAdminWithdrawalsQuery, useLazyAdminWithdrawalsQuery, useAdminWithdrawalsApproveMutation, useAdminWithdrawalsRejectMutation } = withdrawalsAdminApi;

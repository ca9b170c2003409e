import { api, callsOf } from '@snapmall/shared';
import { ACTION_OPTIONS, LIST_OPTIONS } from '../common/reviewApi';

export const depositsAdminApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** One page of the operator's deposit list for the filters, sort and size in the body. */
      adminDeposits: call.query('/api/admin/deposit/list', { keepUnusedDataFor: 0, extraOptions: LIST_OPTIONS }),
      /**
       * The cash arrives for each deposit named while its customer's 24 hours stay within the owner's threshold, or is
       * requested of a second finance operator past it (issue 26); each answered done, requested or refused.
       */
      adminDepositsApprove: call.mutation('/api/admin/deposit/approve', { extraOptions: ACTION_OPTIONS }),
      adminDepositsReject: call.mutation('/api/admin/deposit/reject', { extraOptions: ACTION_OPTIONS }),
    };
  },
});

export const { useAdminDepositsQuery, useLazyAdminDepositsQuery, useAdminDepositsApproveMutation, useAdminDepositsRejectMutation } = depositsAdminApi;

import { api, callsOf } from '@snapmall/shared';
import { LIST_OPTIONS } from './reviewApi';

export const thresholdApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** The owner's threshold past which a deposit's or withdrawal's approval needs a second operator (the dialog marks those rows). */
      adminApprovalThreshold: call.query('/api/admin/approval/settings', { extraOptions: LIST_OPTIONS }),
    };
  },
});

export const { useAdminApprovalThresholdQuery } = thresholdApi;

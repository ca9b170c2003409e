import { api } from '@snapmall/shared';
import type { ApprovalSettings } from '@snapmall/shared/contract';
import { LIST_OPTIONS } from './reviewApi';

export const thresholdApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The owner's threshold past which a deposit's or withdrawal's approval needs a second operator (the dialog marks those rows). */
    adminApprovalThreshold: build.query<ApprovalSettings, void>({
      query: () => ({ url: '/api/admin/approval/settings' }),
      extraOptions: LIST_OPTIONS,
    }),
  }),
});

export const { useAdminApprovalThresholdQuery } = thresholdApi;

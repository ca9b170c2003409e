import { api, callsOf } from '@snapmall/shared';

/** How often the header asks how many requests wait for this operator (as the messages' count). */
export const REQUESTS_POLL_MS = 60_000;

/** Requests waiting for a second operator (issue 26): the list, the header's count, decisions, the owner's threshold. */
export const approvalsApi = api.enhanceEndpoints({ addTagTypes: ['ConsoleRequests'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleRequests: call.query('/api/admin/approval/list', {
        keepUnusedDataFor: 0,
        providesTags: ['ConsoleRequests'],
        extraOptions: { noLoading: true, silent: true },
      }),
      consoleRequestCount: call.query('/api/admin/approval/count', { providesTags: ['ConsoleRequests'], extraOptions: { noLoading: true, silent: true } }),
      consoleRequestApprove: call.mutation('/api/admin/approval/approve', {
        invalidatesTags: ['ConsoleRequests'],
        // The page says what happened (or why not) beside the request.
        extraOptions: { silent: true },
      }),
      consoleRequestReject: call.mutation('/api/admin/approval/reject', { invalidatesTags: ['ConsoleRequests'], extraOptions: { silent: true } }),
      consoleApprovalSettings: call.query('/api/admin/approval/settings', { providesTags: ['ConsoleRequests'], extraOptions: { noLoading: true, silent: true } }),
      consoleApprovalSettingsSave: call.mutation('/api/admin/approval/settings/save', { invalidatesTags: ['ConsoleRequests'], extraOptions: { silent: true } }),
    };
  },
});

export const {
  useConsoleRequestsQuery,
  useConsoleRequestCountQuery,
  useConsoleRequestApproveMutation,
  useConsoleRequestRejectMutation,
  useConsoleApprovalSettingsQuery,
  useConsoleApprovalSettingsSaveMutation,
} = approvalsApi;

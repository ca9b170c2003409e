import { api } from '@snapmall/shared';
import type { ApprovalCount, ApprovalSettings, ApprovalView, PageOf, Requested } from '@snapmall/shared/contract';

/** How often the header asks how many requests wait for this operator (as the messages' count). */
export const REQUESTS_POLL_MS = 60_000;

/** Requests waiting for a second operator (issue 26): the list, the header's count, decisions, the owner's threshold. */
export const approvalsApi = api.enhanceEndpoints({ addTagTypes: ['ConsoleRequests'] }).injectEndpoints({
  endpoints: (build) => ({
    consoleRequests: build.query<PageOf<ApprovalView>, { page: number }>({
      query: (body) => ({ url: '/api/admin/approval/list', body }),
      keepUnusedDataFor: 0,
      providesTags: ['ConsoleRequests'],
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleRequestCount: build.query<ApprovalCount, void>({
      query: () => ({ url: '/api/admin/approval/count' }),
      providesTags: ['ConsoleRequests'],
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleRequestApprove: build.mutation<ApprovalView, { id: number }>({
      query: (body) => ({ url: '/api/admin/approval/approve', body: { ...body } }),
      invalidatesTags: ['ConsoleRequests'],
      // The page says what happened (or why not) beside the request.
      extraOptions: { silent: true },
    }),
    consoleRequestReject: build.mutation<ApprovalView, { id: number; reason: string }>({
      query: (body) => ({ url: '/api/admin/approval/reject', body: { ...body } }),
      invalidatesTags: ['ConsoleRequests'],
      extraOptions: { silent: true },
    }),
    consoleApprovalSettings: build.query<ApprovalSettings, void>({
      query: () => ({ url: '/api/admin/approval/settings' }),
      providesTags: ['ConsoleRequests'],
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleApprovalSettingsSave: build.mutation<ApprovalSettings | Requested, { withdraw_threshold: string }>({
      query: (body) => ({ url: '/api/admin/approval/settings/save', body: { ...body } }),
      invalidatesTags: ['ConsoleRequests'],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useConsoleRequestsQuery,
  useConsoleRequestCountQuery,
  useConsoleRequestApproveMutation,
  useConsoleRequestRejectMutation,
  useConsoleApprovalSettingsQuery,
  useConsoleApprovalSettingsSaveMutation,
} = approvalsApi;

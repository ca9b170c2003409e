import { api } from '@snapmall/shared';
import type { AdminDashboard } from '@snapmall/shared/contract';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What waits, today's figures and the last `days` days (the operator's days, by the `minute` header). */
    dashboard: build.query<AdminDashboard, { days: number }>({
      query: ({ days }) => ({ url: '/api/admin/dashboard', body: { days } }),
      // The page shows its own loading and failure: no overlay, no toast.
      extraOptions: { noLoading: true, silent: true },
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;

import { api, callsOf } from '@snapmall/shared';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** What waits, today's figures and the last `days` days (the operator's days, by the `minute` header). */
      dashboard: call.query('/api/admin/dashboard', {
        body: ({ days }: { days: number }) => ({ days }),
        // The page shows its own loading and failure: no overlay, no toast.
        extraOptions: { noLoading: true, silent: true },
      }),
    };
  },
});

export const { useDashboardQuery } = dashboardApi;

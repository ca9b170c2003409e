import { api } from '@snapmall/shared';
import type { AdminVitalsSummary } from '@snapmall/shared/contract';

/** The shop's field vitals (issue 27): p75 of each vital per page and per remote version, over a day or a week. */
export const performanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleVitals: build.query<AdminVitalsSummary, { days: 1 | 7 }>({
      query: (body) => ({ url: '/api/admin/vitals/summary', body }),
      keepUnusedDataFor: 60,
      extraOptions: { noLoading: true, silent: true },
    }),
  }),
});

export const { useConsoleVitalsQuery } = performanceApi;

import { api, callsOf } from '@snapmall/shared';

/** The shop's field vitals (issue 27): p75 of each vital per page and per remote version, over a day or a week. */
export const performanceApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleVitals: call.query('/api/admin/vitals/summary', { keepUnusedDataFor: 60, extraOptions: { noLoading: true, silent: true } }),
    };
  },
});

export const { useConsoleVitalsQuery } = performanceApi;

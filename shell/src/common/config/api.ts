import { api, callsOf } from '@snapmall/shared';

export const configApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** The shop's configuration; public, in both languages, so the stored copy serves either. */
      shopConfig: call.query('/api/common/config', {
        // A background refresh: the page already shows the stored copy, so no overlay and no toast.
        extraOptions: { noLoading: true, silent: true },
      }),
    };
  },
});

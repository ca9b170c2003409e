import { api, type ShopConfig } from '@snapmall/shared';

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shop's configuration; public, in both languages, so the stored copy serves either. */
    shopConfig: build.query<ShopConfig, void>({
      query: () => ({ url: '/api/common/config' }),
      // A background refresh: the page already shows the stored copy, so no overlay and no toast.
      extraOptions: { noLoading: true, silent: true },
    }),
  }),
});

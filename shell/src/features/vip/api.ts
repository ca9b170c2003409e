import { api, dataOf, type Vip } from '@snapmall/shared';

export const vipApi = api.injectEndpoints({
  endpoints: (build) => ({
    vipLevels: build.query<Vip[], void>({
      query: () => ({ url: '/api/goods/level' }),
      transformResponse: dataOf<Vip[]>,
      extraOptions: { noLoading: true },
    }),
  }),
});

export const { useVipLevelsQuery } = vipApi;

import { callsOf } from '@snapmall/shared';
import { MONEY_TAGS, shopApi } from '../../common/shopApi';

export const vipApi = shopApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** The VIP levels and their published benefits. */
      shopVipLevels: call.query('/api/goods/level'),
      /**
       * Buys a level from the balance; the same request_id again answers the first result. Invalidates 'User', so the
       * shell's user-info subscription asks again and the session shows the new level and balance everywhere.
       */
      shopVipUpgrade: call.mutation('/api/user/vipupgrade', { invalidatesTags: [...MONEY_TAGS], extraOptions: { silent: true } }),
    };
  },
});

export const { useShopVipLevelsQuery, useShopVipUpgradeMutation } = vipApi;

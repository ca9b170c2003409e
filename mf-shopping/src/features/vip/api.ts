import { type Vip } from '@snapmall/shared';
import type { Form } from '@snapmall/shared/kit';
import type { VipUpgradeAnswer, VipUpgradeBody } from '@snapmall/shared/contract';
import { MONEY_TAGS, shopApi } from '../../common/shopApi';

export const vipApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The VIP levels and their published benefits. */
    shopVipLevels: build.query<Vip[], void>({
      query: () => ({ url: '/api/goods/level' }),
    }),
    /**
     * Buys a level from the balance; the same request_id again answers the first result. Invalidates 'User', so the
     * shell's user-info subscription asks again and the session shows the new level and balance everywhere.
     */
    shopVipUpgrade: build.mutation<VipUpgradeAnswer, Form<VipUpgradeBody>>({
      query: (body) => ({ url: '/api/user/vipupgrade', body }),
      invalidatesTags: [...MONEY_TAGS],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useShopVipLevelsQuery, useShopVipUpgradeMutation } = vipApi;

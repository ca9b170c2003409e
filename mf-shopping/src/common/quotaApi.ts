import { callsOf } from '@snapmall/shared';
import type { BuyQuota } from '@snapmall/shared/contract';
import { shopApi } from './shopApi';

/** Today's snap buys and orders in progress, which both the catalogue and the buy show before the customer commits. */
export const quotaApi = shopApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return { shopQuota: call.query('/api/goods/quota', { providesTags: ['Quota'], extraOptions: { noLoading: true } }) };
  },
});

export const { useShopQuotaQuery } = quotaApi;

/** Why the customer cannot place another order now, by the quota alone (null: the quota allows it). */
export function quotaBlock(q: BuyQuota): 'usedUp' | 'inProgress' | null {
  if (q.left_today <= 0) return 'usedUp';
  if (q.in_progress >= q.in_progress_max) return 'inProgress';
  return null;
}

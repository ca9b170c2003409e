import { PREFETCH, readStored, STORAGE_KEYS, type RemoteRoute } from '@snapmall/shared';
import { quotaApi } from '../../common/quotaApi';
import { snapApi } from './api';

/** The brand Snap buying will most likely show: the one `?brand_id=` asks for, or the one looked at last time. */
export const wantedBrand = (query: Record<string, string>): number => Number(query.brand_id) || Number(readStored(STORAGE_KEYS.shopBrand)) || 0;

/**
 * Snap buying's first data, asked for while its chunk is on its way (RemoteRoute.prefetch): the quota, the brands
 * and the likely brand's first goods, whose covers are the page's largest paint. The same arguments as the page's
 * hooks, so the page finds them.
 */
export const prefetchSnap: NonNullable<RemoteRoute['prefetch']> = (dispatch, { lang, query }) => {
  dispatch(quotaApi.endpoints.shopQuota.initiate(undefined, PREFETCH));
  dispatch(snapApi.endpoints.shopBrands.initiate({ lang }, PREFETCH));
  const brand = wantedBrand(query);
  if (brand) dispatch(snapApi.endpoints.shopGoods.initiate({ brand_id: brand, lang }, PREFETCH));
};

import { PREFETCH, type RemoteRoute } from '@snapmall/shared';
import { quotaApi } from '../../common/quotaApi';
import { goodsApi } from './api';

/** Goods detail's first data (the item `?id=` names, and today's quota), asked for while its chunk is on its way. */
export const prefetchGoodsDetail: NonNullable<RemoteRoute['prefetch']> = (dispatch, { lang, query }) => {
  const id = Number(query.id) || 0;
  if (id) dispatch(goodsApi.endpoints.shopGoodsDetail.initiate({ id, lang }, PREFETCH));
  dispatch(quotaApi.endpoints.shopQuota.initiate(undefined, PREFETCH));
};

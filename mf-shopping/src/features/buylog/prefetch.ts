import { PREFETCH, type RemoteRoute } from '@snapmall/shared';
import { buyLogApi } from './api';

/** Purchase records' first page (every status, as the page opens), asked for while its chunk is on its way. */
export const prefetchBuyLog: NonNullable<RemoteRoute['prefetch']> = (dispatch, { lang }) => {
  dispatch(buyLogApi.endpoints.shopBuyLog.initiate({ status: undefined, lang }, PREFETCH));
};

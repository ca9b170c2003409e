import { PREFETCH, type RemoteRoute } from '@snapmall/shared';
import { buyLogApi } from './api';

/** My bets' first page, asked for while its chunk is on its way (RemoteRoute.prefetch). */
export const prefetchBuyLog: NonNullable<RemoteRoute['prefetch']> = (dispatch, { lang }) => {
  dispatch(buyLogApi.endpoints.lotteryBuyLog.initiate({ lang }, PREFETCH));
};

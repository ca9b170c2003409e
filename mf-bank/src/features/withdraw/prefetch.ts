import { PREFETCH, type RemoteRoute } from '@snapmall/shared';
import { cardQueryApi } from '../../common/cardApi';
import { withdrawApi } from './api';

/**
 * Withdrawal's first data, asked for while its chunk is on its way (RemoteRoute.prefetch): the rules, which the page
 * draws first, and the bound card the form pays to.
 */
export const prefetchWithdraw: NonNullable<RemoteRoute['prefetch']> = (dispatch) => {
  dispatch(withdrawApi.endpoints.withdrawRules.initiate(undefined, PREFETCH));
  dispatch(cardQueryApi.endpoints.bankCard.initiate(undefined, PREFETCH));
};

import { PREFETCH, type RemoteRoute } from '@snapmall/shared';
import { depositApi } from './api';

/**
 * Deposit's first data, asked for while its chunk is on its way (RemoteRoute.prefetch): the channels, whose rows
 * are the page's largest paint and used to be asked for only once the chunk had run.
 */
export const prefetchDeposit: NonNullable<RemoteRoute['prefetch']> = (dispatch, { lang }) => {
  dispatch(depositApi.endpoints.depositChannels.initiate(lang, PREFETCH));
};

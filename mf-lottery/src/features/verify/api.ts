import { callsOf } from '@snapmall/shared';
import { lotteryApi } from '../../common/lotteryApi';

export const verifyApi = lotteryApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** One period's draw (or that it is not drawn yet, or never will be). */
      lotteryDraw: call.query('/api/lottery/draw', { providesTags: ['LotteryDraws'] }),
    };
  },
});

import type { Form } from '@snapmall/shared/kit';
import type { DrawBody, DrawLookup } from '@snapmall/shared/contract';
import { lotteryApi } from '../../common/lotteryApi';

export const verifyApi = lotteryApi.injectEndpoints({
  endpoints: (build) => ({
    /** One period's draw (or that it is not drawn yet, or never will be). */
    lotteryDraw: build.query<DrawLookup, Form<DrawBody>>({
      query: (body) => ({ url: '/api/lottery/draw', body }),
      providesTags: ['LotteryDraws'],
    }),
  }),
});

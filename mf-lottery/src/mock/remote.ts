import { sessionRoutes, type MockRemote } from '@snapmall/shared/mock';
import { bettingClosedSeed, CUSTOMER, defaultSeed, drawSettledSeed, emptySeed } from './fixtures';
import { lotteryRoutes } from './routes';
import { userInfoOf, type LotteryState } from './state';
import { say } from './texts';

/** mf-lottery's mock: the session calls the harness makes and every call of the lottery's shop pages, on its data. */
export const lotteryMock: MockRemote<LotteryState> = {
  name: 'mf_lottery',
  routes: [...sessionRoutes<LotteryState>({ customer: CUSTOMER, userInfo: userInfoOf }), ...lotteryRoutes],
  seeds: { default: defaultSeed, empty: emptySeed, 'betting-closed': bettingClosedSeed, 'draw-settled': drawSettledSeed },
  scenarios: [
    { name: 'betting-closed', seeds: true, en: 'Betting closed: the open period takes no more bets', zh: '投注截止：本期不再接受投注' },
    { name: 'draw-settled', seeds: true, en: 'A draw just settled: a bet of 500 won and was paid', zh: '剛開獎：一筆 500 積分的投注中獎並已派彩' },
  ],
  customer: CUSTOMER,
  say,
};

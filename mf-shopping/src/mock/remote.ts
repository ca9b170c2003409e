import { makeSay, sessionRoutes, type MockRemote } from '@snapmall/shared/mock';
import { CUSTOMER, defaultSeed, emptySeed, quotaUsedSeed, soldOutSeed } from './fixtures';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';
import { shopRoutes } from './routes';
import type { ShopState } from './state';
import { userInfoOf } from './views';

/** The server's money values per text (server/src/i18n/money-params.ts), grouped with two decimals. */
const MONEY = { 'shopping.balanceShort': ['amount'] } as const;

/** mf-shopping's mock: the session calls the harness makes and every call of the shop's pages, on the shop's data. */
export const shoppingMock: MockRemote<ShopState> = {
  name: 'mf_shopping',
  routes: [...sessionRoutes<ShopState>({ customer: CUSTOMER, userInfo: userInfoOf }), ...shopRoutes],
  seeds: { default: defaultSeed, empty: emptySeed, 'sold-out': soldOutSeed, 'quota-used': quotaUsedSeed },
  scenarios: [
    { name: 'sold-out', seeds: true, en: 'Stock just sold out: the kettle’s last unit goes to another shopper', zh: '庫存剛售完：快煮壺的最後一件被其他顧客買走' },
    { name: 'quota-used', seeds: true, en: 'Today’s 8 snap buys used', zh: '今日 8 次搶購次數已用完' },
  ],
  customer: CUSTOMER,
  say: makeSay({ 'en-us': enUs, 'zh-tw': zhTw }, MONEY),
};

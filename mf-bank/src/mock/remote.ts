import { makeSay, sessionRoutes, type MockRemote } from '@snapmall/shared/mock';
import { CUSTOMER, defaultSeed, emptySeed, inReviewSeed, rejectedSeed } from './fixtures';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';
import { bankRoutes } from './routes';
import { userInfoOf, type BankState } from './state';

/** The server's money values per text (server/src/i18n/money-params.ts), grouped with two decimals. */
const MONEY = { 'bank.depositOutOfRange': ['min', 'max'], 'bank.withdrawOutOfRange': ['min', 'max'] } as const;

/** mf-bank's mock: the session calls the harness makes and every call of the bank's pages, on the bank's data. */
export const bankMock: MockRemote<BankState> = {
  name: 'mf_bank',
  routes: [...sessionRoutes<BankState>({ customer: CUSTOMER, userInfo: userInfoOf }), ...bankRoutes],
  seeds: { default: defaultSeed, empty: emptySeed, 'withdrawal-in-review': inReviewSeed, 'withdrawal-rejected': rejectedSeed },
  scenarios: [
    { name: 'withdrawal-in-review', seeds: true, en: 'A withdrawal of 300.00 in review (held)', zh: '一筆 300.00 的提現審核中（凍結）' },
    { name: 'withdrawal-rejected', seeds: true, en: 'A withdrawal of 300.00 rejected and refunded', zh: '一筆 300.00 的提現被駁回並退回' },
  ],
  customer: CUSTOMER,
  say: makeSay({ 'en-us': enUs, 'zh-tw': zhTw }, MONEY),
};

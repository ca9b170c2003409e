import type { MockRemote, MockSession } from '@snapmall/shared/mock';
import genericEn from '../../../shared/src/mock/messages/en-us.json';
import genericZh from '../../../shared/src/mock/messages/zh-tw.json';
import accountEn from '../../../mf-account/src/mock/messages/en-us.json';
import accountZh from '../../../mf-account/src/mock/messages/zh-tw.json';
import { accountMock } from '../../../mf-account/src/mock/remote';
import bankEn from '../../../mf-bank/src/mock/messages/en-us.json';
import bankZh from '../../../mf-bank/src/mock/messages/zh-tw.json';
import { bankMock } from '../../../mf-bank/src/mock/remote';
import lotteryEn from '../../../mf-lottery/src/mock/messages/en-us.json';
import lotteryZh from '../../../mf-lottery/src/mock/messages/zh-tw.json';
import { lotteryMock } from '../../../mf-lottery/src/mock/remote';
import shoppingEn from '../../../mf-shopping/src/mock/messages/en-us.json';
import shoppingZh from '../../../mf-shopping/src/mock/messages/zh-tw.json';
import { shoppingMock } from '../../../mf-shopping/src/mock/remote';

type Texts = Record<string, string>;

/** A remote's mock with the texts it keeps: the generic copies of the server's words and its own. */
export interface MockUnderTest {
  name: string;
  mock: MockRemote<{ session: MockSession }>;
  texts: { 'en-us': Texts; 'zh-tw': Texts };
}

const withGeneric = (en: Texts, zh: Texts) => ({ 'en-us': { ...genericEn, ...en }, 'zh-tw': { ...genericZh, ...zh } });
const asAny = <S extends { session: MockSession }>(mock: MockRemote<S>) => mock as unknown as MockRemote<{ session: MockSession }>;

/** Every remote's mock (issue 20), each with its texts. */
export const MOCKS: MockUnderTest[] = [
  { name: 'mf-account', mock: asAny(accountMock), texts: withGeneric(accountEn, accountZh) },
  { name: 'mf-bank', mock: asAny(bankMock), texts: withGeneric(bankEn, bankZh) },
  { name: 'mf-shopping', mock: asAny(shoppingMock), texts: withGeneric(shoppingEn, shoppingZh) },
  { name: 'mf-lottery', mock: asAny(lotteryMock), texts: withGeneric(lotteryEn, lotteryZh) },
];

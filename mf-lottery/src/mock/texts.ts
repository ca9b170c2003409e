import { makeSay } from '@snapmall/shared/mock';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';

/** The server's texts the lottery answers with (server/src/i18n/catalog), over the generic ones. */
export const say = makeSay({ 'en-us': enUs, 'zh-tw': zhTw });

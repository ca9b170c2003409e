import { makeSay } from '@snapmall/shared/mock';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';

/** The server's texts the account's calls answer with, the generic ones and these (no money in any of them). */
export const accountSay = makeSay({ 'en-us': enUs, 'zh-tw': zhTw });

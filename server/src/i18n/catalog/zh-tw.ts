import { mergeAreas } from './merge';
import { common } from './zh-tw/common';
import { customers } from './zh-tw/customers';
import { money } from './zh-tw/money';
import { shop } from './zh-tw/shop';
import { messages } from './zh-tw/messages';
import { operators } from './zh-tw/operators';
import { releases } from './zh-tw/releases';

/**
 * The server's texts in Traditional Chinese (Taiwan): ICU MessageFormat; Chinese has no plural forms. One file per
 * area, as in English (zh-tw/), each key defined in one of them (mergeAreas).
 */
export const zhTW = mergeAreas({ common, customers, money, shop, messages, operators, releases });

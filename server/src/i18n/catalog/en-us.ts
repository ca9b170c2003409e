import { mergeAreas } from './merge';
import { common } from './en-us/common';
import { customers } from './en-us/customers';
import { money } from './en-us/money';
import { shop } from './en-us/shop';
import { messages } from './en-us/messages';
import { operators } from './en-us/operators';
import { releases } from './en-us/releases';

/**
 * The server's texts in English (US): ICU MessageFormat, as react-intl reads the client's. One file per area of the
 * shop (en-us/), each key defined in one of them (mergeAreas).
 */
export const enUS = mergeAreas({ common, customers, money, shop, messages, operators, releases });

import { createIntl, type IntlShape } from 'react-intl';
import type { Language } from '../contract/envelope';
import type { Catalogs } from '../i18n/localeSlice';
import { formatMoney } from '../money/format';
import type { Words } from '../requests';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';

/**
 * The server's own texts (copied from server/src/i18n/catalog; tests/unit/mock-words.test.ts holds each copy to the
 * server's words) formatted as the server formats them: ICU with the server's locales, money values grouped
 * with two decimals first. The catalogs are JSON in a messages/ folder, so the build compiles them to ICU ASTs like
 * every catalog (production ships react-intl without its parser).
 */
const SERVER_LOCALE: Record<Language, string> = { 'en-us': 'en-US', 'zh-tw': 'zh-TW' };
const GENERIC: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

export type Vars = Record<string, string | number>;
export interface Say {
  (lang: Language, key: string, vars?: Vars): string;
  /** A field's label as the server's fieldLabel gives it: its `field.<name>` text, else the name itself. */
  label(lang: Language, field: string): string;
}

/** A formatter over the generic texts and a remote's; `money` names the values of a key that are money. */
export function makeSay(remote: Catalogs, money: Readonly<Record<string, readonly string[]>> = {}): Say {
  const intls = new Map<Language, IntlShape>();
  const intlOf = (lang: Language) => {
    let intl = intls.get(lang);
    if (!intl) {
      // Strings in jest, ASTs in a build: react-intl takes either, its type only one kind per catalog.
      const messages = { ...GENERIC[lang], ...remote[lang] } as Record<string, string>;
      intl = createIntl({ locale: SERVER_LOCALE[lang], messages });
      intls.set(lang, intl);
    }
    return intl;
  };
  const say = (lang: Language, key: string, vars: Vars = {}) => {
    const values = { ...vars };
    for (const name of money[key] ?? []) values[name] = formatMoney(String(values[name]), SERVER_LOCALE[lang]);
    return intlOf(lang).formatMessage({ id: key }, values);
  };
  const label = (lang: Language, field: string) => (intlOf(lang).messages[`field.${field}`] === undefined ? field : say(lang, `field.${field}`));
  return Object.assign(say, { label });
}

/** One language's words of a mock, for the request checks' mapping of errors to messages (shared with the server). */
export const wordsOf = (say: Say, lang: Language): Words => ({ say: (key, vars) => say(lang, key, vars), label: (field) => say.label(lang, field) });

import type { Language } from '@snapmall/shared/contract';
import { formatMoney } from '@snapmall/shared/money/format';
import { IntlMessageFormat } from 'intl-messageformat';
import { enUS } from './catalog/en-us';
import { zhTW } from './catalog/zh-tw';
import { fillLoosely } from './fallback';
import { MONEY_PARAMS } from './money-params';

/**
 * Server texts in both languages, in ICU MessageFormat — the rules react-intl formats the client's catalogs with:
 * plurals (`{count, plural, one {# item} other {# items}}`), grouped numbers (`{points, number}` → 1,299), and
 * plain values (`#{id}`, `period {period}`) shown as they are. Every key exists in both languages and parses
 * (checked by a test).
 */
export const messages: Record<Language, Record<string, string>> = { 'en-us': enUS, 'zh-tw': zhTW };

/** The ICU locale of each language the API speaks. */
export const LOCALES: Record<Language, string> = { 'en-us': 'en-US', 'zh-tw': 'zh-TW' };

const MONEY_TEXT = /^-?\d+(?:\.\d{1,2})?$/;
const compiled = new Map<string, IntlMessageFormat>();

function formatterOf(lang: Language, key: string, template: string): IntlMessageFormat {
  const id = `${lang}\u0000${key}`;
  let formatter = compiled.get(id);
  if (!formatter) {
    formatter = new IntlMessageFormat(template, LOCALES[lang]);
    compiled.set(id, formatter);
  }
  return formatter;
}

/** The values a text is formatted with: its money values grouped with two decimals in the language's locale. */
function valuesOf(lang: Language, key: string, vars: Record<string, string | number>): Record<string, string | number> {
  const money = MONEY_PARAMS[key];
  if (!money) return vars;
  const values = { ...vars };
  for (const name of money) {
    const value = values[name];
    if (value !== undefined && MONEY_TEXT.test(String(value))) values[name] = formatMoney(String(value), LOCALES[lang]);
  }
  return values;
}

/** Looks a text up in the language (English when it has none) and formats it with the values, by ICU rules. */
export function t(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const inLanguage = messages[lang][key];
  const template = inLanguage ?? messages['en-us'][key] ?? key;
  const formatter = formatterOf(inLanguage === undefined ? 'en-us' : lang, key, template);
  const values = valuesOf(lang, key, vars);
  try {
    const formatted = formatter.format(values);
    return typeof formatted === 'string' ? formatted : String(formatted);
  } catch {
    // A stored message whose values no longer fit its text (a value missing): the sentence with a gap.
    return fillLoosely(formatter.getAst(), values);
  }
}

/** A field's label, falling back to its name for fields with none. */
export function fieldLabel(lang: Language, field: string): string {
  return messages[lang][`field.${field}`] ?? field;
}

import { IntlMessageFormat } from 'intl-messageformat';
import { mergeAreas } from '../src/i18n/catalog/merge';
import { LOCALES, messages, t } from '../src/i18n/messages';
import { MONEY_PARAMS } from '../src/i18n/money-params';

const LANGS = ['en-us', 'zh-tw'] as const;

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
/** The parser's element types that name a value: argument, number, date, time, select, plural. */
const NAMES_A_VALUE = new Set([1, 2, 3, 4, 5, 6]);

const parse = (text: string) => new IntlMessageFormat(text, 'en-US').getAst();

/** The names of a text's values, in plurals' branches too. */
function argumentsOf(elements: Element[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (NAMES_A_VALUE.has(el.type) && 'value' in el && typeof el.value === 'string') into.add(el.value);
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

it('has every key in both languages, each a text ICU MessageFormat parses', () => {
  expect(Object.keys(messages['zh-tw']).sort()).toEqual(Object.keys(messages['en-us']).sort());
  for (const lang of LANGS) {
    for (const [key, text] of Object.entries(messages[lang])) {
      expect(() => new IntlMessageFormat(text, LOCALES[lang])).not.toThrow();
      // The same values in both languages: a translation names no value the other lacks.
      const other = lang === 'en-us' ? 'zh-tw' : 'en-us';
      expect([key, [...argumentsOf(parse(text))].sort()]).toEqual([key, [...argumentsOf(parse(messages[other][key]!))].sort()]);
    }
  }
});

it('refuses a key defined in two areas of a catalog, naming both', () => {
  expect(mergeAreas({ shop: { a: 'A', b: 'B' }, money: { c: 'C' } })).toEqual({ a: 'A', b: 'B', c: 'C' });
  expect(() => mergeAreas({ shop: { a: 'A' }, money: { a: 'A again' } })).toThrow('The message key a is defined in two areas: shop and money');
});

it('names as money only values that the texts have', () => {
  for (const [key, names] of Object.entries(MONEY_PARAMS)) {
    for (const lang of LANGS) {
      expect(messages[lang][key]).toBeDefined();
      const args = argumentsOf(parse(messages[lang][key]!));
      for (const name of names) expect([key, name, args.has(name)]).toEqual([key, name, true]);
    }
  }
});

it('shows money grouped with two decimals, in both languages, without a float', () => {
  const placed = { id: 12345, amount: '3000.00', quantity: 1 };
  expect(t('en-us', 'message.order_placed.content', placed)).toBe('Your order #12345 (1 item) is placed and 3,000.00 was paid from your balance. It ships soon.');
  expect(t('zh-tw', 'message.order_placed.content', placed)).toBe('您的訂單 #12345（1 件）已成立，已從餘額支付 3,000.00，即將出貨。');
  // Beyond a double's exact integers: the digits stay as stored.
  expect(t('en-us', 'message.deposit_approved.content', { id: 7, amount: '90071992547409931.5' })).toContain('90,071,992,547,409,931.50');
  expect(t('en-us', 'bank.withdrawOutOfRange', { min: '100.00', max: '5000.00' })).toBe('The amount must be between 100.00 and 5,000.00 per withdrawal');
});

it('says 1 item and 2 items, 1 point and 1,299 points; Chinese has one form', () => {
  expect(t('en-us', 'message.order_placed.content', { id: 1, amount: '10.00', quantity: 1 })).toContain('(1 item)');
  expect(t('en-us', 'message.order_placed.content', { id: 1, amount: '10.00', quantity: 2 })).toContain('(2 items)');
  expect(t('en-us', 'message.order_received.content', { id: 1, rebate: '1.50', points: 1 })).toBe('Your order #1 is received: a rebate of 1.50 and 1 point are credited.');
  expect(t('en-us', 'message.order_received.content', { id: 1, rebate: '1.50', points: 1299 })).toBe('Your order #1 is received: a rebate of 1.50 and 1,299 points are credited.');
  expect(t('zh-tw', 'message.order_received.content', { id: 1, rebate: '1.50', points: 1299 })).toBe('您的訂單 #1 已收貨：返利 1.50 與 1,299 積分已入帳。');
  expect(t('en-us', 'account.locked', { minutes: 1 })).toMatch(/locked for 1 more minute$/);
  expect(t('en-us', 'account.locked', { minutes: 15 })).toMatch(/locked for 15 more minutes$/);
});

it('shows ids and periods as they are, not grouped', () => {
  expect(t('en-us', 'message.bet_lost.content', { id: 123456, period: 20261124001, dice: '1 2 3' })).toBe(
    'Your bet #123456 on period 20261124001 did not win: the dice were 1 2 3.',
  );
});

it('writes a stored message that lacks a value as a sentence with a gap, never the ICU source', () => {
  const text = t('en-us', 'message.order_placed.content', { id: 7, amount: '3000.00' });
  expect(text).toBe('Your order #7 ({quantity} items) is placed and 3,000.00 was paid from your balance. It ships soon.');
  expect(text).not.toContain('plural');
});

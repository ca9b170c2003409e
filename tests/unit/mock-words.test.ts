import { LANGUAGES, REQUESTS, type Language } from '@snapmall/shared/contract';
import { makeSay, type Say } from '@snapmall/shared/mock';
import type { TSchema } from '@sinclair/typebox';
import { fieldLabel, t } from 'server/src/i18n/messages';
import { MOCKS } from './support/mocks';

/**
 * The mocks' texts are the server's own words (issue 28; this was a browser test, tests/e2e/mock-*.test.ts): every
 * text a remote's mock keeps, formatted by the mock as the server formats it (ICU, money grouped with two decimals),
 * is what the server's catalog says for the same values, in both languages; and every field of every call a mock
 * answers has the label the server gives it.
 */

/** A message's arguments: `{name}`, `{name, number}`, `{name, plural, …}` (an option's words may look like one; unused values are ignored). */
function argumentsOf(message: string): { name: string; numeric: boolean }[] {
  return [...message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)].map((m) => ({ name: m[1]!, numeric: ['number', 'plural', 'selectordinal'].includes(m[2] ?? '') }));
}

/** Values to format a message with: numbers as one and as many, and every other value as a sum of money. */
function samplesOf(message: string): Record<string, string | number>[] {
  const args = argumentsOf(message);
  const counts = args.some((a) => a.numeric) ? [1, 1234] : [0];
  return counts.map((n) => Object.fromEntries(args.map((a) => [a.name, a.numeric ? n : '1234.5'])));
}

/** Each text the mock keeps that it says otherwise than the server, with the values that show it. */
const differences = (say: Say, texts: Record<string, string>, lang: Language) =>
  Object.keys(texts).flatMap((key) =>
    samplesOf(texts[key]!).map((values) => ({ key, values, mock: say(lang, key, values), server: t(lang, key, values) })).filter((c) => c.mock !== c.server),
  );

describe.each(MOCKS.map((m) => [m.name, m] as const))("%s's mock", (_name, { mock, texts }) => {
  it.each(LANGUAGES.map((lang) => [lang]))("says each of its texts in the server's words, in %s", (lang) => {
    expect(Object.keys(texts[lang]).length).toBeGreaterThan(10);
    expect(differences(mock.say, texts[lang], lang)).toEqual([]);
  });

  it.each(LANGUAGES.map((lang) => [lang]))("labels every field of its calls as the server does, in %s", (lang) => {
    const schemas: Record<string, TSchema> = REQUESTS;
    const fields = [...new Set(mock.routes.flatMap((r) => Object.keys((schemas[r.url]?.properties ?? {}) as object)))];
    expect(fields.length).toBeGreaterThan(2);
    expect(fields.filter((f) => mock.say.label(lang, f) !== fieldLabel(lang, f))).toEqual([]);
  });
});

it('the check itself tells a copy that differs from the server, and a sum the server groups that the mock does not', () => {
  const texts = { 'bank.withdrawOutOfRange': 'The amount must be between {min} and {max} per withdrawal', 'validation.tooShort': '{field} is needed' };
  // No money values named: the mock would say 1234.5 where the server says 1,234.50.
  const say = makeSay({ 'en-us': texts, 'zh-tw': {} });
  expect(differences(say, texts, 'en-us').map((d) => [d.key, d.mock])).toEqual([
    ['bank.withdrawOutOfRange', 'The amount must be between 1234.5 and 1234.5 per withdrawal'],
    ['validation.tooShort', '1234.5 is needed'],
  ]);
  expect(differences(makeSay({ 'en-us': texts, 'zh-tw': {} }, { 'bank.withdrawOutOfRange': ['min', 'max'] }), { 'bank.withdrawOutOfRange': texts['bank.withdrawOutOfRange'] }, 'en-us')).toEqual([]);
});

import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createIntl, type MessageFormatElement } from 'react-intl';
import { INTL_LOCALE } from './I18nProvider';

// The build's loader (the preset's, preset/index.js): the browser gets what it returns, jest and TypeScript the JSON as written.
const compile: (this: { resourcePath: string }, source: string) => string = jest.requireActual('../../../preset/lib/icu-messages-loader.cjs');

const ROOT = path.resolve(__dirname, '../../..');
const catalogFiles = [path.join(ROOT, 'shared/src/i18n/messages'), ...readdirSync(ROOT).flatMap((dir) => [path.join(ROOT, dir, 'messages'), path.join(ROOT, dir, 'messages', 'pages')])]
  .filter((dir) => existsSync(path.join(dir, 'en-us.json')))
  .flatMap((dir) => (['en-us', 'zh-tw'] as const).map((lang) => [path.relative(ROOT, path.join(dir, `${lang}.json`)), lang] as const));

type Values = Record<string, string | number | ((chunks: unknown[]) => string)>;

/** A value for every argument of a message, so every branch that a plural or select reaches is formatted. */
function sampleValues(elements: MessageFormatElement[], values: Values = {}): Values {
  for (const element of elements) {
    // Literal text and `#` (a pound element, the plural's own number) take no value.
    if (element.type === 0 || element.type === 7) continue;
    const name = String(element.value);
    if (element.type === 8) {
      values[name] = (chunks) => `<${name}>${chunks.join('')}</${name}>`;
      sampleValues(element.children, values);
    } else if (element.type === 5) {
      values[name] ??= Object.keys(element.options).find((key) => key !== 'other') ?? 'other';
    } else if (element.type === 1) {
      values[name] ??= 'text';
    } else {
      values[name] = 2; // number, date, time, plural
    }
    if ('options' in element) for (const option of Object.values(element.options)) sampleValues(option.value, values);
  }
  return values;
}

it('finds the catalogs of shared, the shell, its pages and every remote', () => {
  expect(catalogFiles.map(([file]) => file)).toEqual(
    expect.arrayContaining(['shared/src/i18n/messages/zh-tw.json', 'shell/messages/pages/en-us.json', 'mf-lottery/messages/zh-tw.json']),
  );
});

it.each(catalogFiles)('%s compiled at build time formats exactly as its text does', (file, lang) => {
  const text = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, string>;
  const compiled = JSON.parse(compile.call({ resourcePath: file }, JSON.stringify(text))) as Record<string, MessageFormatElement[]>;
  expect(Object.keys(compiled)).toEqual(Object.keys(text));
  const errors: unknown[] = [];
  const intl = (messages: Record<string, string> | Record<string, MessageFormatElement[]>) =>
    createIntl({ locale: INTL_LOCALE[lang], messages, onError: (error) => errors.push(error) });
  const fromText = intl(text);
  const fromAst = intl(compiled);
  for (const id of Object.keys(text)) {
    expect(Array.isArray(compiled[id])).toBe(true);
    const values = sampleValues(compiled[id]!);
    expect([id, fromAst.formatMessage({ id }, values)]).toEqual([id, fromText.formatMessage({ id }, values)]);
  }
  expect(errors).toEqual([]);
});

it('names the message that does not parse, so the build fails with it', () => {
  expect(() => compile.call({ resourcePath: 'x/en-us.json' }, JSON.stringify({ 'a.b': '{n, plural, one {#}}' }))).toThrow(/x\/en-us\.json: message "a\.b"/);
});

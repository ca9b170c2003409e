import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Every catalog folder of the shop and the console: shared's, and each workspace's `messages/` with its sub-folders. */
const ROOT = path.resolve(__dirname, '../../..');
const catalogDirs = [
  path.join(ROOT, 'shared/src/i18n/messages'),
  path.join(ROOT, 'shared/src/admin/messages'),
  ...readdirSync(ROOT).flatMap((dir) => ['', 'admin', 'pages'].map((sub) => path.join(ROOT, dir, 'messages', sub))),
].filter((dir) => existsSync(path.join(dir, 'en-us.json')));
const catalogOf = (dir: string, lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
const named = catalogDirs.map((dir) => [path.relative(ROOT, dir), dir] as const);

/** The arguments a text formats as numbers (`{n, number}`, or a plural's `#`), which group digits (1,299). */
function numberArguments(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.number || e.type === TYPE.plural) found.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const option of Object.values(e.options)) numberArguments(option.value, found);
    if (e.type === TYPE.tag) numberArguments(e.children, found);
  }
  return found;
}

it('finds the customers’ and the console’s catalogs of the shell and every remote', () => {
  expect(named.map(([name]) => name)).toEqual(
    expect.arrayContaining(['shell/messages', 'shell/messages/admin', 'shell/messages/pages', 'mf-bank/messages', 'mf-bank/messages/admin', 'mf-shopping/messages']),
  );
});

// A plain `{points}` is written as the digits it holds ("1299"): a value that is a number in one language (grouped,
// "1,299") must be one in the other too, or the Chinese page shows what the English groups.
it.each(named)('%s formats a number as a number in both languages', (_name, dir) => {
  const en = catalogOf(dir, 'en-us');
  const zh = catalogOf(dir, 'zh-tw');
  const differing = Object.keys(en)
    .filter((key) => zh[key] !== undefined)
    .map((key) => ({ key, en: [...numberArguments(parse(en[key]!))].sort(), zh: [...numberArguments(parse(zh[key]!))].sort() }))
    .filter((m) => m.en.join() !== m.zh.join());
  expect(differing).toEqual([]);
});

/**
 * Records (deposit records, purchase records …) are 紀錄, the Taiwan-standard word for a record kept; 記錄 is not
 * written anywhere, not even as the verb, so a page never shows both. The server's texts are TypeScript modules (one
 * per area), read here as text.
 */
const serverCatalog = ['server/src/i18n/catalog/zh-tw.ts', ...readdirSync(path.join(ROOT, 'server/src/i18n/catalog/zh-tw')).map((file) => `server/src/i18n/catalog/zh-tw/${file}`)];
it.each([...named.map(([name]) => path.join(name, 'zh-tw.json')), ...serverCatalog])('%s writes records as 紀錄', (file) => {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  expect(lines.filter((line) => line.includes('記錄'))).toEqual([]);
});

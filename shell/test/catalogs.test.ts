import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The texts of the shell's lazily loaded pages (shell/messages/pages) are held to the same rules as every catalog. */
const dir = path.join(__dirname, '..', 'messages', 'pages');
const read = (lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
const main = (lang: string) => JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', `${lang}.json`), 'utf8')) as Record<string, string>;

it('has the same message ids in en-us and zh-tw, none empty, none also in the main catalog', () => {
  expect(Object.keys(read('zh-tw')).sort()).toEqual(Object.keys(read('en-us')).sort());
  for (const lang of ['en-us', 'zh-tw']) {
    expect(Object.entries(read(lang)).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.keys(read(lang)).filter((id) => id in main(lang))).toEqual([]);
  }
});

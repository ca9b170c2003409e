import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Every catalog folder in the repository: shared, shell and each remote. */
const ROOT = path.resolve(__dirname, '../../..');
const catalogDirs = [
  path.join(ROOT, 'shared/src/i18n/messages'),
  ...readdirSync(ROOT)
    .map((dir) => path.join(ROOT, dir, 'messages'))
    .filter((dir) => existsSync(path.join(dir, 'en-us.json'))),
];

const keys = (dir: string, lang: string) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>).sort();

it('finds the catalogs of shared, the shell and the account remote', () => {
  expect(catalogDirs.map((d) => path.relative(ROOT, d))).toEqual(
    expect.arrayContaining(['shared/src/i18n/messages', 'shell/messages', 'mf-account/messages']),
  );
});

it.each(catalogDirs.map((d) => [path.relative(ROOT, d), d]))('%s has the same message ids in en-us and zh-tw', (_name, dir) => {
  expect(keys(dir, 'zh-tw')).toEqual(keys(dir, 'en-us'));
});

it.each(catalogDirs.map((d) => [path.relative(ROOT, d), d]))('%s has no empty message', (_name, dir) => {
  for (const lang of ['en-us', 'zh-tw']) {
    const catalog = JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
    expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
  }
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shopEn from '../../messages/en-us.json';

/**
 * The prefixes of ids named by data (a brand's or a level's name, registered as a catalog of their own at run
 * time by common/dataLabels.ts): never in these files.
 */
const DATA_PREFIXES = ['admin.shopping.data.brand', 'admin.shopping.data.level'];

/** Every message id the shop's console pages name whole. */
function idsUsed(): Set<string> {
  const ids = new Set<string>();
  const read = (file: string) => {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"](admin\.shopping\.[A-Za-z0-9.]+[A-Za-z0-9])['"]/g)) ids.add(match[1]!);
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) read(file);
    }
  };
  walk(__dirname);
  read(path.join(__dirname, '..', 'admin.tsx'));
  for (const prefix of DATA_PREFIXES) ids.delete(prefix);
  return ids;
}

describe("the shop's console texts", () => {
  it('has the same ids in both languages, all prefixed admin.shopping., none empty, none also in the shop catalog', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((id) => !id.startsWith('admin.shopping.'))).toEqual([]);
    for (const catalog of [en, zh]) expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.keys(en).filter((id) => id in shopEn)).toEqual([]);
    expect(Object.keys(en).filter((id) => DATA_PREFIXES.some((prefix) => id.startsWith(`${prefix}.`)))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    // Read as ICU, so a plural's branches ("{count, plural, =0 {Ship} …}") are not taken for placeholders.
    const walk = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((e) => [
        ...('value' in e && e.type !== TYPE.literal ? [String(e.value)] : []),
        ...('options' in e ? Object.values(e.options).flatMap((o) => walk(o.value)) : []),
      ]);
    const names = (text: string) => [...new Set(walk(parse(text)))].sort();
    const zhText = zh as Record<string, string>;
    expect(Object.entries(en).filter(([id, text]) => names(text).join() !== names(zhText[id]!).join())).toEqual([]);
  });

  it('has every id the code names and keeps none it does not', () => {
    const used = idsUsed();
    expect(used.size).toBeGreaterThan(150);
    expect([...used].filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !used.has(id))).toEqual([]);
  });
});

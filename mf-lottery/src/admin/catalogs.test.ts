import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shopEn from '../../messages/en-us.json';
import { GROUPS } from '../common/betTypes';
import { betTypeName } from './common/betTypeName';

/** Every message id the lottery's console pages name whole. */
function idsUsed(): Set<string> {
  const ids = new Set<string>();
  const read = (file: string) => {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"](admin\.lottery\.[A-Za-z.]+[A-Za-z])['"]/g)) ids.add(match[1]!);
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
  return ids;
}

describe("the lottery's console texts", () => {
  it('has the same ids in both languages, all prefixed admin.lottery., none empty, none also in the shop catalog', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((id) => !id.startsWith('admin.lottery.'))).toEqual([]);
    for (const catalog of [en, zh]) expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.keys(en).filter((id) => id in shopEn)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();
    const zhText = zh as Record<string, string>;
    expect(Object.entries(en).filter(([id, text]) => names(text).join() !== names(zhText[id]!).join())).toEqual([]);
  });

  it('has every id the code names and keeps none it does not, a name for every bet type the form offers', () => {
    const used = idsUsed();
    expect([...used].filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !used.has(id))).toEqual([]);
    const typeIds = GROUPS.flatMap((g) => g.codes).map((code) => betTypeName(code).id);
    expect(typeIds.filter((id) => !(id in en))).toEqual([]);
    expect(betTypeName('sum_10')).toEqual({ id: 'admin.lottery.type.sum', values: { n: 10 } });
    expect(betTypeName('lucky_7')).toEqual({ id: 'admin.lottery.type.other', values: { code: 'lucky_7' } });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminKitCatalogs } from './catalogs';

/** Every message id the kit's code names, read from its sources. */
function idsUsed(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const match of readFileSync(file, 'utf8').matchAll(/'(adminKit\.[A-Za-z.]+)'/g)) ids.add(match[1]!);
      }
    }
  };
  walk(__dirname);
  return ids;
}

describe("the admin kit's texts", () => {
  it('has the same ids in both languages, none empty, all prefixed adminKit.', () => {
    const en = Object.keys(adminKitCatalogs['en-us']).sort();
    expect(Object.keys(adminKitCatalogs['zh-tw']).sort()).toEqual(en);
    expect(en.filter((id) => !id.startsWith('adminKit.'))).toEqual([]);
    for (const lang of ['en-us', 'zh-tw'] as const) {
      expect(Object.entries(adminKitCatalogs[lang]).filter(([, text]) => typeof text === 'string' && text.trim() === '')).toEqual([]);
    }
  });

  it('has every id the code names', () => {
    const missing = [...idsUsed()].filter((id) => !(id in adminKitCatalogs['en-us']) && !id.endsWith('.'));
    expect(missing).toEqual([]);
  });
});

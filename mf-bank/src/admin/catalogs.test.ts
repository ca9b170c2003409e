import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shopEn from '../../messages/en-us.json';
import { ledgerCatalogs } from '@snapmall/shared/ledger';
import { REVIEW_FILTERS } from './common/review';
import { STATEMENT_FILTERS } from './statement/kinds';

/** Every message id the bank's console pages name whole (ids built from a kind or an asset are checked below). */
function idsUsed(): Set<string> {
  const ids = new Set<string>();
  const read = (file: string) => {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"](admin\.bank\.[A-Za-z.]+[A-Za-z])['"]/g)) ids.add(match[1]!);
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

describe("the bank's console texts", () => {
  it('has the same ids in both languages, all prefixed admin.bank., none empty, none also in the shop catalog', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((id) => !id.startsWith('admin.bank.'))).toEqual([]);
    for (const catalog of [en, zh]) expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.keys(en).filter((id) => id in shopEn)).toEqual([]);
  });

  it('has every id the code names, and a label for every filter and option the lists offer', () => {
    expect([...idsUsed()].filter((id) => !(id in en))).toEqual([]);
    const labels = [...REVIEW_FILTERS, ...STATEMENT_FILTERS].flatMap((f) => [f.label, ...(f.kind === 'select' ? f.options.map((o) => o.label) : [])]);
    // A statement kind's label is the ledger's word (@snapmall/shared/ledger), which the bank's pages add to theirs.
    expect(labels.filter((id) => !(id in en) && !(id in ledgerCatalogs['en-us']))).toEqual([]);
    // The statement shows every kind it filters by, and the adjustment both assets, by ids built at run time.
    for (const asset of ['cash', 'points']) expect(en).toHaveProperty([`admin.bank.adjust.asset.${asset}`]);
  });
});

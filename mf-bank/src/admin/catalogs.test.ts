import path from 'node:path';
import { catalogProblems, idsNamedIn, NO_CATALOG_PROBLEMS } from '@snapmall/shared/test-utils/catalogs';
import { ledgerCatalogs } from '@snapmall/shared/ledger';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shop from '../../messages/en-us.json';
import { REVIEW_FILTERS } from './common/review';
import { STATEMENT_FILTERS } from './common/statement';
import { CUSTOMER_REVIEW_FILTERS } from './customer/reviewed';

/** Every message id the bank's console pages name whole (ids built from a kind or an asset are checked below). */
const used = () => idsNamedIn('admin.bank.', [__dirname, path.join(__dirname, '..', 'admin.tsx')]);

describe("the bank's console texts", () => {
  it('has the same ids and placeholders in both languages, all prefixed admin.bank., none empty, none also in the shop catalog', () => {
    expect(catalogProblems({ prefix: 'admin.bank.', en, zh, shop })).toEqual(NO_CATALOG_PROBLEMS);
  });

  it('has every id the code names, and a label for every filter and option the lists offer', () => {
    expect([...used()].filter((id) => !(id in en))).toEqual([]);
    const labels = [...REVIEW_FILTERS, ...CUSTOMER_REVIEW_FILTERS, ...STATEMENT_FILTERS].flatMap((f) => [f.label, ...(f.kind === 'select' ? f.options.map((o) => o.label) : [])]);
    // A statement kind's label is the ledger's word (@snapmall/shared/ledger), which the bank's pages add to theirs.
    expect(labels.filter((id) => !(id in en) && !(id in ledgerCatalogs['en-us']))).toEqual([]);
    // The statement shows every kind it filters by, and the adjustment both assets, by ids built at run time.
    for (const asset of ['cash', 'points']) expect(en).toHaveProperty([`admin.bank.adjust.asset.${asset}`]);
  });
});

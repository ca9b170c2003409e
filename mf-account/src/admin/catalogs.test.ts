import path from 'node:path';
import { catalogProblems, idsVersusCatalog, NO_CATALOG_PROBLEMS } from '@snapmall/shared/test-utils/catalogs';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shop from '../../messages/en-us.json';

/** The console catalog against every id the console code names whole (its pages, tabs and admin.tsx). */
const versusCode = () => idsVersusCatalog('admin.account.', [__dirname, path.join(__dirname, '..', 'admin.tsx')], en);

describe("the account's console texts", () => {
  it('has the same ids and placeholders in both languages, all prefixed admin.account., none empty, none also in the shop catalog', () => {
    expect(catalogProblems({ prefix: 'admin.account.', en, zh, shop })).toEqual(NO_CATALOG_PROBLEMS);
  });

  it('has every id the code names and keeps none it does not', () => {
    const { missing, unused } = versusCode();
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });
});

import path from 'node:path';
import { catalogProblems, idsNamedIn, NO_CATALOG_PROBLEMS } from '@snapmall/shared/test-utils/catalogs';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shop from '../../messages/en-us.json';

/** Every message id the account's console code names whole (its tab's panel, and admin.tsx's tab label). */
const used = () => idsNamedIn('admin.account.', [__dirname, path.join(__dirname, '..', 'admin.tsx')]);

describe("the account's console texts", () => {
  it('has the same ids and placeholders in both languages, all prefixed admin.account., none empty, none also in the shop catalog', () => {
    expect(catalogProblems({ prefix: 'admin.account.', en, zh, shop })).toEqual(NO_CATALOG_PROBLEMS);
  });

  it('has every id the code names and keeps none it does not', () => {
    const ids = used();
    expect([...ids].filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !ids.has(id))).toEqual([]);
  });
});

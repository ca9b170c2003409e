import path from 'node:path';
import { catalogProblems, idsNamedIn, NO_CATALOG_PROBLEMS } from '@snapmall/shared/test-utils/catalogs';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shop from '../../messages/en-us.json';

/**
 * The prefixes of ids named by data (a brand's or a level's name, registered as a catalog of their own at run
 * time by common/dataLabels.ts): never in these files.
 */
const DATA_PREFIXES = ['admin.shopping.data.brand', 'admin.shopping.data.level'];

/** Every message id the shop's console pages name whole. */
function used(): Set<string> {
  const ids = idsNamedIn('admin.shopping.', [__dirname, path.join(__dirname, '..', 'admin.tsx')]);
  for (const prefix of DATA_PREFIXES) ids.delete(prefix);
  return ids;
}

describe("the shop's console texts", () => {
  it('has the same ids and placeholders in both languages, all prefixed admin.shopping., none empty, none also in the shop catalog', () => {
    expect(catalogProblems({ prefix: 'admin.shopping.', en, zh, shop })).toEqual(NO_CATALOG_PROBLEMS);
    expect(Object.keys(en).filter((id) => DATA_PREFIXES.some((prefix) => id.startsWith(`${prefix}.`)))).toEqual([]);
  });

  it('has every id the code names and keeps none it does not', () => {
    const ids = used();
    expect(ids.size).toBeGreaterThan(150);
    expect([...ids].filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !ids.has(id))).toEqual([]);
  });
});

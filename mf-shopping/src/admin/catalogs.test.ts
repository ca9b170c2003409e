import path from 'node:path';
import { catalogProblems, idsVersusCatalog, NO_CATALOG_PROBLEMS } from '@snapmall/shared/test-utils/catalogs';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shop from '../../messages/en-us.json';

/**
 * The prefixes of ids named by data (a brand's or a level's name, registered as a catalog of their own at run
 * time by common/dataLabels.ts): never in these files.
 */
const DATA_PREFIXES = ['admin.shopping.data.brand', 'admin.shopping.data.level'];

/** The console catalog against every id the shop's console pages name whole (the data prefixes are not ids). */
function versusCode() {
  const { named, missing, unused } = idsVersusCatalog('admin.shopping.', [__dirname, path.join(__dirname, '..', 'admin.tsx')], en);
  return { named, missing: missing.filter((id) => !DATA_PREFIXES.includes(id)), unused };
}

describe("the shop's console texts", () => {
  it('has the same ids and placeholders in both languages, all prefixed admin.shopping., none empty, none also in the shop catalog', () => {
    expect(catalogProblems({ prefix: 'admin.shopping.', en, zh, shop })).toEqual(NO_CATALOG_PROBLEMS);
    expect(Object.keys(en).filter((id) => DATA_PREFIXES.some((prefix) => id.startsWith(`${prefix}.`)))).toEqual([]);
  });

  it('has every id the code names and keeps none it does not', () => {
    const { named, missing, unused } = versusCode();
    expect(named).toBeGreaterThan(150);
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });
});

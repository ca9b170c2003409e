import path from 'node:path';
import { catalogProblems, idsVersusCatalog, NO_CATALOG_PROBLEMS } from '@snapmall/shared/test-utils/catalogs';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shop from '../../messages/en-us.json';
import { GROUPS } from '../common/betTypes';
import { betTypeName } from './common/betTypeName';

/** The console catalog against every id the console code names whole (its pages, tabs and admin.tsx). */
const versusCode = () => idsVersusCatalog('admin.lottery.', [__dirname, path.join(__dirname, '..', 'admin.tsx')], en);

describe("the lottery's console texts", () => {
  it('has the same ids and placeholders in both languages, all prefixed admin.lottery., none empty, none also in the shop catalog', () => {
    expect(catalogProblems({ prefix: 'admin.lottery.', en, zh, shop })).toEqual(NO_CATALOG_PROBLEMS);
  });

  it('has every id the code names and keeps none it does not, a name for every bet type the form offers', () => {
    const { missing, unused } = versusCode();
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    const typeIds = GROUPS.flatMap((g) => g.codes).map((code) => betTypeName(code).id);
    expect(typeIds.filter((id) => !(id in en))).toEqual([]);
    expect(betTypeName('sum_10')).toEqual({ id: 'admin.lottery.type.sum', values: { n: 10 } });
    expect(betTypeName('lucky_7')).toEqual({ id: 'admin.lottery.type.other', values: { code: 'lucky_7' } });
  });
});

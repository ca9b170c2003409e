import path from 'node:path';
import { catalogProblems, idsNamedIn, NO_CATALOG_PROBLEMS } from '@snapmall/shared/test-utils/catalogs';
import en from '../../messages/admin/en-us.json';
import zh from '../../messages/admin/zh-tw.json';
import shop from '../../messages/en-us.json';
import { GROUPS } from '../common/betTypes';
import { betTypeName } from './common/betTypeName';

/** Every message id the lottery's console pages name whole. */
const used = () => idsNamedIn('admin.lottery.', [__dirname, path.join(__dirname, '..', 'admin.tsx')]);

describe("the lottery's console texts", () => {
  it('has the same ids and placeholders in both languages, all prefixed admin.lottery., none empty, none also in the shop catalog', () => {
    expect(catalogProblems({ prefix: 'admin.lottery.', en, zh, shop })).toEqual(NO_CATALOG_PROBLEMS);
  });

  it('has every id the code names and keeps none it does not, a name for every bet type the form offers', () => {
    const ids = used();
    expect([...ids].filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !ids.has(id))).toEqual([]);
    const typeIds = GROUPS.flatMap((g) => g.codes).map((code) => betTypeName(code).id);
    expect(typeIds.filter((id) => !(id in en))).toEqual([]);
    expect(betTypeName('sum_10')).toEqual({ id: 'admin.lottery.type.sum', values: { n: 10 } });
    expect(betTypeName('lucky_7')).toEqual({ id: 'admin.lottery.type.other', values: { code: 'lucky_7' } });
  });
});

import { catalogProblems, NO_CATALOG_PROBLEMS, placeholdersOf } from './consoleCatalogs';

it("reads a message's placeholders as ICU: a plural's branches are not placeholders", () => {
  expect(placeholdersOf('{count, plural, =0 {Ship} one {Ship # order} other {Ship {n} orders}}')).toEqual(['count', 'n']);
  expect(placeholdersOf('Plain text')).toEqual([]);
});

it('finds each kind of problem in a pair of console catalogs, and none in a right pair', () => {
  const right = { prefix: 'admin.x.', en: { 'admin.x.a': 'A {n}' }, zh: { 'admin.x.a': '甲 {n}' }, shop: { 'x.a': 'A' } };
  expect(catalogProblems(right)).toEqual(NO_CATALOG_PROBLEMS);
  const wrong = {
    prefix: 'admin.x.',
    en: { 'admin.x.a': 'A {n}', 'admin.x.b': ' ', 'y.c': 'C', 'admin.x.d': 'D' },
    zh: { 'admin.x.a': '甲 {m}', 'admin.x.b': '乙', 'y.c': '丙', 'admin.x.e': '戊' },
    shop: { 'admin.x.d': 'D' },
  };
  expect(catalogProblems(wrong)).toEqual({
    oneLanguageOnly: ['admin.x.d', 'admin.x.e'],
    unprefixed: ['y.c'],
    empty: ['admin.x.b'],
    alsoInShop: ['admin.x.d'],
    placeholdersDiffer: ['admin.x.a'],
  });
});

import { insidePrefix, ownedBy } from './prefixes';

it('holds a path that starts with the prefix, and nothing else: not the prefix without its slash, nor a longer name', () => {
  expect(insidePrefix('/pages/bank/deposit', '/pages/bank/')).toBe(true);
  expect(insidePrefix('/pages/bank/', '/pages/bank/')).toBe(true);
  expect(insidePrefix('/pages/bank', '/pages/bank/')).toBe(false);
  expect(insidePrefix('/pages/banking/x', '/pages/bank/')).toBe(false);
  expect(ownedBy('/pages/my/orders', ['/pages/login/', '/pages/my/'])).toBe(true);
  expect(ownedBy('/pages/shopping/cart', ['/pages/login/', '/pages/my/'])).toBe(false);
  expect(ownedBy('/pages/my/orders', [])).toBe(false);
});

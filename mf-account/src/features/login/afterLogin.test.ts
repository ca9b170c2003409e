import { afterLogin } from './afterLogin';

it('returns to the page that asked for a login, and nowhere outside the app', () => {
  expect(afterLogin('/pages/bank/deposit?x=1')).toBe('/pages/bank/deposit?x=1');
  expect(afterLogin(undefined)).toBe('/pages/my/info');
  expect(afterLogin('https://evil.example')).toBe('/pages/my/info');
  expect(afterLogin('//evil.example')).toBe('/pages/my/info');
  expect(afterLogin('/pages/login/index')).toBe('/pages/my/info');
});

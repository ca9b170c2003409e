import type { ComponentType } from 'react';
import type { PageProps } from '@snapmall/shared';
import { pagesWithinPrefix } from './adminRemotes';

const Page: ComponentType<PageProps> = () => null;

it("keeps a remote's console pages under its prefix and names any other as an error", () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const pages = [
    { path: '/bank/deposits', title: 'a', role: 'finance' as const, component: Page },
    { path: '/shop/orders', title: 'b', role: 'catalogue' as const, component: Page },
    { path: '/bank', title: 'c', role: 'finance' as const, component: Page },
  ];
  expect(pagesWithinPrefix('mf-bank', '/bank/', pages).map((p) => p.path)).toEqual(['/bank/deposits']);
  expect(error.mock.calls.map(([text]) => text)).toEqual([
    'Remote mf-bank declares the admin page /shop/orders outside its prefix /bank/; it is left out',
    'Remote mf-bank declares the admin page /bank outside its prefix /bank/; it is left out',
  ]);
  error.mockRestore();
});

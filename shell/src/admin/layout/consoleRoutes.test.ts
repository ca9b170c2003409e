import type { ComponentType } from 'react';
import type { PageProps } from '@snapmall/shared';
import { rolesAllow, type RoleNeed } from '@snapmall/shared/admin';
import type { OperatorRole } from '@snapmall/shared/contract';
import { GROUPS, REMOTE_GROUPS } from '../pages';
import type { GroupId, ShellPage } from '../routing/pageTypes';
import type { RemoteGroupState } from '../remotes/useAdminRemotes';
import { buildNav, resolvePath, type ConsoleTable } from './consoleRoutes';
import { matchPath } from '../routing/match';

const Page: ComponentType<PageProps> = () => null;
/** The shell's pages as other helpers will add them: one per group, some for owners only. */
const SHELL: ShellPage[] = [
  { path: '/', group: 'overview', title: 't.dashboard', role: 'operator', component: Page },
  { path: '/customers', group: 'customers', title: 't.customers', role: 'operator', component: Page },
  { path: '/customers/:id', group: 'customers', title: 't.customer', role: 'operator', component: Page },
  { path: '/content/notices', group: 'content', title: 't.notices', role: 'content', component: Page },
  { path: '/operators', group: 'operators', title: 't.operators', role: 'owner', component: Page },
  { path: '/audit', group: 'audit', title: 't.audit', role: 'owner', component: Page },
];
const BANK_PAGES = [
  { path: '/bank/deposits', title: 't.deposits', role: 'finance' as const, component: Page },
  { path: '/bank/deposit', title: 't.deposit', role: 'finance' as const, component: Page, nav: false },
  { path: '/bank/ledger', title: 't.ledger', role: 'owner' as const, component: Page },
];

function table(roles: OperatorRole[], remotes: Array<[GroupId, RemoteGroupState]>): ConsoleTable {
  return { groups: GROUPS, shellPages: SHELL, remoteGroups: REMOTE_GROUPS, remotes: new Map(remotes), can: (need: RoleNeed) => rolesAllow(roles, need) };
}
const retry = () => undefined;
const READY: Array<[GroupId, RemoteGroupState]> = [
  ['bank', { status: 'ready', pages: BANK_PAGES }],
  ['shop', { status: 'unavailable', retry }],
  ['games', { status: 'loading' }],
];
const titles = (t: ConsoleTable) => buildNav(t).map((g) => [g.id, g.state, g.items.map((i) => i.title)]);

describe("the console's menu", () => {
  it("shows an owner every group, a remote's pages once loaded, a remote that is down as one entry, one loading as loading", () => {
    expect(titles(table(['owner'], READY))).toEqual([
      ['overview', 'ready', ['t.dashboard']],
      ['bank', 'ready', ['t.deposits', 't.ledger']],
      ['shop', 'unavailable', ['admin.nav.unavailable']],
      ['games', 'loading', []],
      ['customers', 'ready', ['t.customers']],
      ['content', 'ready', ['t.notices']],
      ['operators', 'ready', ['t.operators']],
      ['audit', 'ready', ['t.audit']],
    ]);
  });

  it('hides from a finance operator every group and page their roles do not open', () => {
    expect(titles(table(['finance'], READY))).toEqual([
      ['overview', 'ready', ['t.dashboard']],
      ['bank', 'ready', ['t.deposits']],
      ['customers', 'ready', ['t.customers']],
    ]);
  });

  it('leaves out a remote group the registry does not name', () => {
    expect(titles(table(['games'], [['games', { status: 'absent' }]])).map(([id]) => id)).toEqual(['overview', 'customers']);
  });
});

describe('which page a path shows', () => {
  const finance = table(['finance'], READY);
  it("finds the shell's pages, with their :name segments", () => {
    expect(resolvePath(finance, '/')).toMatchObject({ kind: 'page', group: 'overview', params: {} });
    expect(resolvePath(finance, '/customers/42')).toMatchObject({ kind: 'page', group: 'customers', params: { id: '42' } });
  });

  it("finds a remote's pages under its prefix, and stands in for the rest", () => {
    expect(resolvePath(finance, '/bank/deposits')).toMatchObject({ kind: 'page', group: 'bank', page: { title: 't.deposits' } });
    expect(resolvePath(finance, '/bank/deposit')).toMatchObject({ kind: 'page', page: { title: 't.deposit' } });
    expect(resolvePath(finance, '/bank/ledger')).toEqual({ kind: 'forbidden' });
    expect(resolvePath(finance, '/bank/nowhere')).toEqual({ kind: 'notfound' });
    expect(resolvePath(finance, '/shop/orders')).toEqual({ kind: 'forbidden' });
    expect(resolvePath(finance, '/operators')).toEqual({ kind: 'forbidden' });
    expect(resolvePath(finance, '/elsewhere')).toEqual({ kind: 'notfound' });
    const owner = table(['owner'], READY);
    expect(resolvePath(owner, '/shop/orders')).toEqual({ kind: 'unavailable', retry, title: 'admin.group.shop' });
    expect(resolvePath(owner, '/games/draws')).toEqual({ kind: 'loading' });
    expect(resolvePath(table(['owner'], []), '/bank/deposits')).toEqual({ kind: 'loading' });
  });

  it('matches :name segments only where they stand, and never an empty one', () => {
    expect(matchPath('/customers/:id', '/customers/7')).toEqual({ id: '7' });
    expect(matchPath('/customers/:id', '/customers/')).toBeNull();
    expect(matchPath('/customers/:id', '/customers/7/orders')).toBeNull();
    expect(matchPath('/customers/:id', '/customer/7')).toBeNull();
    expect(matchPath('/a/:x/b/:y', '/a/%E7%8E%8B/b/%zz')).toEqual({ x: '王', y: '%zz' });
  });
});

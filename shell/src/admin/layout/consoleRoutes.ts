import type { AdminPage, RoleNeed } from '@snapmall/shared/admin';
import type { ConsoleGroup, GroupId, RemoteGroup, ShellPage } from '../routing/pageTypes';
import type { RemoteGroupState } from '../remotes/useAdminRemotes';
import { matchPath } from '../routing/match';

/** What the console knows to route by: its groups, its own pages, the remotes' groups and how each stands. */
export interface ConsoleTable {
  groups: readonly ConsoleGroup[];
  shellPages: readonly ShellPage[];
  remoteGroups: readonly RemoteGroup[];
  remotes: ReadonlyMap<GroupId, RemoteGroupState>;
  can: (need: RoleNeed) => boolean;
}

export interface NavItem {
  path: string;
  title: string;
}

export interface NavGroup {
  id: GroupId;
  title: string;
  items: NavItem[];
  /** A remote group still loading, or down (its one item then leads to "unavailable, retry"). */
  state: 'ready' | 'loading' | 'unavailable';
}

/** A page in the menu: one the operator may open, meant for the menu, and not a detail needing an id. */
const listed = (page: AdminPage, can: ConsoleTable['can']) => can(page.role) && page.nav !== false && !page.path.includes('/:');

/**
 * The menu: every group with something this operator may open, in the console's order. A remote group is shown
 * to those holding its role, with its pages once loaded (each by its own role), or as loading / unavailable.
 */
export function buildNav({ groups, shellPages, remoteGroups, remotes, can }: ConsoleTable): NavGroup[] {
  const nav: NavGroup[] = [];
  for (const group of groups) {
    const items: NavItem[] = shellPages.filter((p) => p.group === group.id && listed(p, can)).map(({ path, title }) => ({ path, title }));
    let state: NavGroup['state'] = 'ready';
    const remote = remoteGroups.find((r) => r.id === group.id);
    if (remote && can(remote.role)) {
      const status = remotes.get(group.id) ?? { status: 'loading' };
      if (status.status === 'ready') items.push(...status.pages.filter((p) => listed(p, can)).map(({ path, title }) => ({ path, title })));
      else if (status.status === 'loading') state = 'loading';
      else if (status.status === 'unavailable') {
        state = 'unavailable';
        items.push({ path: remote.prefix, title: 'admin.nav.unavailable' });
      }
    }
    if (items.length > 0 || state === 'loading') nav.push({ id: group.id, title: group.title, items, state });
  }
  return nav;
}

export type Resolved =
  | { kind: 'page'; page: AdminPage; params: Record<string, string>; group: GroupId }
  | { kind: 'loading' }
  | { kind: 'unavailable'; retry: () => void; title: string }
  | { kind: 'forbidden' }
  | { kind: 'notfound' };

function findPage(pages: readonly AdminPage[], path: string): { page: AdminPage; params: Record<string, string> } | undefined {
  for (const page of pages) {
    const params = matchPath(page.path, path);
    if (params) return { page, params };
  }
  return undefined;
}

/** Which page a path shows, or what stands in for it: still loading, its remote down, not for this operator, none. */
export function resolvePath(table: ConsoleTable, path: string): Resolved {
  const own = table.shellPages.find((p) => matchPath(p.path, path));
  if (own) return table.can(own.role) ? { kind: 'page', page: own, params: matchPath(own.path, path)!, group: own.group } : { kind: 'forbidden' };
  const remote = table.remoteGroups.find((r) => path.startsWith(r.prefix));
  if (!remote) return { kind: 'notfound' };
  if (!table.can(remote.role)) return { kind: 'forbidden' };
  const state = table.remotes.get(remote.id) ?? { status: 'loading' };
  if (state.status === 'loading') return { kind: 'loading' };
  if (state.status === 'unavailable') return { kind: 'unavailable', retry: state.retry, title: remote.title };
  if (state.status === 'absent') return { kind: 'notfound' };
  const found = findPage(state.pages, path);
  if (!found) return { kind: 'notfound' };
  return table.can(found.page.role) ? { ...found, kind: 'page', group: remote.id } : { kind: 'forbidden' };
}

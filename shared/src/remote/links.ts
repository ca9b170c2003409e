import { ownedBy } from './prefixes';

/**
 * Where a link of the shop leads (a tab's page, a shortcut): one rule for the shell, which shows only the links
 * that lead somewhere now, and the server, which refuses to save a tab that would lead nowhere. Plain data and
 * functions: the server imports it without React.
 */

/** The shell's own pages, inside RESERVED_PREFIXES (the shell's route table, app/routes.ts, is kept equal to it). */
export const SHELL_PAGE_PATHS: readonly string[] = [
  '/',
  '/pages/index/home',
  '/pages/index/index',
  '/pages/index/app',
  '/pages/notice/notice',
  '/pages/message/index',
  '/pages/signin/index',
  '/pages/content/index',
];

/** SPEC.md §2: this path opens the stored customer-service address in a new window instead of navigating. */
export const CONTACT_PATH = '/contact';

/**
 * A registered remote as links are checked against it: its prefixes, and the route paths of its live release.
 * No routes (a remote served from its local build, before any release is stable) leaves the prefixes to judge.
 */
export interface LinkedRemote {
  prefixes: readonly string[];
  routes?: readonly string[];
}

/**
 * Whether a path (no query string) leads to a page now: a page of the shell, customer service, or a route of the
 * remote whose prefixes hold it (while that remote's routes are not known, any path inside its prefixes).
 */
export function leadsToPage(path: string, remotes: readonly LinkedRemote[]): boolean {
  if (path === CONTACT_PATH || SHELL_PAGE_PATHS.includes(path)) return true;
  const owner = remotes.find((remote) => ownedBy(path, remote.prefixes));
  return owner !== undefined && (owner.routes === undefined || owner.routes.includes(path));
}

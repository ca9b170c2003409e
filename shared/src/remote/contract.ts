import type { ComponentType, LazyExoticComponent } from 'react';
import type { OperatorRole } from '../contract/admin';
import type { Catalogs } from '../i18n/localeSlice';

/** The query string of the page's URL, as properties (SPEC.md §2). */
export interface PageProps {
  query: Record<string, string>;
}

/** Who may open a route: 'user' needs a session, 'guest' is for visitors (login, register). */
export type RouteAuth = 'user' | 'guest' | 'any';

/** One page a remote contributes to the shell. */
export interface RemoteRoute {
  path: string;
  component: LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;
  /** Message id of the page title, from the remote's own catalogs. */
  title: string;
  /** Side windows show at ≥ 568 px unless a page opts out (login, register, lottery, notice). */
  sideWindows: boolean;
  auth: RouteAuth;
  /** A tab page: no back arrow, reached by tab-to-tab moves. */
  tab?: boolean;
}

/** What a remote exposes as './routes'. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
  messages: Catalogs;
  /** The remote's name, used as the owner of its catalogs. */
  name: string;
}

/**
 * One page a remote contributes to the operator console (/admin/), under the remote's own console prefix
 * (mf-bank '/bank/', mf-shopping '/shop/', mf-lottery '/games/'; a page outside it is left out).
 */
export interface AdminPage {
  /** The whole path, written out: '/bank/deposits'. */
  path: string;
  component: LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;
  /** Message id of the page title (the nav entry and the page's h1), from the remote's own catalogs. */
  title: string;
  /**
   * Who may open it: an operator holding this role (an owner holds every role), or 'operator' for everyone. The
   * console hides what the operator may not open; the server refuses the calls anyway (403).
   */
  role: OperatorRole | 'operator';
  /** Listed in the console's navigation (default true); false for a page reached from another (a detail). */
  nav?: boolean;
}

/** What a remote exposes as './admin': its back-office pages, loaded only by the console, never by the shop. */
export interface RemoteAdminModule {
  /** The remote's name, used as the owner of its catalogs. */
  name: string;
  /** The texts of its admin pages (ids prefixed `admin.<remote>.` by convention, so they never clash). */
  messages: Catalogs;
  pages: AdminPage[];
}

export type { RemoteRegistryEntry, RegistryPreview, RemoteRegistry } from './registry';

import type { ComponentType, LazyExoticComponent } from 'react';
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

export type { RemoteRegistryEntry, RegistryPreview, RemoteRegistry } from './registry';

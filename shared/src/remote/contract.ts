import type { ComponentType, LazyExoticComponent } from 'react';
import type { OperatorRole } from '../contract/admin';
import type { AdminUserDetail } from '../contract/admin-console';
import type { Language } from '../contract/envelope';
import type { Catalogs } from '../i18n/localeSlice';
import type { AppDispatch } from '../store/store';

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
  /**
   * The page's first data, asked for by the shell as soon as the route table is loaded, while the page's own chunk
   * is still on its way, and only when the visitor may open the page (issue 27: the data used to wait for the
   * chunk). It starts the page's queries afresh without a subscription (`initiate(arg, PREFETCH)`, the same
   * arguments as the page's hooks), so the page finds the answers in the cache or on their way.
   */
  prefetch?: (dispatch: AppDispatch, page: { lang: Language } & PageProps) => void;
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

/** What a customer tab's panel is given: the customer the page shows (/api/admin/user/get's answer). */
export interface CustomerTabProps {
  customer: AdminUserDetail;
}

/**
 * One tab of the console's customer page (/customers/:id): the remote's records of that customer (the bank's
 * deposits, the shop's orders, the lottery's bets). The page shows the tabs of every remote in remotes.json's order,
 * then the console's own; so a team's domain reaches the operators with its release, not with a console change.
 */
export interface CustomerTab {
  /** Kept in the address as `tab` (`/customers/42?tab=deposits`): unique across the remotes, kept once released. */
  id: string;
  /** Message id of the tab's name, from the remote's admin catalogs. */
  label: string;
  /** Who is shown the tab: an operator holding this role, or 'operator' for everyone (the server refuses the rest). */
  role: OperatorRole | 'operator';
  /** Which of the customer's counts the tab shows beside its name. */
  count?: keyof AdminUserDetail['counts'];
  Panel: LazyExoticComponent<ComponentType<CustomerTabProps>> | ComponentType<CustomerTabProps>;
}

/** What a remote exposes as './admin': its back-office pages, loaded only by the console, never by the shop. */
export interface RemoteAdminModule {
  /** The remote's name, used as the owner of its catalogs. */
  name: string;
  /** The texts of its admin pages (ids prefixed `admin.<remote>.` by convention, so they never clash). */
  messages: Catalogs;
  pages: AdminPage[];
  /** Its tabs on the console's customer page (none when absent). */
  customerTabs?: CustomerTab[];
}

export type { RemoteRegistryEntry, RegistryPreview, RemoteRegistry } from './registry';

// What the first-load bench measures: where each build is served from, the remotes, the pages (FIRST_LOAD_PAGES),
// how many Lighthouse runs (FIRST_LOAD_RUNS) and the targets.
import path from 'node:path';
import { ROOT, type Shop } from '../shop';

/** Web roots: the one-bundle build, and a copy of the federated build taken at the start (see snapshotFederated). */
export const ONE_BUNDLE_ROOT = path.join(ROOT, 'tests', '.first-load', 'one-bundle');
export const FEDERATED_ROOT = path.join(ROOT, 'tests', '.first-load', 'federated');
export const REMOTES = ['mf-account', 'mf-bank', 'mf-shopping', 'mf-lottery'];
export const RUNS = Number.isInteger(Number(process.env.FIRST_LOAD_RUNS ?? 3)) ? Math.max(0, Number(process.env.FIRST_LOAD_RUNS ?? 3)) : 3;

export interface PageSpec {
  name: string;
  /** The hash route; GOODS stands for the first goods the demo customer sees (first-load.ts fills it in). */
  route: string;
  /** Opened with the demo customer's session in local storage (a console page: an owner's console session). */
  session: boolean;
  /** The first page of a remote: its LCP is compared with the one-bundle build's. */
  remote?: string;
  /** Held to Lighthouse ≥ 98. */
  scored?: boolean;
  /** A page of the operator console (/admin/#…): measured on the federated build only (the one bundle is the shop's). */
  console?: boolean;
}

/** Every page a customer opens (issue 27), and the console's dashboard and one list. */
const ALL_PAGES: PageSpec[] = [
  { name: 'entry', route: '/', session: false, scored: true },
  { name: 'home', route: '/pages/index/index', session: false, scored: true },
  { name: 'login', route: '/pages/login/index', session: false, scored: true, remote: 'mf-account' },
  { name: 'register', route: '/pages/login/register', session: false, scored: true, remote: 'mf-account' },
  { name: 'deposit', route: '/pages/bank/deposit', session: true, scored: true, remote: 'mf-bank' },
  { name: 'withdraw', route: '/pages/bank/withdraw', session: true, scored: true, remote: 'mf-bank' },
  { name: 'capital', route: '/pages/bank/capital', session: true, scored: true, remote: 'mf-bank' },
  { name: 'snap buy', route: '/pages/shopping/index', session: true, scored: true, remote: 'mf-shopping' },
  { name: 'goods', route: '/pages/shopping/detail?id=GOODS', session: true, scored: true, remote: 'mf-shopping' },
  { name: 'orders', route: '/pages/shopping/buylog', session: true, scored: true, remote: 'mf-shopping' },
  { name: 'lottery', route: '/pages/lottery/lottery', session: true, scored: true, remote: 'mf-lottery' },
  { name: 'my bets', route: '/pages/lottery/buyLog', session: true, scored: true, remote: 'mf-lottery' },
  { name: 'notices', route: '/pages/notice/notice', session: false, scored: true },
  { name: 'messages', route: '/pages/message/index', session: true, scored: true },
  { name: 'me', route: '/pages/my/info', session: true, scored: true, remote: 'mf-account' },
  { name: 'console', route: '/', session: true, scored: true, console: true },
  { name: 'deposits', route: '/bank/deposits', session: true, scored: true, console: true },
];

/** FIRST_LOAD_PAGES=home,login measures only those pages. */
export const PAGES = process.env.FIRST_LOAD_PAGES ? ALL_PAGES.filter((p) => process.env.FIRST_LOAD_PAGES!.split(',').includes(p.name)) : ALL_PAGES;
/** The shop's pages, measured on both builds; the console's, on the federated build. */
export const SHOP_PAGES = PAGES.filter((p) => !p.console);
export const CONSOLE_PAGES = PAGES.filter((p) => p.console);

/** Issue 27's goals (issue 11's for home's JavaScript and the remote entries): LCP and TBT under the mobile preset. */
export const TARGET = { homeJsRatio: 1.05, score: 98, cls: 0, tbtMs: 50, lcpMs: 1800, remoteLcpRatio: 1.1, remoteEntryGzip: 6 * 1024 };

export interface Build {
  name: string;
  shop: Shop;
  /** Local storage of a logged-in visit: the session as the login page stores it. */
  session: Record<string, string>;
}

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
  route: string;
  /** Opened with the demo customer's session in local storage. */
  session: boolean;
  /** The first page of a remote: its LCP is compared with the one-bundle build's. */
  remote?: string;
  /** Held to Lighthouse ≥ 98. */
  scored?: boolean;
}

const ALL_PAGES: PageSpec[] = [
  { name: 'entry', route: '/', session: false, scored: true },
  { name: 'home', route: '/pages/index/index', session: false, scored: true },
  { name: 'login', route: '/pages/login/index', session: false, scored: true, remote: 'mf-account' },
  { name: 'deposit', route: '/pages/bank/deposit', session: true, remote: 'mf-bank' },
  { name: 'snap buy', route: '/pages/shopping/index', session: true, remote: 'mf-shopping' },
  { name: 'lottery', route: '/pages/lottery/lottery', session: true, remote: 'mf-lottery' },
];

/** FIRST_LOAD_PAGES=home,login measures only those pages. */
export const PAGES = process.env.FIRST_LOAD_PAGES ? ALL_PAGES.filter((p) => process.env.FIRST_LOAD_PAGES!.split(',').includes(p.name)) : ALL_PAGES;

export const TARGET = { homeJsRatio: 1.05, score: 98, cls: 0, tbtMs: 50, remoteLcpRatio: 1.2, remoteEntryGzip: 6 * 1024 };

export interface Build {
  name: string;
  shop: Shop;
  /** Local storage of a logged-in visit: the session as the login page stores it. */
  session: Record<string, string>;
}

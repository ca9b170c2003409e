import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT, remotes } = require('../../../scripts/workspaces.cjs') as { ROOT: string; remotes: () => Array<{ workspace: string }> };

// The operator console's pages for its accessibility sweep (tests/e2e/admin-a11y.test.ts), and the passes over them.

/**
 * Every console page: the shell's own (shell/src/admin/pages.ts), each remote's './admin' (its src/admin.tsx, the
 * remotes found by the workspaces) and the login page (shell/src/admin/routing/paths.ts). `path` is the page as declared;
 * `url` the address visited, an upper-case word standing for a real record's id (filled by the test). A page whose
 * `:name` is 'new' for a new record is visited both ways. A page with a `:name` and no row is caught by the test.
 */
type ConsoleRoute = { path: string; url: string; loggedOut?: true; shows?: string };

/** The pages visited other than as declared: with a record's id, a query, a word they must show, or logged out. */
const WRITTEN: ConsoleRoute[] = [
  // the shell's
  { path: '/login', url: '/login', loggedOut: true },
  { path: '/customers', url: '/customers' },
  { path: '/customers', url: '/customers?q=CUSTOMERNAME', shows: 'CUSTOMERNAME' },
  { path: '/customers/:id', url: '/customers/CUSTOMER', shows: 'CUSTOMERNAME' },
  // The customer page's tabs each remote's './admin' brings (the profile, mf-account's, is the first, above).
  { path: '/customers/:id', url: '/customers/CUSTOMER?tab=statement', shows: 'CUSTOMERNAME' },
  { path: '/customers/:id', url: '/customers/CUSTOMER?tab=orders', shows: 'CUSTOMERNAME' },
  { path: '/customers/:id', url: '/customers/CUSTOMER?tab=bets', shows: 'CUSTOMERNAME' },
  { path: '/content/notices/:id', url: '/content/notices/new' },
  { path: '/content/notices/:id', url: '/content/notices/NOTICE' },
  { path: '/content/pages/:key', url: '/content/pages/CONTENT' },
  { path: '/messages', url: '/messages', shows: 'BROKEN' },
  { path: '/releases', url: '/releases?remote=mf-bank', shows: 'CANARY' },
  { path: '/operators', url: '/operators', shows: 'OPERATOR' },
  { path: '/audit', url: '/audit', shows: 'OPERATOR' },
  // mf-bank
  { path: '/bank/deposits', url: '/bank/deposits', shows: 'CUSTOMERNAME' },
  { path: '/bank/withdrawals', url: '/bank/withdrawals', shows: 'CUSTOMERNAME' },
  { path: '/bank/adjust', url: '/bank/adjust?user=CUSTOMER', shows: 'CUSTOMERNAME' },
  { path: '/bank/statement', url: '/bank/statement?user=CUSTOMER', shows: 'CUSTOMERNAME' },
  // mf-shopping
  { path: '/shop/orders', url: '/shop/orders', shows: 'CUSTOMERNAME' },
  { path: '/shop/brands/:id', url: '/shop/brands/BRAND' },
  { path: '/shop/brands/:id', url: '/shop/brands/new' },
  { path: '/shop/goods/:id', url: '/shop/goods/GOODS' },
  { path: '/shop/goods/:id', url: '/shop/goods/new' },
  { path: '/shop/vip/:level', url: '/shop/vip/VIP' },
  { path: '/shop/vip/:level', url: '/shop/vip/new' },
  // mf-lottery
  { path: '/games/game/:id', url: '/games/game/GAME' },
  { path: '/games/game/:id', url: '/games/game/new' },
];

/** Every page: those written above, and each other declared page at its own path (a new plain page needs no row). */
export const CONSOLE_ROUTES: ConsoleRoute[] = [
  ...WRITTEN,
  ...[...new Set(declaredConsolePages())].filter((path) => !path.includes(':') && !WRITTEN.some((r) => r.path === path)).map((path) => ({ path, url: path })),
];

/**
 * A route's address (or the text it shows), its upper-case words replaced by the records the test made or found:
 * `shows` is what the page must show once drawn (so a list is not checked empty).
 */
export function fillIn(text: string, ids: Record<string, string | number>, encode = true): string {
  return text.replace(/\b[A-Z]+\b/g, (key) => {
    if (ids[key] === undefined) throw new Error(`no record for ${key} in ${text}`);
    return encode ? encodeURIComponent(String(ids[key])) : String(ids[key]);
  });
}

export const CONSOLE_VIEWPORTS = { phone: { width: 375, height: 812 }, wide: { width: 1280, height: 800 } } as const;

/** Phone and wide, both languages, light and dark: each width sees each language, and dark in both. */
const ALL_CONSOLE_PASSES = [
  { size: 'phone', lang: 'zh-tw', dark: true },
  { size: 'wide', lang: 'en-us', dark: false },
  { size: 'phone', lang: 'en-us', dark: false },
  { size: 'wide', lang: 'zh-tw', dark: true },
] as const;
/**
 * `npm test` sweeps the first two (each width, each language and each theme once); `A11Y_ALL=1` (`npm run bench`)
 * all four, every width with every language and theme. The phone-width test (admin-phone) measures every page at
 * 390 px in both languages either way.
 */
export const CONSOLE_PASSES = process.env.A11Y_ALL ? ALL_CONSOLE_PASSES : ALL_CONSOLE_PASSES.slice(0, 2);

/** Every page path the console's page lists declare, read from their sources, and the login page's. */
export function declaredConsolePages(): string[] {
  const consoles = remotes().map((r) => `${r.workspace}/src/admin.tsx`);
  const lists = ['shell/src/admin/pages.ts', ...consoles.filter((file) => existsSync(join(ROOT, file)))];
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
  const pages = lists.flatMap((file) => [...read(file).matchAll(/\bpath:\s*['"`]([^'"`]+)['"`]/g)].map((m) => m[1]!));
  const login = /LOGIN_PATH\s*=\s*['"`]([^'"`]+)['"`]/.exec(read('shell/src/admin/routing/paths.ts'))?.[1];
  return login ? [login, ...pages] : pages;
}

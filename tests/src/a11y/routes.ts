import { readFileSync } from 'node:fs';

// The shop's routes for the accessibility sweep (tests/e2e/a11y.test.ts), and the passes it makes over them.

export const VIEWPORTS = { phone: { width: 375, height: 812 }, wide: { width: 1280, height: 800 } } as const;

export type Auth = 'user' | 'guest' | 'any';
/**
 * Every route with its auth rule: the shell's (shell/src/routing/paths.ts) and each remote's (src/routes.tsx), with a
 * query where a page shows one thing (an id, a key). A route table that grows is caught by the test below it.
 */
export const ROUTES: Array<{ path: string; auth: Auth; query?: string }> = [
  // shell
  { path: '/', auth: 'any' },
  { path: '/pages/index/home', auth: 'any' },
  { path: '/pages/index/index', auth: 'any' },
  { path: '/pages/index/app', auth: 'any' },
  { path: '/pages/notice/notice', auth: 'any' },
  { path: '/pages/notice/notice', auth: 'any', query: 'id=NOTICE' },
  { path: '/pages/message/index', auth: 'user' },
  { path: '/pages/signin/index', auth: 'user' },
  { path: '/pages/content/index', auth: 'any', query: 'key=about' },
  { path: '/pages/content/index', auth: 'any', query: 'key=terms' },
  { path: '/pages/content/index', auth: 'any', query: 'key=privacy' },
  // mf-account
  { path: '/pages/login/index', auth: 'guest' },
  { path: '/pages/login/register', auth: 'guest' },
  { path: '/pages/my/info', auth: 'user' },
  { path: '/pages/my/profile', auth: 'user' },
  { path: '/pages/my/loginPsd', auth: 'user' },
  { path: '/pages/my/withdrawPsd', auth: 'user' },
  // mf-bank
  { path: '/pages/bank/deposit', auth: 'user' },
  { path: '/pages/bank/deposit_logs', auth: 'user' },
  { path: '/pages/bank/withdraw', auth: 'user' },
  { path: '/pages/bank/withdraw_logs', auth: 'user' },
  { path: '/pages/bank/bind', auth: 'user' },
  { path: '/pages/bank/capital', auth: 'user' },
  // mf-shopping
  { path: '/pages/shopping/index', auth: 'user' },
  { path: '/pages/shopping/index', auth: 'user', query: 'brand_id=BRAND' },
  { path: '/pages/shopping/detail', auth: 'user', query: 'id=GOODS' },
  { path: '/pages/shopping/buylog', auth: 'user' },
  { path: '/pages/shopping/buylog_detail', auth: 'user', query: 'id=ORDER' },
  { path: '/pages/shopping/recentorder', auth: 'user' },
  { path: '/pages/shopping/recentorder_detail', auth: 'user', query: 'id=ORDER' },
  { path: '/pages/shopping/reclog', auth: 'user' },
  { path: '/pages/shopping/vip', auth: 'user' },
  // mf-lottery
  { path: '/pages/lottery/lottery', auth: 'user', query: 'game_id=GAME' },
  { path: '/pages/lottery/notcount', auth: 'user' },
  { path: '/pages/lottery/notcount_detail', auth: 'user', query: 'id=BET' },
  { path: '/pages/lottery/buyLog', auth: 'user' },
  { path: '/pages/lottery/buyLog-day', auth: 'user' },
  { path: '/pages/lottery/settledLog', auth: 'user' },
  { path: '/pages/lottery/verify', auth: 'user' },
  { path: '/pages/lottery/limit', auth: 'user' },
];

/**
 * Every width × language × theme, logged out and logged in (16 passes): each route meets every combination it can be
 * seen in. `npm test` sweeps 8 of them: both widths, logged out and in, each in English light and Chinese dark, so
 * every route meets each width with each language and each theme; `A11Y_ALL=1` (`npm run bench`) sweeps all 16.
 */
const ALL_PASSES = (['phone', 'wide'] as const).flatMap((size) =>
  ([false, true] as const).flatMap((loggedIn) =>
    (['en-us', 'zh-tw'] as const).flatMap((lang) => ([false, true] as const).map((dark) => ({ size, loggedIn, lang, dark }))),
  ),
);
export const PASSES = process.env.A11Y_ALL ? ALL_PASSES : ALL_PASSES.filter((p) => (p.lang === 'zh-tw') === p.dark);

/** Every path the shell's and the remotes' route tables declare, read from their sources. */
export function declaredRoutes(): string[] {
  const tables = ['shared/src/remote/links.ts', 'shell/src/routing/paths.ts', 'mf-account/src/routes.tsx', 'mf-bank/src/routes.tsx', 'mf-shopping/src/routes.tsx', 'mf-lottery/src/routes.tsx'];
  return tables.flatMap((file) => {
    const source = readFileSync(require.resolve(`../../../${file}`), 'utf8');
    const prefix = /`(\/pages\/[a-z]+\/)\$\{path\}`/.exec(source)?.[1];
    const literal = [...source.matchAll(/'(\/(?:pages\/[^']*)?)'/g)].map((m) => m[1]!);
    const templated = prefix ? [...source.matchAll(/page\('([^']+)'/g)].map((m) => prefix + m[1]) : [];
    return [...literal, ...templated];
  });
}

// Bundle budget: the JavaScript and CSS a browser fetches for the home page and for the first account page,
// measured gzip-compressed as a server would send it. Prints the figures; exits non-zero over budget.
import { gzipSync } from 'node:zlib';
import { withTestDatabase } from '../script-database';
import { go, openPage, startShop } from '../shop';

/** Budgets in gzip bytes. Measured 2026-11-22: home 188 KB (React + react-dom 68, MF runtime 35, RTK 24), account +20 KB. */
const BUDGET = { homeJs: 200_000, accountExtraJs: 25_000 };

interface Asset {
  url: string;
  type: string;
  raw: number;
  gzip: number;
}

async function main() {
  const shop = await startShop();
  try {
    const { page, context } = await openPage(shop);
    const assets: Asset[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      assets.push({ url: new URL(response.url()).pathname, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await go(page, shop, '/pages/index/index');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.waitForLoadState('networkidle');
    const home = [...assets];
    await go(page, shop, '/pages/login/index');
    await page.getByLabel('Account').waitFor();
    await page.waitForLoadState('networkidle');
    const account = assets.slice(home.length);
    await context.close();

    const sum = (list: Asset[], type: string, key: 'raw' | 'gzip') => list.filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log('Home page assets (gzip):');
    for (const a of home.sort((x, y) => y.gzip - x.gzip)) console.log(`  ${kb(a.gzip).padStart(9)}  ${a.url}`);
    console.log(`Home page JavaScript: ${kb(sum(home, 'script', 'gzip'))} gzip (${kb(sum(home, 'script', 'raw'))} raw) in ${home.filter((a) => a.type === 'script').length} files`);
    console.log(`Home page CSS: ${kb(sum(home, 'stylesheet', 'gzip'))} gzip`);
    console.log(`First account page adds: ${kb(sum(account, 'script', 'gzip'))} JavaScript gzip in ${account.filter((a) => a.type === 'script').length} files`);
    for (const a of account.sort((x, y) => y.gzip - x.gzip)) console.log(`  ${kb(a.gzip).padStart(9)}  ${a.url}`);

    const over = [
      sum(home, 'script', 'gzip') > BUDGET.homeJs && `home JS over ${kb(BUDGET.homeJs)}`,
      sum(account, 'script', 'gzip') > BUDGET.accountExtraJs && `account JS over ${kb(BUDGET.accountExtraJs)}`,
    ].filter(Boolean);
    if (over.length) {
      console.error(`Over budget: ${over.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await shop.close();
  }
}

void withTestDatabase(main);

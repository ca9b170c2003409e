// Screenshots of the main pages on a phone and a wide viewport, in both languages, into tests/artifacts/:
// `npm run screenshots -w tests` (builds must exist). Also prints any console error a page logged.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { OperatorService } from 'server/src/modules/operators/service';
import { withTestDatabase } from './script-database';
import { go, openPage, PHONE, startShop, uniqueName, WIDE, type Shop } from './shop';

const OUT = path.join(__dirname, '..', 'artifacts');
const PAGES = ['/', '/pages/index/index', '/pages/notice/notice', '/pages/login/register', '/pages/my/info', '/pages/my/profile', '/pages/my/withdrawPsd', '/pages/shopping/index', '/pages/shopping/recentorder', '/pages/shopping/vip', '/pages/lottery/lottery', '/pages/lottery/verify', '/pages/message/index', '/pages/signin/index', '/pages/content/index?key=privacy'];
/** Also taken in dark mode: the shell's common pages. */
const DARK = new Set(['/pages/index/index', '/pages/notice/notice', '/pages/message/index', '/pages/signin/index']);

/** The console's pages shot too (as an owner), phone and wide, both languages, light and dark. */
const CONSOLE = ['/', '/customers', '/content/config', '/operators', '/audit', '/bank/withdrawals', '/bank/statement', '/shop/vip', '/games/games'];

async function consoleShots(shop: Shop) {
  const owner = { username: 'shots-owner', password: 'operator123' };
  await new OperatorService(shop.db).setPassword('cli:screenshots', owner.username, owner.password);
  const login = await fetch(`${shop.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
  const { data } = (await login.json()) as { data: { token: string } };
  const session = JSON.stringify({ token: data.token, username: owner.username, roles: ['owner'] });
  for (const [size, viewport] of [['phone', PHONE], ['wide', WIDE]] as const) {
    for (const lang of ['en-us', 'zh-tw']) {
      for (const dark of [false, true]) {
        // A locale of its own: the browser's default here ('en-US@posix') is no language tag Intl takes.
        const { page, context, problems } = await openPage(shop, viewport, lang === 'zh-tw' ? 'zh-TW' : 'en-US');
        await page.goto(`${shop.url}/admin/`);
        await page.evaluate(
          ([l, d, s]) => {
            localStorage.setItem('snapmall:lang', JSON.stringify(l));
            localStorage.setItem('snapmall:dark', JSON.stringify(d));
            localStorage.setItem('snapmall:admin-session', s!);
          },
          [lang, dark, session] as const,
        );
        for (const route of CONSOLE) {
          await page.goto(`${shop.url}/admin/#${route}`);
          await page.reload();
          await page.waitForTimeout(1200);
          await page.screenshot({ path: path.join(OUT, `admin-${size}-${lang}${dark ? '-dark' : ''}-${route.replace(/\W+/g, '_') || 'root'}.png`), fullPage: true });
        }
        if (problems.length) console.log(`console ${size} ${lang}${dark ? ' dark' : ''}:`, problems);
        await context.close();
      }
    }
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const shop = await startShop();
  try {
    for (const [size, viewport] of [['phone', { ...PHONE, width: 375 }], ['wide', WIDE]] as const) {
      for (const lang of ['en-us', 'zh-tw']) {
        const { page, context, problems } = await openPage(shop, viewport);
        await go(page, shop, '/');
        await page.evaluate((l) => localStorage.setItem('snapmall:lang', JSON.stringify(l)), lang);
        for (const route of PAGES) {
          if (route === '/pages/my/info' && !(await page.evaluate(() => localStorage.getItem('snapmall:token')))) {
            await go(page, shop, '/pages/login/register');
            await page.reload();
            const inputs = page.locator('form input');
            for (const [i, value] of [uniqueName('shot'), 'secret123', 'secret123', 'Ada Lovelace', '0912345678'].entries()) await inputs.nth(i).fill(value);
            await page.locator('form button[type=submit]').click();
            await page.waitForURL(/my\/info/);
          }
          for (const dark of DARK.has(route) ? [false, true] : [false]) {
            await page.evaluate((d) => localStorage.setItem('snapmall:dark', JSON.stringify(d)), dark);
            await go(page, shop, route);
            await page.reload();
            await page.waitForTimeout(800);
            const name = `${size}-${lang}${dark ? '-dark' : ''}-${route.replace(/\W+/g, '_') || 'root'}.png`;
            await page.screenshot({ path: path.join(OUT, name), fullPage: true });
          }
        }
        if (problems.length) console.log(`${size} ${lang}:`, problems);
        await context.close();
      }
    }
    await consoleShots(shop);
    console.log(`Screenshots in ${OUT}`);
  } finally {
    await shop.close();
  }
}

void withTestDatabase(main);

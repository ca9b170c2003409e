import type { Page } from 'playwright-core';
import type { ShopConfig } from '@snapmall/shared/contract';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot, pageToken } from '../src/api';
import { go, openPage, PHONE, registerThroughUi, startShop, uniqueName, WIDE, type Shop } from '../src/shop';

let shop: Shop;
let operatorToken: string;
let original: ShopConfig;
beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', 'qa-admin', 'operator123');
  operatorToken = (await operatorLogin(shop.url, { username: 'qa-admin', password: 'operator123' })).token;
  original = await post<ShopConfig>('/api/common/config', {});
});
afterAll(() => shop?.close());

const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);

/** The operator changes one key of the shop's configuration, as a back-office tool would. */
const configure = (key: keyof ShopConfig, value: unknown) => post('/api/admin/config/save', { key, value }, operatorToken);

const tokenOf = pageToken;

async function setLanguage(page: Page, lang: 'en-us' | 'zh-tw') {
  await page.evaluate((l) => localStorage.setItem('snapmall:lang', JSON.stringify(l)), lang);
  await page.reload();
}

/** Screenshots into tests/artifacts/ with SCREENSHOTS=1, once the page transition is over. */
const shot = (page: Page, name: string) => artifactShot(page, `common-${name}`, false);

/** The texts a test reads, in one language. */
const WORDS = {
  'en-us': { tabs: ['Start', 'Buy', 'Mine'], today: 'Today', credited: 'Deposit credited', markAll: 'Mark all read', signIn: 'Sign in for 5 points', signed: 'Signed in today (5 points)', done: 'Signed in: 5 points added', already: 'You have already signed in today; come back tomorrow', rule: /Sign in once a day for 5 points/, about: 'About', aboutTitle: 'About SnapMall', privacy: 'Privacy', privacyTitle: 'Privacy' },
  'zh-tw': { tabs: ['開始', '搶購', '我的'], today: '今天', credited: '充值已入帳', markAll: '全部標為已讀', signIn: '簽到領取 5 積分', signed: '今天已簽到（5 積分）', done: '簽到成功：已加入 5 積分', already: '今天已簽到，明天再來', rule: /每天簽到一次可得 5 積分/, about: '關於我們', aboutTitle: '關於 SnapMall', privacy: '隱私權政策', privacyTitle: '隱私權政策' },
} as const;

describe('configuration from the server', () => {
  afterAll(async () => {
    for (const key of ['tabbar', 'navigation', 'banner'] as const) await configure(key, original[key]);
  });

  it('changes the tab bar, the banner and what navigation shows on reload, without a rebuild, in both languages', async () => {
    const { page, context, problems } = await openPage(shop, PHONE);
    await go(page, shop, '/pages/index/index');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button').allTextContents()).resolves.toEqual(['Home', 'Notices', 'Service', 'Me']);
    await page.getByTestId('shortcut-/pages/index/app').waitFor();
    // The demo shop's banner, replaced below.
    await page.getByTestId('home-banner').getByRole('button', { name: 'Snap buying opens every day' }).waitFor();
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('snapmall:config')!).version as string);

    await configure('tabbar', {
      ...original.tabbar,
      selectedColor: '#0a7d32',
      list: [
        { pagePath: '/pages/index/index', text: { 'en-us': 'Start', 'zh-tw': '開始' }, icon: 'home' },
        { pagePath: '/pages/shopping/index', text: { 'en-us': 'Buy', 'zh-tw': '搶購' }, icon: 'shopping' },
        { pagePath: '/pages/my/info', text: { 'en-us': 'Mine', 'zh-tw': '我的' }, icon: 'me' },
      ],
    });
    await configure('navigation', { ...original.navigation, download: false });
    await configure('banner', [{ image: '/goods/watch.svg', link: '/pages/notice/notice', alt: { 'en-us': 'Watch week', 'zh-tw': '手錶週' } }]);

    await page.reload();
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await tabs.getByRole('button', { name: 'Start' }).waitFor();
    await expect(tabs.getByRole('button').allTextContents()).resolves.toEqual([...WORDS['en-us'].tabs]);
    await expect(tabs.getByRole('button', { name: 'Start' }).evaluate((b) => getComputedStyle(b).color)).resolves.toBe('rgb(10, 125, 50)');
    await expect(page.getByTestId('shortcut-/pages/index/app').count()).resolves.toBe(0);
    await page.getByTestId('home-banner').getByRole('button', { name: 'Watch week' }).waitFor();
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('snapmall:config')!).version as string);
    expect(after).not.toBe(before);
    await shot(page, 'config-phone-en');

    await setLanguage(page, 'zh-tw');
    // Straight from the stored copy: the new tabs are there at once, in Chinese.
    const zhTabs = page.getByRole('navigation', { name: '主選單' });
    await zhTabs.getByRole('button', { name: '開始' }).waitFor();
    await expect(zhTabs.getByRole('button').allTextContents()).resolves.toEqual([...WORDS['zh-tw'].tabs]);
    await page.getByTestId('home-banner').getByRole('button', { name: '手錶週' }).click();
    await page.waitForURL(/#\/pages\/notice\/notice$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['en-us', 'zh-tw'] as const)('leads to the about, terms and privacy pages of the clause keys (%s)', async (lang) => {
    const w = WORDS[lang];
    const { page, context, problems } = await openPage(shop, WIDE);
    await go(page, shop, '/pages/index/index');
    await setLanguage(page, lang);
    await page.getByRole('button', { name: w.about, exact: true }).click();
    await page.getByRole('heading', { name: w.aboutTitle }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: w.privacy, exact: true }).click();
    await page.getByRole('heading', { name: w.privacyTitle, level: 2 }).waitFor();
    for (const key of Object.values(original.clause)) expect((await post<{ key: string }>('/api/common/content', { key })).key).toBe(key);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('messages', () => {
  it.each([
    ['en-us', PHONE],
    ['zh-tw', WIDE],
  ] as const)('a message arrives and the badges count it without a reload; opening it leads to the deposit (%s)', async (lang, viewport) => {
    const w = WORDS[lang];
    const { page, context, problems } = await openPage(shop, viewport);
    const username = uniqueName('msg');
    await registerThroughUi(page, shop, username);
    await setLanguage(page, lang);
    await go(page, shop, '/pages/index/index');
    await page.getByTestId('home-balance').waitFor();
    await expect(page.getByTestId('tab-badge').count()).resolves.toBe(0);

    // The customer's deposit, approved by the operator, outside this page.
    const token = await tokenOf(page);
    const [channel] = await post<Array<{ id: number }>>('/api/recharge/channels', {}, token);
    await post('/api/recharge/submit', { channel_id: channel!.id, amount: '100.00', request_id: crypto.randomUUID() }, token);
    const { list } = await post<{ list: { id: number; username: string }[] }>('/api/admin/deposit/list', { page: 1, status: 0 }, operatorToken);
    await post('/api/admin/deposit/approve', { id: list.find((d) => d.username === username)!.id }, operatorToken);

    // Within one poll (15 s), no reload.
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByTestId('tab-badge').filter({ hasText: '1' }).waitFor({ timeout: 25_000 });
    await expect(page.getByTestId('nav-badge').textContent()).resolves.toBe('1');
    await expect(page.getByTestId('shortcut-/pages/message/index').textContent()).resolves.toContain('1');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await shot(page, `badge-${lang}`);

    await page.getByTestId('nav-messages').click();
    await page.waitForURL(/#\/pages\/message\/index$/);
    const today = page.getByRole('region', { name: w.today });
    await today.getByRole('button', { name: new RegExp(w.credited) }).waitFor();
    await shot(page, `messages-${lang}`);
    if (lang === 'en-us') {
      await today.getByRole('button', { name: new RegExp(w.credited) }).click();
      await page.waitForURL(/#\/pages\/bank\/deposit_logs$/);
    } else {
      await page.getByRole('button', { name: w.markAll }).click();
      await page.locator('button:disabled', { hasText: w.markAll }).waitFor();
      await expect(page.getByTestId('message').first().getAttribute('data-read')).resolves.toBe('1');
      await go(page, shop, '/pages/index/index');
    }
    await page.getByTestId('home-balance').or(page.getByTestId('status').first()).first().waitFor();
    await expect(page.getByTestId('nav-badge').count()).resolves.toBe(0);
    expect((await post<{ unread: number }>('/api/message/unread', {}, token)).unread).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('daily sign-in', () => {
  it.each([
    ['en-us', PHONE],
    ['zh-tw', WIDE],
  ] as const)('shows the rule first, and two sign-ins at once give points once (%s)', async (lang, viewport) => {
    const w = WORDS[lang];
    const { page, context, problems } = await openPage(shop, viewport);
    await registerThroughUi(page, shop, uniqueName('sign'));
    await setLanguage(page, lang);
    const token = await tokenOf(page);
    const score = async () => (await post<{ score: number }>('/api/user/retval', {}, token)).score;
    const before = await score();

    await go(page, shop, '/pages/index/index');
    await page.getByTestId('shortcut-/pages/signin/index').click();
    await page.waitForURL(/#\/pages\/signin\/index$/);
    await page.getByText(w.rule).waitFor();
    const button = page.getByRole('button', { name: w.signIn });
    await button.waitFor();
    await shot(page, `signin-before-${lang}`);

    // A double tap in the page, and at the same moment the same customer signing in from another device.
    const other = post<unknown>('/api/user/signin', { request_id: crypto.randomUUID() }, token).then(
      () => 'ok',
      (e: Error) => e.message,
    );
    await button.dblclick();
    const answers = [await other];
    await page.getByRole('button', { name: w.signed }).waitFor();
    const result = await page.getByTestId('signin-result').textContent();
    // Exactly one of the two succeeded: the page says which.
    if (answers[0] === 'ok') expect(result).toBe(w.already);
    else expect(result).toBe(w.done);
    expect((await score()) - before).toBe(5);
    const today = page.getByTestId('signin-calendar').locator('[aria-current="date"]');
    await expect(today.getAttribute('data-signed')).resolves.toBe('true');
    await expect(page.getByTestId('signin-streak').textContent()).resolves.toMatch(/^1/);
    await shot(page, `signin-after-${lang}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

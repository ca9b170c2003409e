import type { Page } from 'playwright-core';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot } from '../src/api';
import { openPage, startShop, type Shop } from '../src/shop';

/**
 * The shell's content pages of the operator console (issue 19): a content operator publishes a notice whose script
 * and event handler are stripped in the preview and on the customer's page, renames a tab and sees it in the phone
 * preview and then in the shop; an owner finds both saves in the audit trail, before and after side by side.
 */
let shop: Shop;
const OWNER = { username: 'qa-content-owner', password: 'operator123' };
let owner: { username: string; token: string };
let content: { username: string; token: string };
let noticeId: number;
const WIDE = { width: 1280, height: 800 };
const HOSTILE = '<p>Sale</p><script>window.__x=1</script><img src=x onerror="window.__y=1">';

const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);
const consoleUrl = (path: string) => `${shop.url}/admin/#${path}`;

beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', OWNER.username, OWNER.password);
  owner = { username: OWNER.username, token: (await operatorLogin(shop.url, OWNER)).token };
  const made = await post<{ username: string; password: string }>('/api/admin/operator/save', { username: 'qa-content-editor', roles: ['content'] }, owner.token);
  content = { username: made.username, token: (await operatorLogin(shop.url, { username: made.username, password: made.password })).token };
  // The tab bar stored once as it is (the defaults): a key never saved is audited with nothing before
  // (server/src/modules/settings/service.ts records `before?.value ?? null`, not the default customers saw).
  const config = await post<{ tabbar: object }>('/api/admin/config/get', {}, owner.token);
  await post('/api/admin/config/save', { key: 'tabbar', value: config.tabbar }, owner.token);
});
afterAll(() => shop?.close());

/** The console in English, wide, with this operator's session already stored (the login is admin-console's to test). */
async function openConsole(who: { username: string; token: string }, roles: string[]) {
  const opened = await openPage(shop, WIDE, 'en-US');
  await opened.page.goto(consoleUrl('/'));
  await opened.page.evaluate((session) => {
    localStorage.setItem('snapmall:admin-session', session);
    localStorage.setItem('snapmall:lang', JSON.stringify('en-us'));
  }, JSON.stringify({ token: who.token, username: who.username, roles }));
  await opened.page.reload();
  return opened;
}

/** What a piece of the page holds that could run: script elements and on* attributes. */
const runnable = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) => ({
    scripts: root.querySelectorAll('script').length,
    handlers: [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
    html: root.innerHTML,
  }));

const ran = (page: Page) => page.evaluate(() => ({ x: (window as { __x?: unknown }).__x, y: (window as { __y?: unknown }).__y }));

describe("the console's content pages", () => {
  it('publishes a notice whose script and handler are stripped in the preview and on the customer\'s page', async () => {
    const { page, context, problems } = await openConsole(content, ['content']);
    // The preview drops the typed <img src=x> as the server does on saving: nothing is fetched for it.
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(r.url()));
    await page.goto(consoleUrl('/content/notices'));
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New notice' }).click();
    await page.getByRole('heading', { name: 'New notice', level: 1 }).waitFor();
    const english = page.getByRole('group', { name: 'English', exact: true });
    const chinese = page.getByRole('group', { name: 'Chinese', exact: true });
    await english.getByLabel('Title').fill('Autumn sale');
    await english.getByLabel('Text (HTML)').fill(HOSTILE);
    await chinese.getByLabel('Title').fill('秋季特賣');
    await chinese.getByLabel('Text (HTML)').fill('<p>特賣</p>');

    // The preview, as customers will see it: the text, no picture from elsewhere, nothing that runs.
    const screen = page.getByTestId('notice-preview-screen');
    await screen.getByRole('heading', { name: 'Autumn sale' }).waitFor();
    await screen.getByText('Sale', { exact: true }).waitFor();
    const preview = await runnable(page, '[data-testid="notice-preview-screen"]');
    expect(preview.scripts).toBe(0);
    expect(preview.handlers).toEqual([]);
    expect(preview.html).not.toContain('__x');
    expect(preview.html).not.toContain('<img');
    await expect(ran(page)).resolves.toEqual({ x: undefined, y: undefined });
    await artifactShot(page, 'admin-content-notice-preview', false);

    // Saved and published: the server cleaned it, and says so; the form holds what was stored.
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.waitForURL(/#\/content\/notices\/\d+\?saved=cleaned$/);
    noticeId = Number(/notices\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByTestId('saved-note').textContent()).resolves.toMatch(/^Saved\. The server removed what is not allowed/);
    const stored = await english.getByLabel('Text (HTML)').inputValue();
    expect(stored).toContain('<p>Sale</p>');
    expect(stored).not.toMatch(/script|onerror|__x|__y|<img/);
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();

    // The customer's notice page, reached from the shop's notice list by anyone: the text, nothing that runs or ran.
    const shopper = await openPage(shop, WIDE, 'en-US');
    await shopper.page.goto(`${shop.url}/#/pages/notice/notice`);
    await shopper.page.getByRole('button', { name: /Autumn sale/ }).click();
    await shopper.page.waitForURL(/#\/pages\/notice\/notice\?id=\d+$/);
    const article = shopper.page.locator('article');
    await article.getByRole('heading', { name: 'Autumn sale' }).waitFor();
    await article.getByText('Sale', { exact: true }).waitFor();
    const onPage = await runnable(shopper.page, 'article');
    expect(onPage.scripts).toBe(0);
    expect(onPage.handlers).toEqual([]);
    expect(onPage.html).not.toMatch(/__x|__y/);
    await expect(ran(shopper.page)).resolves.toEqual({ x: undefined, y: undefined });
    await artifactShot(shopper.page, 'admin-content-notice-shop', false);
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });

  it("renames a tab: the phone preview shows it before saving, the shop's tab bar after", async () => {
    const { page, context, problems } = await openConsole(content, ['content']);
    await page.goto(consoleUrl('/content/config'));
    await page.getByRole('heading', { name: 'Configuration', level: 1 }).waitFor();
    const form = page.getByTestId('config-tabbar');
    const tabs = page.getByTestId('chrome-preview-screen').getByRole('navigation', { name: 'Main' });
    await tabs.getByRole('button', { name: 'Notices', exact: true }).waitFor();
    await expect(tabs.getByRole('button').allTextContents()).resolves.toEqual(['Home', 'Notices', 'Service', 'Me']);

    const words = form.getByRole('group', { name: 'Tab 2', exact: true }).getByLabel('Words (English)');
    await expect(words.inputValue()).resolves.toBe('Notices');
    await words.fill('News');
    // The preview follows the draft before anything is saved.
    await tabs.getByRole('button', { name: 'News', exact: true }).waitFor();
    await expect(tabs.getByRole('button').allTextContents()).resolves.toEqual(['Home', 'News', 'Service', 'Me']);
    const storedBefore = await post<{ tabbar: { list: Array<{ text: Record<string, string> }> } }>('/api/admin/config/get', {}, content.token);
    expect(storedBefore.tabbar.list[1]!.text['en-us']).toBe('Notices');
    await artifactShot(page, 'admin-content-tabbar-preview', false);

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByTestId('config-saved').waitFor();
    const storedAfter = await post<typeof storedBefore>('/api/admin/config/get', {}, content.token);
    expect(storedAfter.tabbar.list.map((t) => t.text['en-us'])).toEqual(['Home', 'News', 'Service', 'Me']);
    expect(problems).toEqual([]);
    await context.close();

    // A fresh visit to the shop's home (the entry page at / has no tab bar): its tab bar has the new words.
    const shopper = await openPage(shop, { width: 375, height: 812 }, 'en-US');
    await shopper.page.goto(`${shop.url}/#/pages/index/index`);
    const shopTabs = shopper.page.getByRole('navigation', { name: 'Main' });
    await shopTabs.getByRole('button', { name: 'News', exact: true }).waitFor();
    await expect(shopTabs.getByRole('button').allTextContents()).resolves.toEqual(['Home', 'News', 'Service', 'Me']);
    await artifactShot(shopper.page, 'admin-content-tabbar-shop', false);
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });

  it("lets an owner find both saves in the audit trail by operator, each before and after side by side", async () => {
    expect(noticeId).toBeGreaterThan(0);
    const { page, context, problems } = await openConsole(owner, ['owner']);
    await page.goto(consoleUrl('/audit'));
    await page.getByRole('heading', { name: 'Audit trail', level: 1 }).waitFor();
    await page.getByLabel('Operator', { exact: true }).fill(content.username);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(new RegExp(`actor=${content.username}`));
    await page.getByTestId('list-total').filter({ hasText: /^2 records$/ }).waitFor();
    const list = page.getByRole('table', { name: 'Audit entries' });
    const rows = list.getByRole('row').filter({ hasText: content.username });
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(2);
    const noticeRow = rows.filter({ hasText: 'notice.create' });
    await expect(noticeRow.textContent()).resolves.toContain(`notice #${noticeId}`);
    const configRow = rows.filter({ hasText: 'config.save' });
    await expect(configRow.textContent()).resolves.toContain('config:tabbar #0');
    // The owner's own actions are not among them.
    await expect(list.getByRole('row').filter({ hasText: owner.username }).count()).resolves.toBe(0);

    // The notice's entry: nothing before (a new notice), after it as stored, the script gone.
    await noticeRow.getByRole('button', { name: /^Open entry \d+/ }).click();
    let entry = page.getByTestId('audit-entry');
    await entry.getByRole('heading', { name: /^Audit entry \d+$/ }).waitFor();
    const diff = entry.getByRole('table', { name: 'Before and after' });
    await expect(diff.getByRole('columnheader').allTextContents()).resolves.toEqual(['Field', 'Before', 'After']);
    const html = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^content_en/ }) });
    const [before, after] = await html.getByRole('cell').allTextContents();
    expect(before).toBe('');
    expect(after).toContain('<p>Sale</p>');
    expect(after).not.toMatch(/script|onerror/);
    await artifactShot(page, 'admin-content-audit-notice', false);
    await entry.getByRole('button', { name: 'Close' }).click();
    await entry.waitFor({ state: 'detached' });

    // The tab bar's entry: the list changed, Notices before and News after, side by side.
    await configRow.getByRole('button', { name: /^Open entry \d+/ }).click();
    entry = page.getByTestId('audit-entry');
    const changed = entry.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^list/ }) });
    await expect(changed.getByRole('rowheader').textContent()).resolves.toBe('listchanged');
    const [listBefore, listAfter] = await changed.getByRole('cell').allTextContents();
    expect(listBefore).toContain('"en-us": "Notices"');
    expect(listBefore).not.toContain('"en-us": "News"');
    expect(listAfter).toContain('"en-us": "News"');
    await expect(entry.getByRole('row').filter({ hasText: 'changed' }).count()).resolves.toBe(1);
    await artifactShot(page, 'admin-content-audit-config', false);
    await page.keyboard.press('Escape');
    await entry.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

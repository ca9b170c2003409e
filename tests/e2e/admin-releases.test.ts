import path from 'node:path';
import type { Page } from 'playwright-core';
import { DeployAccess } from 'server/src/modules/releases/deploy';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot } from '../src/api';
import { nextBuild } from '../src/release/builds';
import { testSmokeRunner } from '../src/release/runner';
import { liveVersion, OPERATOR, publish, startReleaseShop, type Published, type ReleaseShop } from '../src/release/shop';
import { openPage, PHONE, ROOT, WIDE } from '../src/shop';
import { approvedBySecond } from '../src/approvals';

/**
 * The console's Releases and Messages pages (issue 25) in Chromium against the real server: a canary, a promote and
 * a rollback driven through the page, each checked in remotes.json and the page's log; a finance operator without a
 * deploy right sees no Releases page and no buttons, and the server refuses the calls; the header's Messages badge
 * counts a new message (a smoke run that failed) and clears once the Messages page is opened.
 */
let shop: ReleaseShop;
let smokeVerdict: (version: string, failRoute?: string) => Promise<void>;
let first: Published;
let second: Published;
let ownerSession: string;
const FINANCE = { username: 'qa-release-finance', password: '' };
let financeToken: string;

/** The canary remotes.json hands out for mf-bank: its version and share, or undefined. */
async function liveCanary(): Promise<{ version: string; percent: number } | undefined> {
  const registry = (await (await fetch(`${shop.url}/remotes.json`)).json()) as { remotes: Array<{ name: string; canary?: { version: string; percent: number } }> };
  const bank = registry.remotes.find((r) => r.name === 'mf_bank');
  return bank?.canary && { version: bank.canary.version, percent: bank.canary.percent };
}

beforeAll(async () => {
  shop = await startReleaseShop();
  smokeVerdict = await testSmokeRunner(shop.url, shop.db);
  first = await publish(shop, 'mf-bank', path.join(ROOT, 'mf-bank/dist'));
  await smokeVerdict(first.version);
  await shop.admin('/api/admin/release/promote', { remote: 'mf-bank', version: first.version });
  second = await publish(shop, 'mf-bank', nextBuild('mf-bank', 'console release N+1'));
  await smokeVerdict(second.version);
  // A release whose smoke run failed: on the page without Promote, and a message to the operators.
  const broken = await publish(shop, 'mf-bank', nextBuild('mf-bank', 'console release broken'));
  await smokeVerdict(broken.version, broken.routes[0]);

  const { token } = await operatorLogin(shop.url, OPERATOR);
  ownerSession = JSON.stringify({ token, username: OPERATOR.username, roles: ['owner'] });
  // The grant of finance is approved by a second owner (issue 26).
  const made = await approvedBySecond<{ password: string }>(shop, '/api/admin/operator/save', { username: FINANCE.username, roles: ['finance'] }, token);
  FINANCE.password = made.password;
  financeToken = (await operatorLogin(shop.url, FINANCE)).token;
}, 180_000);
afterAll(() => shop?.close());

/** A console page opened with an operator's session already stored (the login page has its own tests). */
async function openConsole(page: Page, route: string, session: string, lang = 'en-us', dark = false) {
  await page.goto(`${shop.url}/admin/`);
  await page.evaluate(
    ({ session, lang, dark }) => {
      localStorage.setItem('snapmall:admin-session', session);
      localStorage.setItem('snapmall:lang', JSON.stringify(lang));
      localStorage.setItem('snapmall:dark', JSON.stringify(dark));
    },
    { session, lang, dark },
  );
  await page.goto(`${shop.url}/admin/#${route}`);
  await page.reload();
  await page.locator('main h1').first().waitFor();
}

/** What `read` answers once it equals `want`, polled: every instance refreshes remotes.json within a second or two. */
async function until<T>(read: () => Promise<T>, want: T): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const got = await read();
    if (JSON.stringify(got) === JSON.stringify(want) || Date.now() > deadline) return got;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const escaped = (text: string) => text.replace(/[.+]/g, '\\$&');
const card = (page: Page, version: string) => page.locator(`[data-testid=release][data-version="${version}"]`);
const newestLog = (page: Page) => page.getByTestId('release-log').locator('li').first();

/** Clicks a button, checks the dialog says what will change, confirms, and waits for the page's answer. */
async function act(page: Page, button: ReturnType<Page['locator']>, effect: string, confirm: string, share?: string) {
  await button.click();
  const dialog = page.getByTestId('confirm');
  await dialog.waitFor();
  if (share) await dialog.getByLabel('Share of clients (%)').fill(share);
  expect(await dialog.getByTestId('action-effect').textContent()).toContain(effect);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await page.getByTestId('release-done').waitFor();
}

describe('the console’s Releases page', () => {
  it('drives a canary, a promote and a rollback, each in remotes.json and the log', async () => {
    const { page, context, problems } = await openPage(shop, WIDE, 'en-US');
    await openConsole(page, '/releases?remote=mf-bank', ownerSession);
    await page.getByTestId('live-stable').getByText(first.version).waitFor();
    expect(await page.getByTestId('live-canary').textContent()).toContain('No canary.');
    // The failed release: its verdict and report, Promote disabled with the reason.
    const failed = page.locator('[data-testid=release]').first();
    expect(await failed.getByTestId('status').first().textContent()).toBe('Smoke run failed');
    expect(await failed.getByRole('button', { name: 'Promote' }).isDisabled()).toBe(true);
    expect(await failed.textContent()).toContain('Its smoke run failed: it can never go live.');

    await act(page, card(page, second.version).getByRole('button', { name: 'Canary…' }), `Send mf-bank ${second.version} to 20 % of clients as the canary`, 'Canary…', '20');
    expect(await page.getByTestId('release-done').textContent()).toBe(`mf-bank ${second.version} is the canary for 20 % of clients now.`);
    expect(await until(liveCanary, { version: second.version, percent: 20 })).toEqual({ version: second.version, percent: 20 });
    await page.getByTestId('live-canary').getByText('to 20 % of clients').waitFor();
    expect(await newestLog(page).innerText()).toMatch(new RegExp(`Canary at 20 % ${escaped(second.version)}\\s+operator:${OPERATOR.username}`));

    await act(page, card(page, second.version).getByRole('button', { name: 'Promote' }), `Promote mf-bank ${second.version} to stable: every customer gets it at their next load`, 'Promote');
    expect(await until(() => liveVersion(shop.url, 'mf-bank'), second.version)).toBe(second.version);
    await page.getByTestId('live-stable').getByText(second.version).waitFor();
    // Promoting the canary ends it too: both entries at the top of the log.
    const top = (await page.getByTestId('release-log').locator('li').allInnerTexts()).slice(0, 2).join('\n');
    expect(top).toMatch(new RegExp(`Promoted ${escaped(second.version)}\\s+operator:${OPERATOR.username}`));
    expect(top).toMatch(new RegExp(`Canary ended ${escaped(second.version)}`));

    await act(page, page.getByRole('button', { name: 'Roll back' }), `Roll mf-bank back: stable goes from ${second.version}`, 'Roll back');
    expect(await until(() => liveVersion(shop.url, 'mf-bank'), first.version)).toBe(first.version);
    await page.getByTestId('live-stable').getByText(first.version).waitFor();
    expect(await newestLog(page).textContent()).toContain('Rolled back');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a finance operator without a deploy right no Releases page and no buttons, and the server refuses the calls', async () => {
    const session = JSON.stringify({ token: financeToken, username: FINANCE.username, roles: ['finance'] });
    const { page, context, problems } = await openPage(shop, WIDE, 'en-US');
    await openConsole(page, '/releases?remote=mf-bank', session);
    await page.getByRole('heading', { level: 1, name: 'Not open to your roles' }).waitFor();
    expect(await page.getByTestId('console-nav').getByRole('heading', { level: 2 }).allTextContents()).not.toContain('Releases');
    expect(await page.getByRole('button', { name: /Promote|Canary|Roll back|Retire/ }).count()).toBe(0);
    for (const [route, body] of [
      ['/api/admin/release/promote', { remote: 'mf-bank', version: second.version }],
      ['/api/admin/release/canary', { remote: 'mf-bank', version: second.version, percent: 10 }],
      ['/api/admin/release/rollback', { remote: 'mf-bank' }],
      ['/api/admin/release/list', { remote: 'mf-bank' }],
    ] as const) {
      await expect(apiPost(shop.url, route, body, financeToken)).rejects.toThrow(/"code":0/);
    }
    await expect(liveVersion(shop.url, 'mf-bank')).resolves.toBe(first.version);

    // Given mf-shopping's deploy right, the page opens to them, for that remote alone.
    await new DeployAccess(shop.db, new OperatorService(shop.db)).grant('cli:test', `operator:${FINANCE.username}`, 'mf-shopping');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Releases' }).waitFor();
    expect(await page.getByLabel('Remote').locator('option').allTextContents()).toEqual([expect.stringMatching(/^mf-shopping/)]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the console’s Messages page', () => {
  it('counts a new message in the header and clears it once read', async () => {
    const { page, context, problems } = await openPage(shop, WIDE, 'en-US');
    await openConsole(page, '/', ownerSession);
    const before = await apiPost<{ count: number }>(shop.url, '/api/admin/message/unread', {}, JSON.parse(ownerSession).token);
    expect(before.count).toBeGreaterThan(0);
    await page.getByRole('link', { name: `Messages ${before.count} unread` }).waitFor();

    // Another smoke run fails: one more message.
    const another = await publish(shop, 'mf-bank', nextBuild('mf-bank', 'console release broken again'));
    await smokeVerdict(another.version, another.routes[0]);
    await page.reload();
    await page.getByRole('link', { name: `Messages ${before.count + 1} unread` }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.getByText(`Smoke run of mf-bank ${another.version} failed`).waitFor();
    await page.getByRole('link', { name: 'Messages, none unread' }).waitFor();
    await expect(apiPost(shop.url, '/api/admin/message/unread', {}, JSON.parse(ownerSession).token)).resolves.toEqual({ count: 0 });
    // The finance operator's are their own: still unread.
    expect((await apiPost<{ count: number }>(shop.url, '/api/admin/message/unread', {}, financeToken)).count).toBe(before.count + 1);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('takes screenshots of both pages on a phone and wide, in both languages, light and dark (SCREENSHOTS=1)', async () => {
    if (!process.env.SCREENSHOTS) return;
    for (const [size, viewport] of [['phone', PHONE], ['wide', WIDE]] as const) {
      for (const [lang, dark] of [['en-us', false], ['zh-tw', true], ['en-us', true]] as const) {
        const { page, context, problems } = await openPage(shop, viewport, 'en-US');
        for (const route of ['/releases?remote=mf-bank', '/messages']) {
          await openConsole(page, route, ownerSession, lang, dark);
          await page.locator('main h1').first().waitFor();
          await page.waitForTimeout(600);
          const name = `console-${route.replace(/\W+/g, '_')}-${size}-${lang}${dark ? '-dark' : ''}`;
          await artifactShot(page, name);
          // A phone's screen as the operator sees it: the top, and the log further down.
          if (size === 'phone') {
            await artifactShot(page, `${name}-top`, false);
            if (route.startsWith('/releases')) {
              await page.locator('#releases-log').scrollIntoViewIfNeeded();
              await artifactShot(page, `${name}-log`, false);
            }
          }
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  }, 120_000);
});

import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { logInDemo } from '../src/layout';
import { nextBuild } from '../src/release/builds';
import { liveVersion, passSmoke, publish, releasesOf, publishLive, secondInstance, startReleaseShop, versionsFetched, type Published, type ReleaseShop } from '../src/release/shop';
import { go, openPage, ROOT } from '../src/shop';

/**
 * Remote releases in the browser (issue 17): a deploy under an open page, a rollback, and two instances following a
 * promote. The bank's real build is release N, a copy with one chunk changed is N+1.
 */
describe('remote releases', () => {
  let shop: ReleaseShop;
  let first: Published;
  let second: Published;
  beforeAll(async () => {
    shop = await startReleaseShop();
    first = await publishLive(shop, 'mf-bank', path.join(ROOT, 'mf-bank/dist'));
    second = await publish(shop, 'mf-bank', nextBuild('mf-bank', 'release N+1'));
    await passSmoke(shop, 'mf-bank', second.version);
  });
  afterAll(() => shop?.close());

  /** Every response of the page, kept in order, so a test can look at what was fetched after a given moment. */
  const record = (page: Page) => {
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    return responses;
  };
  /** Polls every 50 ms until the instance answers the version; answers when it first did (ms since the epoch). */
  const waitForLive = async (url: string, version: string) => {
    const deadline = Date.now() + 2_000;
    while ((await liveVersion(url, 'mf-bank')) !== version) {
      if (Date.now() > deadline) throw new Error(`${url} still does not answer ${version} after 2 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now();
  };

  /** A signed-in customer's deposit page, with every response it gets recorded. */
  async function openDeposit() {
    const opened = await openPage(shop);
    await logInDemo(opened.page, shop);
    const responses = record(opened.page);
    await go(opened.page, shop, '/pages/bank/deposit');
    await opened.page.getByText('Deposit channel').waitFor();
    return { ...opened, responses };
  }

  it('publishes two distinct versions of the one remote, the first live', async () => {
    expect(first.version).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
    expect(second.version).not.toBe(first.version);
    expect(first.routes).toContain('/pages/bank/withdraw_logs');
    await expect(liveVersion(shop.url, 'mf-bank')).resolves.toBe(first.version);
  });

  it('keeps an open page working across a promote: it goes on with its version, and a reload takes the new one', async () => {
    const { page, context, problems, responses } = await openDeposit();
    expect(versionsFetched(responses.map((r) => r.url()), 'mf-bank')).toEqual([first.version]);
    // A mark on this document: it must still be there after the navigation below (no reload in between).
    await page.evaluate(() => ((window as unknown as { releaseTestMark: number }).releaseTestMark = 1));

    await shop.admin('/api/admin/release/promote', { remote: 'mf-bank', version: second.version });
    await waitForLive(shop.url, second.version);
    const sincePromote = responses.length;
    // Within the open page, to a bank page not loaded yet: its chunks come from the version the page runs.
    await go(page, shop, '/pages/my/info');
    // The page's own file, not only its title: the nav bar names the page (from the route table the deposit page
    // loaded) before the page's chunk has come, and CI once looked in between.
    const pageFile = page.waitForResponse((r) => r.url().includes('/remotes/mf-bank/'));
    await page.getByRole('button', { name: 'Withdrawal records', exact: true }).click();
    await page.waitForURL(/#\/pages\/bank\/withdraw_logs/);
    await page.getByRole('heading', { name: 'Withdrawal records' }).first().waitFor();
    await pageFile;
    await expect(page.evaluate(() => (window as unknown as { releaseTestMark?: number }).releaseTestMark)).resolves.toBe(1);
    const after = responses.slice(sincePromote).filter((r) => r.url().includes('/remotes/mf-bank/'));
    expect(after.length).toBeGreaterThan(0);
    expect(versionsFetched(after.map((r) => r.url()), 'mf-bank')).toEqual([first.version]);
    expect(after.filter((r) => r.status() !== 200).map((r) => `${r.status()} ${r.url()}`)).toEqual([]);
    expect(problems).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'Withdrawal records' }).first().waitFor();
    // What this document loaded (the old one's late responses may still be reported after the reload began).
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(versionsFetched(loaded, 'mf-bank')).toEqual([second.version]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('rolls back to the version that was stable before, for the next page load', async () => {
    await shop.admin('/api/admin/release/promote', { remote: 'mf-bank', version: second.version });
    await shop.admin('/api/admin/release/rollback', { remote: 'mf-bank' });
    await waitForLive(shop.url, first.version);
    const { context, problems, responses } = await openDeposit();
    expect(versionsFetched(responses.map((r) => r.url()), 'mf-bank')).toEqual([first.version]);
    expect(problems).toEqual([]);
    await context.close();
    // release/list says which is stable now.
    const stable = (await releasesOf(shop, 'mf-bank')).filter((r) => r.channels.includes('stable')).map((r) => r.version);
    expect(stable).toEqual([first.version]);
  });

  it('two instances on one database both follow a promote within 2 s, and a browser on the second loads it', async () => {
    const other = await secondInstance(shop);
    try {
      await waitForLive(other.url, first.version);
      await shop.admin('/api/admin/release/promote', { remote: 'mf-bank', version: second.version });
      // From the promote's answer (its commit): the 2 s are the instances' refresh, not the promote's own time.
      const promotedAt = Date.now();
      const seen = await Promise.all([waitForLive(shop.url, second.version), waitForLive(other.url, second.version)]);
      expect(Math.max(...seen) - promotedAt).toBeLessThan(2_000);

      const { page, context, problems } = await openPage({ ...shop, url: other.url });
      await logInDemo(page, { ...shop, url: other.url });
      const responses = record(page);
      await page.goto(`${other.url}/#/pages/bank/deposit`);
      await page.getByText('Deposit channel').waitFor();
      const bankFiles = responses.filter((r) => r.url().includes('/remotes/mf-bank/'));
      expect(bankFiles.every((r) => r.url().startsWith(other.url))).toBe(true);
      expect(versionsFetched(bankFiles.map((r) => r.url()), 'mf-bank')).toEqual([second.version]);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await other.app.close();
    }
  });
});

import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { signPreview } from 'server/src/modules/releases/preview';
import { logInDemo } from '../src/layout';
import { nextBuild } from '../src/release/builds';
import { publish, publishLive, startReleaseShop, versionsFetched, type Published, type ReleaseShop } from '../src/release/shop';
import { openPage, ROOT } from '../src/shop';

/**
 * Preview links (issue 17): a link is made for one browser (its client id) and runs the candidate there, in that
 * tab only; any other browser that follows it, first or not, a tampered link and an expired one all get stable.
 * A browser shows its id at `/?preview=`, and with a link made for another browser.
 */
describe('preview links', () => {
  let shop: ReleaseShop;
  let stable: Published;
  let candidate: Published;
  beforeAll(async () => {
    shop = await startReleaseShop();
    stable = await publishLive(shop, 'mf-bank', path.join(ROOT, 'mf-bank/dist'));
    candidate = await publish(shop, 'mf-bank', nextBuild('mf-bank', 'preview candidate'));
  });
  afterAll(() => shop?.close());

  const link = async (clientId: string) =>
    (await shop.admin<{ query: string }>('/api/admin/release/preview', { remote: 'mf-bank', version: candidate.version, client_id: clientId })).query;

  /** Opens the deposit page through `query` in a page; answers the bank versions it ran. */
  const openThrough = async (page: Page, query: string) => {
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    await page.goto(`${shop.url}/${query}#/pages/bank/deposit`);
    await page.getByText('Deposit channel').waitFor();
    return () => versionsFetched(responses.map((r) => r.url()), 'mf-bank');
  };

  /** A browser signed in as the demo customer; `id` is its client id as its page shows it. */
  const browser = async () => {
    const opened = await openPage(shop);
    await logInDemo(opened.page, shop);
    return opened;
  };
  const idShown = (page: Page) => page.getByRole('textbox', { name: "This browser's id" }).inputValue();
  const storedId = (page: Page) => page.evaluate(() => localStorage.getItem('snapmall:client'));

  it('runs the candidate only in the browser the link was made for, in the tab that opened it', async () => {
    // The deployer's browser A tells its id at /?preview= (no link), as docs/deploying.md says.
    const a = await browser();
    await a.page.goto(`${shop.url}/?preview=#/pages/index/index`);
    await a.page.getByText('Preview links are made for one browser').waitFor();
    const idOfA = await idShown(a.page);
    expect(idOfA).toBe(await storedId(a.page));
    const query = await link(idOfA);

    // Another browser B follows the link first: not switched, told why, and shown its own id to ask with.
    const b = await browser();
    expect(await (await openThrough(b.page, query))()).toEqual([stable.version]);
    await b.page.getByText('This preview link was made for another browser').waitFor();
    const idOfB = await idShown(b.page);
    expect(idOfB).toBe(await storedId(b.page));
    expect(idOfB).not.toBe(idOfA);
    await expect(b.page.evaluate(() => sessionStorage.getItem('snapmall:preview'))).resolves.toBeNull();
    // The id is reached from the keyboard and selected whole, to copy.
    await b.page.getByRole('textbox', { name: "This browser's id" }).focus();
    const selected = () => {
      const field = document.activeElement as HTMLInputElement;
      return field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
    };
    await expect(b.page.evaluate(selected)).resolves.toBe(idOfB);

    // A then opens it: the candidate, said so, and kept in that tab.
    const versions = await openThrough(a.page, query);
    expect(versions()).toEqual([candidate.version]);
    await a.page.getByRole('status').filter({ hasText: /Preview: mf-bank/ }).first().waitFor();
    // The token left the address bar (a copied address does not carry it); the hash stayed.
    expect(new URL(a.page.url()).search).toBe('');
    expect(new URL(a.page.url()).hash).toBe('#/pages/bank/deposit');
    await a.page.evaluate(() => (location.hash = '#/pages/bank/withdraw_logs'));
    await a.page.getByRole('heading', { name: 'Withdrawal records' }).first().waitFor();
    expect(versions()).toEqual([candidate.version]);

    // A new tab of A with the link: its preview; a tab of A without it: stable (the preview is the tab's only).
    expect(await (await openThrough(await a.context.newPage(), query))()).toEqual([candidate.version]);
    expect(await (await openThrough(await a.context.newPage(), ''))()).toEqual([stable.version]);
    // B again, after A opened it: still stable.
    expect(await (await openThrough(await b.context.newPage(), query))()).toEqual([stable.version]);
    expect([...a.problems, ...b.problems]).toEqual([]);

    // Leaving the preview: the tab reloads on stable.
    await a.page.getByRole('button', { name: 'Leave preview' }).click();
    await a.page.waitForFunction(() => sessionStorage.getItem('snapmall:preview') === null);
    await a.page.getByText('Withdrawal records').first().waitFor();
    await expect(a.page.getByRole('status').filter({ hasText: /Preview: mf-bank/ }).count()).resolves.toBe(0);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it('keeps a customer on stable when a link its holder never opened reaches them', async () => {
    const query = await link('deployer-laptop-0001');
    const customer = await browser();
    expect(await (await openThrough(customer.page, query))()).toEqual([stable.version]);
    await customer.page.getByText('This preview link was made for another browser').waitFor();
    // Nor does a second try, or a reload, switch them: no browser claims a link by opening it first.
    expect(await (await openThrough(customer.page, query))()).toEqual([stable.version]);
    await customer.page.reload();
    await customer.page.getByText('Deposit channel').waitFor();
    await expect(customer.page.evaluate(() => sessionStorage.getItem('snapmall:preview'))).resolves.toBeNull();
    await customer.context.close();
  });

  it('ignores a link whose signature does not match, or whose client id was edited', async () => {
    const holder = await browser();
    await holder.page.goto(`${shop.url}/?preview=#/pages/index/index`);
    const idOfHolder = await idShown(holder.page);
    const query = await link('someone-else-0001');
    const [payload, signature] = query.slice('?preview='.length).split('.');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const retargeted = Buffer.from(Buffer.from(payload!, 'base64url').toString('utf8').replace('someone-else-0001', idOfHolder)).toString('base64url');
    for (const tampered of [`?preview=${payload}.${flipped}`, `?preview=${retargeted}.${signature}`]) {
      expect(await (await openThrough(holder.page, tampered))()).toEqual([stable.version]);
      await holder.page.getByText('This preview link is not valid').waitFor();
    }
    await holder.context.close();
  });

  it('ignores an expired link, even in the browser it was made for', async () => {
    const holder = await browser();
    await holder.page.goto(`${shop.url}/?preview=#/pages/index/index`);
    const { token } = await signPreview(shop.db, 'mf-bank', candidate.version, await idShown(holder.page), 5, Date.now() - 10 * 60_000);
    expect(await (await openThrough(holder.page, `?preview=${token}`))()).toEqual([stable.version]);
    await holder.page.getByText('This preview link has expired').waitFor();
    await holder.context.close();
  });
});

import { go, openPage, ownRegistry, partialWebRoot, PHONE, registerThroughUi, startShop, uniqueName, WIDE, type Shop } from '../src/shop';

describe('module federation', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  it('loads React and the shared store once: every remote sees the shell store and fetches no React of its own', async () => {
    const { page, context, problems } = await openPage(shop);
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await go(page, shop, '/pages/index/index');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    // Home is the shell's own page: no remote, and no federation runtime (its global is the runtime's mark) until
    // the browser is idle, when the shell fetches the remotes the tab bar leads to ("Me": mf-account).
    const runtimeMarker = /__FEDERATION__/;
    await page.waitForFunction(() => performance.getEntriesByName('snapmall:idle-preload').length > 0, undefined, { timeout: 20_000 });
    const beforeIdle = await page.evaluate(() => {
      const at = performance.getEntriesByName('snapmall:idle-preload')[0]!.startTime;
      return performance.getEntriesByType('resource').filter((e) => e.startTime < at).map((e) => e.name);
    });
    const homeScripts = scripts.filter((s) => beforeIdle.includes(s.url));
    expect(homeScripts.length).toBeGreaterThan(0);
    expect(homeScripts.filter((s) => s.url.includes('/remotes/') || runtimeMarker.test(s.body)).map((s) => s.url)).toEqual([]);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/remotes/mf-account/remoteEntry.js')));

    // Registering happens in the remote's page; the shell's home then shows that user's balance: one store.
    await registerThroughUi(page, shop, uniqueName('fed'));
    await page.getByRole('button', { name: 'Home', exact: true }).click();
    await expect(page.getByTestId('home-balance').textContent()).resolves.toContain('0.00');
    // The kit is a singleton of its own that the shell offers lazily: home and the account pages use none of it, so
    // it is not fetched until a page that does (the bank's) asks for it, and then once, from the shell (below).
    const kitChunk = /\/kit\.[0-9a-f]+\.js$/;
    expect(scripts.filter((s) => kitChunk.test(s.url)).map((s) => s.url)).toEqual([]);
    // The other remotes' pages answer for the same session: their queries carry the shell store's token.
    await go(page, shop, '/pages/bank/deposit');
    await page.getByText('Deposit channel').waitFor();
    await go(page, shop, '/pages/shopping/index');
    await page.getByText('Snap buys left today').waitFor();
    await go(page, shop, '/pages/lottery/lottery');
    await page.getByText('Your points').waitFor();
    expect(scripts.filter((s) => kitChunk.test(s.url))).toHaveLength(1);

    // React's own source marks: present in the shell's bundle, absent from every script a remote served; nor does
    // any remote carry a federation runtime of its own (it borrows the shell's).
    const reactMarker = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|react-dom\.production/;
    expect(scripts.some((s) => !s.url.includes('/remotes/') && reactMarker.test(s.body))).toBe(true);
    for (const remote of ['mf-account', 'mf-bank', 'mf-shopping', 'mf-lottery']) {
      const remoteScripts = scripts.filter((s) => s.url.includes(`/remotes/${remote}/`));
      expect(remoteScripts.map((s) => new URL(s.url).pathname)).toContain(`/remotes/${remote}/remoteEntry.js`);
      expect(remoteScripts.filter((s) => reactMarker.test(s.body) || runtimeMarker.test(s.body)).map((s) => s.url)).toEqual([]);
    }
    const shareInfo = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from?: string; loaded?: boolean }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
      const found: Record<string, string[]> = {};
      for (const host of Object.values(share)) {
        for (const scope of Object.values(host)) {
          for (const [pkg, versions] of Object.entries(scope)) {
            for (const info of Object.values(versions)) if (info.loaded) (found[pkg] ??= []).push(info.from ?? '?');
          }
        }
      }
      return found;
    });
    for (const pkg of ['react', 'react-dom', '@snapmall/shared', 'react-redux', 'react-intl', '@reduxjs/toolkit']) {
      expect([...new Set(shareInfo[pkg] ?? [])]).toEqual(['shell']);
    }
    // A module the shell offers lazily is labelled with the remote that first asked for it, so the kit's source is
    // told by its code: loaded once, and the shell's (its "load more" text), never a remote's own copy.
    expect([...new Set(shareInfo['@snapmall/shared/kit'] ?? [])]).toHaveLength(1);
    expect(scripts.filter((s) => s.url.includes('/remotes/') && s.body.includes('kit.records.more')).map((s) => s.url)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows side windows at ≥ 568 px except on pages that opt out, and none on a phone', async () => {
    const wide = await openPage(shop, WIDE);
    await go(wide.page, shop, '/pages/index/index');
    await wide.page.getByRole('heading', { name: 'Home' }).waitFor();
    await expect(wide.page.locator('aside').count()).resolves.toBe(2);
    await go(wide.page, shop, '/pages/login/index');
    await wide.page.getByRole('heading', { name: 'Login' }).waitFor();
    await expect(wide.page.locator('aside').count()).resolves.toBe(0);
    await wide.context.close();
    const phone = await openPage(shop, PHONE);
    await go(phone.page, shop, '/pages/index/index');
    await phone.page.getByRole('heading', { name: 'Home' }).waitFor();
    await expect(phone.page.locator('aside').count()).resolves.toBe(0);
    await phone.context.close();
  });
});

describe('a remote that is down', () => {
  it('shows "unavailable, retry" on its own routes while home and notices work, and recovers on retry', async () => {
    const webRoot = partialWebRoot([]);
    const shop = await startShop(webRoot);
    try {
      const { page, context } = await openPage(shop);
      await go(page, shop, '/pages/login/index');
      await page.getByTestId('remote-unavailable').waitFor();
      await expect(page.getByText('This section is unavailable').isVisible()).resolves.toBe(true);

      await go(page, shop, '/pages/index/index');
      // Home works, and says which of its shortcuts lead to a section that is down.
      await page.getByRole('heading', { name: 'Shortcuts' }).waitFor();
      await page.getByTestId('shortcut-/pages/bank/deposit').getByText('Unavailable').waitFor();
      await expect(page.getByTestId('shortcut-/contact').textContent()).resolves.toBe('Customer service');
      await go(page, shop, '/pages/notice/notice');
      await page.getByText('Welcome to SnapMall').waitFor();

      // The team redeploys the remote: Retry loads it without reloading the shell.
      const { symlinkSync, mkdirSync } = await import('node:fs');
      const path = await import('node:path');
      await go(page, shop, '/pages/my/info');
      await page.getByTestId('remote-unavailable').waitFor();
      mkdirSync(path.join(webRoot, 'mf-account'));
      symlinkSync(path.join(__dirname, '../../mf-account/dist'), path.join(webRoot, 'mf-account/dist'));
      await page.getByRole('button', { name: 'Retry', exact: true }).click();
      // "Me" needs a session: the freshly loaded remote's guard sends the visitor to its login page.
      await page.getByLabel('Account').waitFor();
      expect(page.url()).toContain('/pages/login/index?redirect=');
      await context.close();
    } finally {
      await shop.close();
    }
  });

  it('a remote whose manifest points nowhere shows the page in Chinese too', async () => {
    const shop = await startShop(
      partialWebRoot([]),
      ownRegistry({ remotes: [{ name: 'mf_account', manifest: 'http://127.0.0.1:9/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] }] }),
    );
    try {
      const { page, context } = await openPage(shop);
      await go(page, shop, '/pages/index/index');
      await page.evaluate(() => localStorage.setItem('snapmall:lang', '"zh-tw"'));
      await go(page, shop, '/pages/login/register');
      await page.reload();
      await page.getByText('此區塊暫時無法使用').waitFor();
      await context.close();
    } finally {
      await shop.close();
    }
  });
});

import path from 'node:path';
import type { Response } from 'playwright-core';
import { logInDemo } from '../src/layout';
import { buildWithThrowingRoute } from '../src/release/builds';
import { passSmoke, publish, publishLive, releasesOf, startReleaseShop, versionsFetched, type Published, type ReleaseShop } from '../src/release/shop';
import { go, openPage, ROOT } from '../src/shop';

interface Registry {
  remotes: Array<{ remote?: string; name: string; version?: string; canary?: { version: string; percent: number } }>;
}

/**
 * A canary that breaks withdrawn by itself (issue 17): every client on it (100 %) reports its failures from the
 * shell, the judge (ticking every half second here, after 3 loads) sees the canary failing far more than stable and
 * takes it off; the next page load runs stable, the log says 'withdraw' and the operators are told.
 */
describe('the canary judge', () => {
  let shop: ReleaseShop;
  let stable: Published;
  let canary: Published;
  beforeAll(async () => {
    shop = await startReleaseShop({ canaryJudgeMs: 500, canaryMinLoads: 3 });
    stable = await publishLive(shop, 'mf-bank', path.join(ROOT, 'mf-bank/dist'));
    canary = await publish(shop, 'mf-bank', buildWithThrowingRoute('mf-bank', '/pages/bank/deposit'));
    // A page that throws only once it renders in a customer's session could pass a smoke run: the canary must catch it.
    await passSmoke(shop, 'mf-bank', canary.version);
    await shop.admin('/api/admin/release/canary', { remote: 'mf-bank', version: canary.version, percent: 100 });
  });
  afterAll(() => shop?.close());

  const bankEntry = async () => {
    const registry = (await (await fetch(`${shop.url}/remotes.json`)).json()) as Registry;
    return registry.remotes.find((r) => r.remote === 'mf-bank');
  };

  /** One customer's visit to the deposit page; answers the bank versions it ran and whether the page broke. */
  const visit = async () => {
    const { page, context } = await openPage(shop);
    await logInDemo(page, shop);
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    // The shell's report of this load (it batches for 2 s): wait for it, as a customer's tab stays open that long.
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/telemetry/remote') && r.status() === 200, { timeout: 10_000 });
    await go(page, shop, '/pages/bank/deposit');
    await page.getByTestId('remote-unavailable').or(page.getByText('Deposit channel')).first().waitFor();
    const broke = (await page.getByTestId('remote-unavailable').count()) > 0;
    await reported;
    await context.close();
    return { versions: versionsFetched(responses.map((r) => r.url()), 'mf-bank'), broke };
  };

  it('hands the canary to every client at 100 %, whose pages break', async () => {
    const entry = await bankEntry();
    expect(entry?.version).toBe(stable.version);
    expect(entry?.canary).toMatchObject({ version: canary.version, percent: 100 });
    await expect(visit()).resolves.toEqual({ versions: [canary.version], broke: true });
  });

  it('withdraws it once the failures are counted, and the next load runs stable', async () => {
    for (let n = 0; n < 3; n += 1) await visit();
    const deadline = Date.now() + 15_000;
    while ((await bankEntry())?.canary) {
      if (Date.now() > deadline) throw new Error('the canary is still on after 15 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    const counted = await shop.db.query<{ kind: string; count: string }>(
      `SELECT kind, sum(count)::text AS count FROM release_telemetry WHERE remote = 'mf-bank' AND version = $1 GROUP BY kind`,
      [canary.version],
    );
    // Judged on its reports (loads and failures): every load of it failed, and there were enough of them.
    const loads = Number(counted.find((c) => c.kind === 'load')?.count ?? 0);
    const failures = Number(counted.find((c) => c.kind === 'failure')?.count ?? 0);
    expect(failures).toBe(loads);
    expect(loads + failures).toBeGreaterThanOrEqual(3);

    await expect(visit()).resolves.toEqual({ versions: [stable.version], broke: false });

    const log = await shop.db.query<{ action: string; version: string; note: string }>(
      `SELECT l.action, r.version, l.note FROM release_channel_log l JOIN releases r ON r.id = l.release_id WHERE l.remote = 'mf-bank' ORDER BY l.id`,
    );
    expect(log.map((l) => `${l.action} ${l.version}`)).toEqual([`promote ${stable.version}`, `canary ${canary.version}`, `withdraw ${canary.version}`]);
    // The figures the judge saw (a report still in flight then may have been counted since).
    expect(log[2]!.note).toMatch(/^failures \d+\/\d+ \(50 %\) vs stable 0\/0 \(0 %\)$/);
    const { list } = await shop.admin<{ list: Array<{ kind: string; title: string; body: string }> }>('/api/admin/message/list', { page: 1 });
    expect(list.some((m) => `${m.title} ${m.body}`.includes(canary.version))).toBe(true);
    // release/list shows the canary off and its failures.
    const listed = (await releasesOf(shop, 'mf-bank')).find((r) => r.version === canary.version);
    expect(listed?.channels).toEqual([]);
    expect(listed?.telemetry.failures_window).toBeGreaterThan(0);
  });
});

import { inCanary, type RemoteRegistryEntry } from '@snapmall/shared';
import { ownerOf } from '../routing/owner';
import { loadRemoteRoutes } from '../federation/federation';
import { CLIENT_KEY } from '../federation/clientId';
import { loadRoutes, reportPageFailure } from './registry';
import { fetchRegistry } from './registryRequest';
import { resetTelemetry } from './telemetry';

jest.mock('../federation/federation', () => ({ loadRemoteRoutes: jest.fn() }));

const entries = [
  { name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
  { name: 'mf_bank', manifest: 'https://bank.cdn.test/mf-manifest.json', prefixes: ['/pages/bank/'] },
  { name: 'mf_shopping', manifest: '/remotes/mf-shopping/mf-manifest.json', prefixes: ['/pages/shopping/'] },
  { name: 'mf_lottery', manifest: '/remotes/mf-lottery/mf-manifest.json', prefixes: ['/pages/lottery/'] },
];
const answer = (body: object) => jest.fn().mockResolvedValue({ ok: true, json: async () => body }) as unknown as typeof fetch;

it('finds the remote that owns a path by its prefixes', () => {
  expect(ownerOf(entries, '/pages/my/info')?.name).toBe('mf_account');
  expect(ownerOf(entries, '/pages/bank/deposit')?.name).toBe('mf_bank');
  expect(ownerOf(entries, '/pages/shopping/recentorder_detail')?.name).toBe('mf_shopping');
  expect(ownerOf(entries, '/pages/lottery/notcount_detail')?.name).toBe('mf_lottery');
  expect(ownerOf(entries, '/pages/unknown/page')).toBeUndefined();
});

it('reads the vitals sample rate from remotes.json: the server’s share, every page load when it says none or nonsense', async () => {
  globalThis.fetch = answer({ remotes: entries, vitals: { sample_rate: 0.25 } });
  expect((await fetchRegistry()).vitalsSampleRate).toBe(0.25);
  globalThis.fetch = answer({ remotes: entries, vitals: { sample_rate: 0 } });
  expect((await fetchRegistry()).vitalsSampleRate).toBe(0);
  for (const vitals of [undefined, { sample_rate: 2 }, { sample_rate: '0.5' }]) {
    globalThis.fetch = answer({ remotes: entries, vitals });
    expect((await fetchRegistry()).vitalsSampleRate).toBe(1);
  }
});

it('reads remotes.json and drops malformed entries', async () => {
  globalThis.fetch = answer({ remotes: [...entries, { name: 'broken' }, { name: 'x', manifest: 'm', prefixes: 'nope' }] });
  const registry = await fetchRegistry();
  expect(registry.remotes).toEqual(entries.map((entry) => ({ ...entry, channel: 'stable' })));
  expect(registry.preview).toBeUndefined();
});

it('rejects when remotes.json cannot be read', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 }) as unknown as typeof fetch;
  await expect(fetchRegistry()).rejects.toThrow('503');
});

describe('a release with a canary out', () => {
  const stable = '/remotes/mf-bank/v/0.1.0+aaaaaaaaaaaa/mf-manifest.json';
  const canary = { version: '0.2.0+bbbbbbbbbbbb', manifest: '/remotes/mf-bank/v/0.2.0+bbbbbbbbbbbb/mf-manifest.json', percent: 10 };
  const bank = { name: 'mf_bank', remote: 'mf-bank', manifest: stable, prefixes: ['/pages/bank/'], version: '0.1.0+aaaaaaaaaaaa', canary };
  const clients = Array.from({ length: 400 }, (_, i) => `client-${i}-0000`);

  it('runs the canary for the clients in its share and stable for the others, by the shared hash', async () => {
    globalThis.fetch = answer({ remotes: [bank] });
    const channels = new Set<string>();
    for (const client of clients) {
      const [chosen] = (await fetchRegistry('remotes.json', client)).remotes;
      const expected = inCanary(client, 'mf-bank', 10);
      expect(chosen).toEqual({
        name: 'mf_bank',
        remote: 'mf-bank',
        prefixes: ['/pages/bank/'],
        manifest: expected ? canary.manifest : stable,
        version: expected ? canary.version : '0.1.0+aaaaaaaaaaaa',
        channel: expected ? 'canary' : 'stable',
      });
      channels.add(chosen!.channel);
    }
    expect([...channels].sort()).toEqual(['canary', 'stable']);
  });

  it('runs a previewed release as it is, canary or not', async () => {
    const previewed = { ...bank, manifest: canary.manifest, version: canary.version, preview: true, canary: undefined };
    const expires = Date.now() + 60_000;
    globalThis.fetch = answer({ remotes: [previewed], preview: { state: 'active', remote: 'mf-bank', version: canary.version, expires } });
    const registry = await fetchRegistry('remotes.json', clients[0]);
    expect(registry.remotes[0]).toMatchObject({ manifest: canary.manifest, version: canary.version, channel: 'preview' });
    expect(registry.preview).toEqual({ state: 'active', remote: 'mf-bank', version: canary.version, expires });
  });
});

describe("a remote's route table", () => {
  const bank: RemoteRegistryEntry = { name: 'mf_bank', remote: 'mf-bank', manifest: '/remotes/mf-bank/v/0.1.0+aaaaaaaaaaaa/mf-manifest.json', prefixes: ['/pages/bank/'], version: '0.1.0+aaaaaaaaaaaa' };
  const route = (path: string) => ({ path, component: () => null, title: 't', sideWindows: true, auth: 'any' as const });
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    resetTelemetry();
    fetchMock = jest.fn().mockResolvedValue({ ok: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const sent = () => fetchMock.mock.calls.flatMap(([, init]) => (JSON.parse((init as RequestInit).body as string) as { events: object[] }).events);

  it('keeps only the routes under its prefixes, says which it left out, and reports the load and the stray', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemoteRoutes).mockResolvedValue({
      name: 'mf_bank',
      messages: { 'en-us': {}, 'zh-tw': {} },
      routes: [route('/pages/bank/deposit'), route('/pages/my/info'), route('/pages/bank/withdraw')],
    });
    const module = await loadRoutes(bank);
    expect(module.routes.map((r) => r.path)).toEqual(['/pages/bank/deposit', '/pages/bank/withdraw']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('mf-bank declares the route /pages/my/info outside its prefixes'));
    // Telemetry is a lazy chunk: the events reach it a few microtasks later, then wait for the batch.
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sent()).toEqual([
      { remote: 'mf-bank', version: '0.1.0+aaaaaaaaaaaa', kind: 'load' },
      { remote: 'mf-bank', version: '0.1.0+aaaaaaaaaaaa', kind: 'failure', error: 'RouteOutsidePrefixes', route: '/pages/my/info' },
    ]);
    error.mockRestore();
  });

  it('reports a clean load once the page has settled, not on its critical path', async () => {
    // A fresh registry module: the telemetry chunk not yet loaded, as on a page's first remote.
    await jest.isolateModulesAsync(async () => {
      const fresh = { federation: await import('../federation/federation'), registry: await import('./registry') };
      jest.mocked(fresh.federation.loadRemoteRoutes).mockResolvedValue({ name: 'mf_bank', messages: { 'en-us': {}, 'zh-tw': {} }, routes: [route('/pages/bank/deposit')] });
      await fresh.registry.loadRoutes(bank);
    });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent()).toEqual([{ remote: 'mf-bank', version: '0.1.0+aaaaaaaaaaaa', kind: 'load' }]);
  });

  it("reports a page's failure by the name of its error and its route", async () => {
    reportPageFailure(bank, Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }), '/pages/bank/deposit');
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sent()).toEqual([{ remote: 'mf-bank', version: '0.1.0+aaaaaaaaaaaa', kind: 'failure', error: 'ChunkLoadError', route: '/pages/bank/deposit' }]);
  });

  it('reports a remote that cannot be loaded after its attempts, by the name of the last cause', async () => {
    const chunk = Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' });
    jest.mocked(loadRemoteRoutes).mockRejectedValue(chunk);
    const failing = loadRoutes({ ...bank, name: 'mf_bank_failing' }, true);
    const settled = failing.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10_000);
    expect((await settled) as Error).toMatchObject({ remote: 'mf_bank_failing' });
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sent()).toEqual([{ remote: 'mf-bank', version: '0.1.0+aaaaaaaaaaaa', kind: 'failure', error: 'ChunkLoadError' }]);
  });
});

/**
 * A visit shorter than the load report's delay (issue 25): the page is hidden or left before the telemetry chunk is
 * fetched, and then cannot fetch it; the main bundle sends the waiting load itself, by beacon, with the client id.
 */
describe('a short visit', () => {
  const bank: RemoteRegistryEntry = { name: 'mf_bank', remote: 'mf-bank', manifest: '/remotes/mf-bank/v/0.1.0+aaaaaaaaaaaa/mf-manifest.json', prefixes: ['/pages/bank/'], version: '0.1.0+aaaaaaaaaaaa' };
  const route = { path: '/pages/bank/deposit', component: () => null, title: 't', sideWindows: true, auth: 'any' as const };
  const CLIENT = 'client-short-visit-1';
  let fetchMock: jest.Mock;
  let sendBeacon: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.setItem(CLIENT_KEY, CLIENT);
    fetchMock = jest.fn().mockResolvedValue({ ok: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  });

  /** A fresh registry module (no telemetry chunk yet, as on a page's first remote) that has loaded `entry`. */
  async function visit(entry: RemoteRegistryEntry) {
    await jest.isolateModulesAsync(async () => {
      const federation = await import('../federation/federation');
      const registry = await import('./registry');
      jest.mocked(federation.loadRemoteRoutes).mockResolvedValue({ name: entry.name, messages: { 'en-us': {}, 'zh-tw': {} }, routes: [route] });
      await registry.loadRoutes(entry);
    });
  }

  /** jsdom's Blob has no text(); its FileReader reads on a timer, which the test's clock runs. */
  const text = async (blob: Blob) => {
    const reader = new FileReader();
    const read = new Promise<string>((resolve) => reader.addEventListener('load', () => resolve(reader.result as string)));
    reader.readAsText(blob);
    await jest.advanceTimersByTimeAsync(0);
    return read;
  };
  const beaconed = async () => {
    const calls: Array<{ url: string; type: string; body: unknown }> = [];
    for (const [url, blob] of sendBeacon.mock.calls as Array<[string, Blob]>) calls.push({ url, type: blob.type, body: JSON.parse(await text(blob)) });
    return calls;
  };

  it.each([
    ['left (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
    ['hidden (visibilitychange)', () => document.dispatchEvent(new Event('visibilitychange'))],
  ])('beacons the waiting load when the page is %s half a second in, and sends it only once', async (_, leave) => {
    await visit(bank);
    await jest.advanceTimersByTimeAsync(500);
    leave();
    expect(await beaconed()).toEqual([
      { url: '/api/telemetry/remote', type: 'application/json', body: { client: CLIENT, events: [{ remote: 'mf-bank', version: bank.version, kind: 'load' }] } },
    ]);
    // The chunk, fetched later after all (a tab only hidden), finds nothing left to send.
    await jest.advanceTimersByTimeAsync(5_000);
    leave();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves to the chunk what it has been handed, and beacons nothing for a remote served from its local build', async () => {
    await visit({ ...bank, version: undefined, name: 'mf_bank_local' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    await visit(bank);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    // The chunk's own leaving handler has nothing queued; the main bundle's has nothing waiting.
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

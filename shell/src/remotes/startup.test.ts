import { loadRegistry } from './registry';
import { initialPath } from './early';

it('reads the first page from the hash router address', () => {
  expect(initialPath('#/pages/login/index?redirect=%2Fpages%2Fmy%2Finfo')).toBe('/pages/login/index');
  expect(initialPath('#/pages/index/index')).toBe('/pages/index/index');
  expect(initialPath('')).toBe('/');
  expect(initialPath('#')).toBe('/');
});

it('asks for remotes.json once, however many parts of the shell want it', async () => {
  const remotes = [{ name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/'] }];
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ remotes }) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const [first, second] = await Promise.all([loadRegistry(), loadRegistry()]);
  expect(first).toEqual(remotes.map((entry) => ({ ...entry, channel: 'stable' })));
  expect(second).toBe(first);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

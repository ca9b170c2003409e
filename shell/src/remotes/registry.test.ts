import { ownerOf } from '../routing/registry';
import { fetchRegistry } from './registry';

const entries = [
  { name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
  { name: 'mf_bank', manifest: 'https://bank.cdn.test/mf-manifest.json', prefixes: ['/pages/bank/'] },
  { name: 'mf_shopping', manifest: '/remotes/mf-shopping/mf-manifest.json', prefixes: ['/pages/shopping/'] },
  { name: 'mf_lottery', manifest: '/remotes/mf-lottery/mf-manifest.json', prefixes: ['/pages/lottery/'] },
];

it('finds the remote that owns a path by its prefixes', () => {
  expect(ownerOf(entries, '/pages/my/info')?.name).toBe('mf_account');
  expect(ownerOf(entries, '/pages/bank/deposit')?.name).toBe('mf_bank');
  expect(ownerOf(entries, '/pages/shopping/recentorder_detail')?.name).toBe('mf_shopping');
  expect(ownerOf(entries, '/pages/lottery/notcount_detail')?.name).toBe('mf_lottery');
  expect(ownerOf(entries, '/pages/unknown/page')).toBeUndefined();
});

it('reads remotes.json and drops malformed entries', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ remotes: [...entries, { name: 'broken' }, { name: 'x', manifest: 'm', prefixes: 'nope' }] }),
  }) as unknown as typeof fetch;
  await expect(fetchRegistry()).resolves.toEqual(entries);
});

it('rejects when remotes.json cannot be read', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 }) as unknown as typeof fetch;
  await expect(fetchRegistry()).rejects.toThrow('503');
});

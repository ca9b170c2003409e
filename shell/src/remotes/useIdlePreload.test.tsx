import { act } from '@testing-library/react';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import type { RemoteRegistryEntry } from '@snapmall/shared';
import { prefetchRemote } from '../federation/prefetch';
import { IDLE_PRELOAD_MARK, useIdlePreload } from './useIdlePreload';

jest.mock('../federation/prefetch', () => ({
  ...jest.requireActual('../federation/prefetch'),
  prefetchRemote: jest.fn(async () => undefined),
}));

const REGISTRY: RemoteRegistryEntry[] = [
  { name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
  { name: 'mf_bank', manifest: '/remotes/mf-bank/mf-manifest.json', prefixes: ['/pages/bank/'] },
];

function Probe({ registry }: { registry: RemoteRegistryEntry[] | null }) {
  useIdlePreload(registry);
  return null;
}

let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  jest.mocked(prefetchRemote).mockClear();
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as unknown as typeof window.requestIdleCallback;
  window.cancelIdleCallback = jest.fn();
  performance.mark = jest.fn() as unknown as typeof performance.mark;
});
const runIdle = () => act(async () => {
  const callbacks = idle;
  idle = [];
  callbacks.forEach((callback) => callback());
});

it('fetches the remotes the tab bar leads to once the browser is idle, and marks when it starts', async () => {
  renderWithProviders(<Probe registry={REGISTRY} />);
  expect(prefetchRemote).not.toHaveBeenCalled();
  await runIdle();
  // The default tab bar: home, notices, service (shell pages) and "me" (mf-account); no tab leads to mf-bank.
  expect(jest.mocked(prefetchRemote).mock.calls.map(([entry]) => entry.name)).toEqual(['mf_account']);
  expect(performance.mark).toHaveBeenCalledWith(IDLE_PRELOAD_MARK);
  await runIdle();
  expect(prefetchRemote).toHaveBeenCalledTimes(1);
});

it('waits for the registry, and preloads nothing for a visitor who asked to save data', async () => {
  const { unmount } = renderWithProviders(<Probe registry={null} />);
  await runIdle();
  expect(prefetchRemote).not.toHaveBeenCalled();
  unmount();
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  renderWithProviders(<Probe registry={REGISTRY} />);
  await runIdle();
  expect(prefetchRemote).not.toHaveBeenCalled();
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

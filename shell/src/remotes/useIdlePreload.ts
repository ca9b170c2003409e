import { useEffect } from 'react';
import type { RemoteRegistryEntry } from '@snapmall/shared';
import { useTabBar } from '../common/config/useShopConfig';
import { prefetchRemote } from '../federation/prefetch';
import { ownerOf } from '../routing/owner';
import { loadedAlready } from './registry';

/** Marked when the idle preload starts, so a measurement can tell the page's own scripts from the head start. */
export const IDLE_PRELOAD_MARK = 'snapmall:idle-preload';

type Idle = (callback: () => void) => () => void;
const whenIdle: Idle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 2_000);
  return () => window.clearTimeout(handle);
};

const saveData = () => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/**
 * Once the page has loaded and the browser is idle, fetches the files of the remotes the tab bar leads to (one
 * after the other, each in an idle moment) into the cache without running them (prefetch.ts; the federation
 * chunk itself is prefetched by the bundler, federationPrefetch.ts), so the first tap on "Me" needs no network for them
 * while the page open now spends no main-thread time on them. Skipped when the visitor asked to save data or is
 * offline.
 */
export function useIdlePreload(registry: RemoteRegistryEntry[] | null) {
  const tabBar = useTabBar();
  const paths = tabBar.list.map((tab) => tab.pagePath).join('\n');
  useEffect(() => {
    if (!registry || saveData()) return;
    const owners = [...new Set(paths.split('\n').map((path) => ownerOf(registry, path)).filter((o) => o !== undefined))];
    if (owners.length === 0) return;
    let cancel = () => undefined as void;
    let stopped = false;
    const next = (index: number) => {
      const owner = owners[index];
      if (stopped || !owner || !navigator.onLine) return;
      cancel = whenIdle(() => {
        if (index === 0) {
          performance.mark(IDLE_PRELOAD_MARK);
          import('./federationPrefetch').catch(() => undefined);
        }
        void (loadedAlready(owner) ? Promise.resolve() : prefetchRemote(owner)).then(() => next(index + 1));
      });
    };
    const start = () => next(0);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      cancel();
      window.removeEventListener('load', start);
    };
  }, [registry, paths]);
}

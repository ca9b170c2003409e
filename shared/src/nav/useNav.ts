import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../api/baseQuery';
import { readStored, STORAGE_KEYS } from '../session/storage';
import { useAppDispatch } from '../store/store';
import { directionSet, serviceSheetToggled, toastShown } from '../ui/uiSlice';
import type { CustomerEntry } from '../contract/common';
import { historySteps, historyStore } from './history';
import { CONTACT_PATH } from '../remote/links';

// SPEC.md §2's customer-service path: defined beside the other paths a link may lead to (remote/links.ts).
export { CONTACT_PATH };

/** Pending restore: the scroll position of the page that back is returning to. */
let pendingScroll: number | undefined;
export function takePendingScroll(): number | undefined {
  const value = pendingScroll;
  pendingScroll = undefined;
  return value;
}

const pathOnly = (to: string) => to.split('?')[0] ?? to;

/**
 * navigate / redirect / relaunch / back, and switchTab (a tab-to-tab move replaces the last entry).
 * Each keeps the stored route history and the current scroll position up to date.
 */
export function useNav() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const leave = () => historyStore.write(historySteps.saveScroll(historyStore.read(), window.scrollY));
    /** One address opens at once; several let the user choose; none says so. */
    const openContact = () => {
      const list = readStored<CustomerEntry[]>(STORAGE_KEYS.serviceList) ?? [];
      const url = readStored<string>(STORAGE_KEYS.serviceUrl);
      if (list.length > 1) dispatch(serviceSheetToggled(true));
      else if (url) window.open(url, '_blank', 'noopener');
      else dispatch(toastShown({ id: 'service.none' }));
    };
    const go = (to: string, mode: 'push' | 'replace' | 'relaunch') => {
      if (pathOnly(to) === CONTACT_PATH) return openContact();
      leave();
      const stack = historyStore.read();
      historyStore.write(
        mode === 'push' ? historySteps.push(stack, to) : mode === 'replace' ? historySteps.replace(stack, to) : historySteps.relaunch(to),
      );
      dispatch(directionSet(mode === 'push' ? 'forward' : 'none'));
      navigate(to, { replace: mode !== 'push' });
    };
    return {
      navigate: (to: string) => go(to, 'push'),
      redirect: (to: string) => go(to, 'replace'),
      relaunch: (to: string) => go(to, 'relaunch'),
      switchTab: (to: string) => go(to, 'replace'),
      openContact,
      back: () => {
        const { stack, target } = historySteps.back(historyStore.read());
        dispatch(directionSet('back'));
        if (!target) {
          historyStore.write(historySteps.relaunch(HOME_PATH));
          navigate(HOME_PATH, { replace: true });
          return;
        }
        historyStore.write(stack);
        pendingScroll = target.scrollY;
        navigate(target.path, { replace: true });
      },
    };
  }, [navigate, dispatch]);
}

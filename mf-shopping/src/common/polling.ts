import { useSyncExternalStore } from 'react';

/** How often live pages ask the server again while the customer is looking at them. */
export const LIVE_POLL_MS = 5_000;

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const visible = () => document.visibilityState !== 'hidden';

/**
 * The polling interval of a live page: LIVE_POLL_MS while the tab is visible, off while it is hidden (a phone in a
 * pocket does not keep asking); coming back asks at once, since RTK Query polls again when the interval returns.
 */
export function useLivePolling(): number {
  return useSyncExternalStore(subscribe, visible, () => true) ? LIVE_POLL_MS : 0;
}

import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const visible = () => document.visibilityState !== 'hidden';

/**
 * Whether the user can see the page: live pages poll only then (a phone in a pocket does not keep asking), and
 * coming back asks at once, since RTK Query polls again when the interval returns.
 */
export const usePageVisible = () => useSyncExternalStore(subscribe, visible, () => true);

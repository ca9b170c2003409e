import { useSyncExternalStore } from 'react';

/** The console's wide layout starts here: a side menu and tables; below it a drawer and cards. */
export const WIDE_MIN_WIDTH = 900;
const QUERY = `(min-width: ${WIDE_MIN_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is at least {@link WIDE_MIN_WIDTH} wide, following resizes and rotation. */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => true);
}

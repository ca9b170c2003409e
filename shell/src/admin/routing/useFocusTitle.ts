import { useEffect, useRef } from 'react';

const WAIT_MS = 5_000;

/**
 * After each move to another page (not the first load), focus goes to the new page's title, so a keyboard or
 * screen-reader user starts there instead of at the top of the menu. A page that arrives later (a lazy chunk, a
 * remote) is waited for.
 */
export function useFocusTitle(key: string, main: () => HTMLElement | null) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = Date.now();
    let frame = 0;
    const look = () => {
      const title = main()?.querySelector<HTMLElement>('h1');
      if (title) {
        if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
        title.focus();
      } else if (Date.now() - started < WAIT_MS) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [key, main]);
}

import { useLayoutEffect } from 'react';
import { directionSet, historySteps, historyStore, takePendingScroll, useAppDispatch } from '@snapmall/shared';

/**
 * Keeps the stored route history in line with the location, also when the user used the browser's own back
 * button or typed a URL, and restores the scroll position when going back.
 */
export function useHistorySync(location: string) {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    const pending = takePendingScroll();
    const { stack, mode } = historySteps.sync(historyStore.read(), location);
    historyStore.write(stack);
    if (mode === 'back') dispatch(directionSet('back'));
    const scrollY = pending ?? (mode === 'back' ? stack[stack.length - 1]?.scrollY : undefined);
    if (scrollY === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    // The page may still be loading its data: try again for a short while until the document is tall enough.
    let tries = 0;
    const restore = () => {
      window.scrollTo(0, scrollY);
      if (window.scrollY < scrollY && tries++ < 20) timer = setTimeout(restore, 50);
    };
    let timer = setTimeout(restore, 0);
    return () => clearTimeout(timer);
  }, [location, dispatch]);
}

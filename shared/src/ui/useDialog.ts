import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal's keyboard and history manners while it is open: it takes focus (its first control), keeps Tab and
 * Shift+Tab inside, closes on Escape and on browser Back (the hash changing under it), and gives focus back to what
 * had it when it closes.
 */
export function useDialog<T extends HTMLElement>(open: boolean, onClose: () => void): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const focusables = () => [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (focusables()[0] ?? ref.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const list = focusables();
        if (list.length === 0) return event.preventDefault();
        const first = list[0]!;
        const last = list[list.length - 1]!;
        const inside = ref.current?.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Only a real move: a hashchange still queued from the navigation that opened it (/#/contact) is not one.
    const openedAt = window.location.href;
    const onBack = () => {
      if (window.location.href !== openedAt) close.current();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onBack);
    window.addEventListener('hashchange', onBack);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onBack);
      window.removeEventListener('hashchange', onBack);
      if (before && document.contains(before)) before.focus();
    };
  }, [open]);
  return ref;
}

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store';
import styles from './Overlays.module.css';
import { TOAST_MS } from './timings';
import { selectToast, toastHidden } from './uiSlice';
import { useNoticeText } from './useText';

/** The one toast of the page; a new toast replaces the old one and lives 1500 ms. */
export function Toast() {
  const toast = useAppSelector(selectToast);
  const dispatch = useAppDispatch();
  const text = useNoticeText();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dispatch(toastHidden(toast.key)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);
  if (!toast) return null;
  return (
    <div className={styles.toast} role="status" aria-live="polite" data-testid="toast">
      {text(toast)}
    </div>
  );
}

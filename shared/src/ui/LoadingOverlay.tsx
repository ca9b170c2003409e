import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../store/store';
import styles from './Overlays.module.css';
import { selectLoading } from './uiSlice';

/** Shown while counted requests are in flight; it appears only after 300 ms so fast answers don't flash. */
export function LoadingOverlay() {
  const loading = useAppSelector(selectLoading);
  if (!loading) return null;
  return (
    <div className={styles.loading} role="progressbar" aria-busy="true" data-testid="loading">
      <span className={styles.spinner} />
      <span hidden>
        <FormattedMessage id="common.loading" />
      </span>
    </div>
  );
}

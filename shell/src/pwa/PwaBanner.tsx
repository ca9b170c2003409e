import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import { useOnline } from '../common/online';
import styles from './Pwa.module.css';
import { applyUpdate, useUpdateWaiting } from './serviceWorker';

/**
 * "New version — reload" while a new deploy's worker waits, else a note while the browser is offline. The live
 * region is always there, so what appears in it is announced.
 */
export function PwaBanner() {
  const waiting = useUpdateWaiting();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {waiting ? (
        <div className={styles.banner} data-testid="update-banner">
          <p>
            <FormattedMessage id="pwa.update.text" />
          </p>
          <Button onClick={applyUpdate}>
            <FormattedMessage id="pwa.update.reload" />
          </Button>
        </div>
      ) : (
        !online && (
          <div className={`${styles.banner} ${styles.offline}`} data-testid="offline-banner">
            <p>
              <FormattedMessage id="pwa.offline.text" />
            </p>
          </div>
        )
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import styles from '../common/PageStatus.module.css';
import { onBackOnline, useOnline } from '../common/online';

/**
 * What a remote's routes show while that remote is down, slow or broken; the rest of the shop works on. Offline
 * it says so, and it tries again by itself when the connection returns.
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  useEffect(() => onBackOnline(onRetry), [onRetry]);
  return (
    <section className={styles.message} data-testid="remote-unavailable">
      <h2>
        {online ? <FormattedMessage id="remote.unavailable.title" /> : <FormattedMessage id="remote.offline.title" />}
      </h2>
      <p>
        {online ? <FormattedMessage id="remote.unavailable.text" /> : <FormattedMessage id="remote.offline.text" />}
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="remote.unavailable.retry" />
      </Button>
    </section>
  );
}

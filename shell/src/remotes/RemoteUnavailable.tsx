import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import styles from '../layout/Layout.module.css';

/** What a remote's routes show while that remote is down, slow or broken; the rest of the shop works on. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.message} data-testid="remote-unavailable">
      <h2>
        <FormattedMessage id="remote.unavailable.title" />
      </h2>
      <p>
        <FormattedMessage id="remote.unavailable.text" />
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="remote.unavailable.retry" />
      </Button>
    </section>
  );
}

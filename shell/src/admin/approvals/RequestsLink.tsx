import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from '@snapmall/shared';
import { ConsoleLink } from '../routing/ConsoleLink';
import { REQUESTS_PATH } from '../routing/paths';
import { REQUESTS_POLL_MS, useConsoleRequestCountQuery } from './api';
import styles from './Requests.module.css';

/**
 * The header's way to the Requests page with how many requests wait for this operator's decision (not their own):
 * "Requests, 2 waiting for you" to a screen reader. Asked again every minute while the console is in view.
 */
export function RequestsLink() {
  const intl = useIntl();
  const location = useLocation();
  const { data } = useConsoleRequestCountQuery(undefined, { pollingInterval: REQUESTS_POLL_MS, skipPollingIfUnfocused: true });
  const count = data?.count ?? 0;
  return (
    <ConsoleLink
      to={REQUESTS_PATH}
      className={styles.link}
      data-testid="requests-link"
      aria-current={location.pathname === REQUESTS_PATH ? 'page' : undefined}
      aria-label={intl.formatMessage({ id: 'admin.requests.linkLabel' }, { count })}
    >
      <span className={styles.icon} aria-hidden="true">
        ⚖
      </span>
      <span className={styles.word}>
        <FormattedMessage id="admin.requests.link" />
      </span>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true" data-testid="requests-count">
          {count}
        </span>
      )}
    </ConsoleLink>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from '@snapmall/shared';
import { ConsoleLink } from '../routing/ConsoleLink';
import { MESSAGES_PATH } from '../routing/paths';
import { UNREAD_POLL_MS, useConsoleUnreadQuery } from './api';
import styles from './Messages.module.css';

/** The server counts unread messages up to 100: past 99 the badge says so rather than a number it does not know. */
const MOST = 99;

/**
 * The header's way to the Messages page, on every console page, with this operator's unread count ("Messages, 3
 * unread" to a screen reader). Asked again every minute while the console is in view.
 */
export function MessagesLink() {
  const intl = useIntl();
  const location = useLocation();
  const { data } = useConsoleUnreadQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  const count = data?.count ?? 0;
  const shown = count > MOST ? `${MOST}+` : String(count);
  return (
    <ConsoleLink
      to={MESSAGES_PATH}
      className={styles.link}
      data-testid="messages-link"
      aria-current={location.pathname === MESSAGES_PATH ? 'page' : undefined}
      aria-label={intl.formatMessage({ id: 'admin.messages.linkLabel' }, { count, shown })}
    >
      <span className={styles.icon} aria-hidden="true">
        ✉
      </span>
      <span className={styles.word}>
        <FormattedMessage id="admin.messages.link" />
      </span>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {shown}
        </span>
      )}
    </ConsoleLink>
  );
}

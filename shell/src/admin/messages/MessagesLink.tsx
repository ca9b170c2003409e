import { useIntl } from 'react-intl';
import { HeaderLink } from '../routing/HeaderLink';
import { MESSAGES_PATH } from '../routing/paths';
import { UNREAD_POLL_MS, useConsoleUnreadQuery } from './api';

/** The server counts unread messages up to 100: past 99 the badge says so rather than a number it does not know. */
const MOST = 99;

/**
 * The header's way to the Messages page, on every console page, with this operator's unread count ("Messages 3
 * unread" to a screen reader, beginning with the words it shows). Asked again every minute while the console is in view.
 */
export function MessagesLink() {
  const intl = useIntl();
  const { data } = useConsoleUnreadQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  const count = data?.count ?? 0;
  const shown = count > MOST ? `${MOST}+` : String(count);
  return (
    <HeaderLink
      to={MESSAGES_PATH}
      icon="✉"
      word="admin.messages.link"
      label={intl.formatMessage({ id: 'admin.messages.linkLabel' }, { count, shown })}
      count={count > 0 ? shown : undefined}
      data-testid="messages-link"
    />
  );
}

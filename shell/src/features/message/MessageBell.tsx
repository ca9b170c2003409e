import { useIntl } from 'react-intl';
import { useNav } from '@snapmall/shared';
import styles from './MessageBell.module.css';
import { useUnreadCount } from '../../common/unread';

/** The nav bar's way to the message center, with the unread count (loaded once someone is logged in). */
export default function MessageBell() {
  const nav = useNav();
  const intl = useIntl();
  const unread = useUnreadCount();
  return (
    <button
      type="button"
      className={styles.bell}
      onClick={() => nav.navigate('/pages/message/index')}
      aria-label={intl.formatMessage({ id: unread > 0 ? 'nav.messagesUnread' : 'nav.messages' }, { count: unread })}
      data-testid="nav-messages"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4h4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
      {unread > 0 && (
        <span className={styles.badge} data-testid="nav-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}

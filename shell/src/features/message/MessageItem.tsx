import { FormattedMessage } from 'react-intl';
import { Moment } from '@snapmall/shared';
import type { Message } from '@snapmall/shared/contract';
import { linkOf } from './grouping';
import styles from './Message.module.css';

/** One message: unread mark, title, time of day (the browser's), text, and where it leads. */
export function MessageItem({ message: m, onOpen }: { message: Message; onOpen: () => void }) {
  const link = linkOf(m);
  return (
    <button type="button" className={`${styles.item} ${m.read ? '' : styles.unread}`} onClick={onOpen} data-testid="message" data-read={m.read}>
      <span className={styles.head}>
        {!m.read && (
          <span className={styles.dot}>
            <span className={styles.srOnly}>
              <FormattedMessage id="message.unread" />
            </span>
          </span>
        )}
        <strong className={styles.title}>{m.title}</strong>
        <span className={styles.time}>
          <Moment at={m.createtime} style="time" />
        </span>
      </span>
      <span className={styles.content}>{m.content}</span>
      {link && (
        <span className={styles.link} aria-hidden="true">
          <FormattedMessage id={`message.open.${m.ref_type}`} /> ›
        </span>
      )}
    </button>
  );
}

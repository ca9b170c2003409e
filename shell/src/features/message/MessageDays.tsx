import { FormattedMessage } from 'react-intl';
import { Moment } from '@snapmall/shared';
import type { Message } from '@snapmall/shared/contract';
import { groupByDay } from './grouping';
import styles from './Message.module.css';
import { MessageItem } from './MessageItem';

/**
 * The messages by day, newest first. The days are the browser's (when each message arrived where the customer
 * is), headed "Today", "Yesterday" or the date in the shop's one date style; no shop day is shown here.
 */
export function MessageDays({ messages, onOpen }: { messages: Message[]; onOpen: (m: Message) => void }) {
  return groupByDay(messages).map((group) => (
    <section key={group.day} aria-labelledby={`day-${group.day}`} className={styles.day}>
      <h2 id={`day-${group.day}`} className={styles.dayTitle}>
        {group.when === 'earlier' ? (
          <Moment at={Math.floor(group.noon / 1000)} style="date" />
        ) : (
          <FormattedMessage id={`message.${group.when}`} />
        )}
      </h2>
      <ul className={styles.list}>
        {group.items.map((m) => (
          <li key={m.id}>
            <MessageItem message={m} onOpen={() => onOpen(m)} />
          </li>
        ))}
      </ul>
    </section>
  ));
}

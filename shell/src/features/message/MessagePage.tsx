import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, selectLanguage, selectToken, useAppSelector, useNav, type Catalogs } from '@snapmall/shared';
import type { Message } from '@snapmall/shared/contract';
import enUs from '../../../messages/pages/en-us.json';
import zhTw from '../../../messages/pages/zh-tw.json';
import { useMessagesInfiniteQuery, useReadMessageMutation } from './api';
import { linkOf } from './grouping';
import styles from './Message.module.css';
import { MessageDays } from './MessageDays';
import { useUnreadCount } from '../../common/unread';

export const catalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/**
 * The message center: the customer's messages by day, newest first, each leading to what it is about (opening
 * one marks it read), "mark all read", and new ones shown as the unread count grows while the page is open.
 */
export default function MessagePage() {
  const lang = useAppSelector(selectLanguage);
  const token = useAppSelector(selectToken) ?? '';
  const arg = { lang, token };
  const { data, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useMessagesInfiniteQuery(arg);
  const [read] = useReadMessageMutation();
  const nav = useNav();
  const unread = useUnreadCount();
  const listedUnread = data?.pages[0]?.unread;

  useEffect(() => {
    // The badge learnt of a message this list has not got: fetch it.
    if (listedUnread !== undefined && unread > listedUnread) void refetch();
  }, [unread, listedUnread, refetch]);

  if (isError && !data) {
    return (
      <div className={styles.page}>
        <p className={styles.empty} role="alert">
          <FormattedMessage id="message.loadFailed" />
        </p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <FormattedMessage id="message.retry" />
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeleton} aria-hidden="true" />
        ))}
      </div>
    );
  }

  const messages = data.pages.flatMap((p) => p.list);
  const anyUnread = unread > 0 || messages.some((m) => !m.read);
  const open = (m: Message) => {
    if (!m.read) void read({ id: m.id, lang, token });
    const link = linkOf(m);
    if (link) nav.navigate(link);
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <span className={styles.count} aria-live="polite" data-testid="message-unread">
          <FormattedMessage id="message.unreadCount" values={{ count: Math.max(unread, messages.filter((m) => !m.read).length) }} />
        </span>
        <Button variant="secondary" className={styles.markAll} disabled={!anyUnread} onClick={() => void read({ all: true, lang, token })}>
          <FormattedMessage id="message.markAll" />
        </Button>
      </div>
      {messages.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="message.empty" />
        </p>
      ) : (
        <MessageDays messages={messages} onOpen={open} />
      )}
      {hasNextPage && (
        <Button variant="secondary" className={styles.more} disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          <FormattedMessage id="message.more" />
        </Button>
      )}
    </div>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Moment } from '@snapmall/shared';
import { AdminList, AdminPageFrame, fixedPages, type AdminColumn } from '@snapmall/shared/admin';
import type { OperatorMessage } from '@snapmall/shared/contract';
import { StatusBadge } from '@snapmall/shared/kit';
import { useConsoleMessagesReadMutation, useLazyConsoleMessagesQuery } from './api';
import { wordMessage } from './wording';
import styles from './Messages.module.css';

/**
 * /messages (every operator): what the shop told its operators (a canary withdrawn, a smoke run failed), newest
 * first, in the console's language. Opening it marks read what it shows: up to the newest message of its first
 * page, so one that arrives while it is open stays unread (and counted in the header) until seen.
 */
export default function MessagesPage() {
  const intl = useIntl();
  const [trigger] = useLazyConsoleMessagesQuery();
  const [markRead] = useConsoleMessagesReadMutation();
  // The newest unread message the first page showed: read up to it.
  const [shown, setShown] = useState(0);
  const fetchPage = useMemo(
    () =>
      fixedPages(async (page) => {
        const answer = await trigger({ page }).unwrap();
        const newest = answer.list[0];
        if (page === 1 && newest && !newest.read) setShown((before) => Math.max(before, newest.id));
        return answer;
      }),
    [trigger],
  );
  useEffect(() => {
    if (shown > 0) void markRead({ up_to: shown });
  }, [shown, markRead]);
  const worded = useCallback((m: OperatorMessage) => wordMessage(intl, m), [intl]);
  const columns: AdminColumn<OperatorMessage>[] = [
    { id: 'time', title: 'admin.messages.col.time', render: (m) => <Moment at={m.createtime} />, csv: (m) => new Date(m.createtime * 1000).toISOString() },
    {
      id: 'message',
      title: 'admin.messages.col.message',
      render: (m) => (
        <span className={styles.message}>
          <strong>{worded(m).title}</strong>
          <span>{worded(m).body}</span>
        </span>
      ),
      csv: (m) => `${worded(m).title}: ${worded(m).body}`,
    },
    {
      id: 'state',
      title: 'admin.messages.col.state',
      render: (m) => <StatusBadge label={m.read ? 'admin.messages.read' : 'admin.messages.new'} tone={m.read ? 'muted' : 'info'} />,
      csv: (m) => (m.read ? 'read' : 'new'),
    },
  ];
  return (
    <AdminPageFrame title="admin.messages.title">
      <p className={styles.intro}>
        <FormattedMessage id="admin.messages.intro" />
      </p>
      <AdminList label="admin.messages.list" columns={columns} rowId={(m) => m.id} fetchPage={fetchPage} csvFilename="messages" empty="admin.messages.empty" />
    </AdminPageFrame>
  );
}

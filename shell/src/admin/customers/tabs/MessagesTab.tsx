import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Moment } from '@snapmall/shared';
import { AdminList, fixedPages, type AdminColumn, type CustomerTabProps } from '@snapmall/shared/admin';
import type { Message } from '@snapmall/shared/contract';
import { useLazyConsoleCustomerMessagesQuery } from '../api';
import styles from '../Customers.module.css';

const COLUMNS: readonly AdminColumn<Message>[] = [
  { id: 'time', title: 'admin.customer.col.time', render: (m) => <Moment at={m.createtime} />, csv: (m) => new Date(m.createtime * 1000).toISOString() },
  { id: 'title', title: 'admin.customer.col.title', render: (m) => <strong>{m.title}</strong>, csv: (m) => m.title },
  { id: 'content', title: 'admin.customer.col.content', render: (m) => <span className={styles.wrap}>{m.content}</span>, csv: (m) => m.content },
  {
    id: 'read',
    title: 'admin.customer.col.read',
    render: (m) => <FormattedMessage id={m.read ? 'admin.customer.message.read' : 'admin.customer.message.unread'} />,
    csv: (m) => m.read,
  },
];

/** The shop's messages to the customer (texts in the operator's language), read or not. */
export function MessagesTab({ customer }: CustomerTabProps) {
  const [trigger] = useLazyConsoleCustomerMessagesQuery();
  const fetchPage = useMemo(() => fixedPages((page) => trigger({ user_id: customer.id, page }).unwrap()), [trigger, customer.id]);
  return (
    <AdminList
      label="admin.customer.tab.messages"
      columns={COLUMNS}
      rowId={(m) => m.id}
      fetchPage={fetchPage}
      csvFilename={`customer-${customer.id}-messages`}
      empty="admin.customer.messages.empty"
    />
  );
}

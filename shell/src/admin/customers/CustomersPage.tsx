import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Count, Moment, Money } from '@snapmall/shared';
import { AccountStatus, AdminList, AdminPageFrame, type AdminColumn, type FilterField, type ListRequest } from '@snapmall/shared/admin';
import type { AdminUserRow } from '@snapmall/shared/contract';
import { ConsoleLink } from '@snapmall/shared/admin';
import { useLazyConsoleCustomersQuery } from './api';
import { customerPath } from '@snapmall/shared/admin';
import { customersRequest } from './search';

import styles from './Customers.module.css';

/** One search box: a customer's id exactly, or the start of a username or mobile number (the server's rule). */
export const CUSTOMER_FILTERS: readonly FilterField[] = [{ kind: 'text', name: 'q', label: 'admin.customers.find' }];

const COLUMNS: readonly AdminColumn<AdminUserRow>[] = [
  {
    id: 'username',
    title: 'admin.customers.col.username',
    render: (u) => (
      <ConsoleLink to={customerPath(u.id)} className={styles.strongLink}>
        {u.username}
      </ConsoleLink>
    ),
    csv: (u) => u.username,
  },
  { id: 'id', title: 'admin.customers.col.id', render: (u) => `#${u.id}`, csv: (u) => u.id, numeric: true },
  { id: 'realname', title: 'admin.customers.col.realname', render: (u) => u.realname, csv: (u) => u.realname },
  { id: 'mobile', title: 'admin.customers.col.mobile', render: (u) => u.mobile, csv: (u) => u.mobile },
  { id: 'level', title: 'admin.customers.col.level', render: (u) => u.level, csv: (u) => u.level, numeric: true },
  { id: 'balance', title: 'admin.customers.col.balance', render: (u) => <Money value={u.balance} />, csv: (u) => u.balance, numeric: true },
  { id: 'points', title: 'admin.customers.col.points', render: (u) => <Count value={u.points} />, csv: (u) => u.points, numeric: true },
  { id: 'status', title: 'admin.customers.col.status', render: (u) => <AccountStatus status={u.status} />, csv: (u) => u.status },
  { id: 'created', title: 'admin.customers.col.created', render: (u) => <Moment at={u.createtime} />, csv: (u) => new Date(u.createtime * 1000).toISOString() },
];

/** /customers: every customer, newest first, or those the search finds; each leads to their page. */
export default function CustomersPage() {
  const intl = useIntl();
  const [trigger] = useLazyConsoleCustomersQuery();
  const fetchPage = useCallback(
    (body: ListRequest) => {
      const asked = customersRequest(body);
      // Said in the list's place before sending, in the console's words, rather than the server's 422.
      if (!asked) return Promise.reject({ message: intl.formatMessage({ id: 'admin.customers.badQuery' }) });
      return trigger(asked).unwrap();
    },
    [trigger, intl],
  );
  return (
    <AdminPageFrame title="admin.customers.title">
      <AdminList
        label="admin.customers.list"
        columns={COLUMNS}
        rowId={(u) => u.id}
        fetchPage={fetchPage}
        filters={CUSTOMER_FILTERS}
        csvFilename="customers"
        empty="admin.customers.empty"
      />
    </AdminPageFrame>
  );
}

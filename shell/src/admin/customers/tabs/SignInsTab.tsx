import { useMemo } from 'react';
import { Count, ShopDay } from '@snapmall/shared';
import { AdminList, fixedPages, type AdminColumn, type CustomerTabProps } from '@snapmall/shared/admin';
import type { AdminUserSignIn } from '@snapmall/shared/contract';
import { useLazyConsoleCustomerSignInsQuery } from '../api';

const COLUMNS: readonly AdminColumn<AdminUserSignIn>[] = [
  { id: 'day', title: 'admin.customer.col.day', render: (s) => <ShopDay day={s.day} />, csv: (s) => s.day },
  { id: 'points', title: 'admin.customer.col.points', numeric: true, render: (s) => <Count value={s.points} />, csv: (s) => s.points },
  { id: 'streak', title: 'admin.customer.col.streak', numeric: true, render: (s) => <Count value={s.streak} />, csv: (s) => s.streak },
];

/** The days the customer signed in on (the shop's days), the points each gave and the streak it made. */
export function SignInsTab({ customer }: CustomerTabProps) {
  const [trigger] = useLazyConsoleCustomerSignInsQuery();
  const fetchPage = useMemo(() => fixedPages((page) => trigger({ user_id: customer.id, page }).unwrap()), [trigger, customer.id]);
  return (
    <AdminList
      label="admin.customer.tab.signins"
      columns={COLUMNS}
      // A customer signs in at most once a shop day: the day's number is the row's key.
      rowId={(s) => Number(s.day.replaceAll('-', ''))}
      fetchPage={fetchPage}
      csvFilename={`customer-${customer.id}-signins`}
      empty="admin.customer.signins.empty"
    />
  );
}

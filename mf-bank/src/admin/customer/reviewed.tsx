import { FormattedMessage } from 'react-intl';
import { ConsoleLink, CustomerList, type AdminColumn, type AdminResource, type FilterField } from '@snapmall/shared/admin';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import { REVIEW_STATUSES } from '../common/review';
import styles from './Customer.module.css';

/**
 * What the customer's deposits and withdrawals tabs share: the bank's review filters but the customer (the tab is
 * theirs) and every status unless one is chosen (their whole history, not the queue), and a link to the bank's own
 * review list of them.
 */
export const CUSTOMER_REVIEW_FILTERS: readonly FilterField[] = [
  { kind: 'select', name: 'status', label: 'admin.bank.filter.status', options: REVIEW_STATUSES },
  { kind: 'dateRange', label: 'admin.bank.filter.days' },
  { kind: 'amountRange', label: 'admin.bank.filter.amount' },
];

/** A customer tab of deposits or withdrawals: the resource's list of them, every status, linked to the bank's list. */
export function ReviewedList<Row>(props: { resource: AdminResource<Row>; customer: AdminUserDetail; label: string; columns: readonly AdminColumn<Row>[]; path: ToBankPath }) {
  const { resource, customer, label, columns, path } = props;
  return (
    <CustomerList
      resource={resource}
      customer={customer}
      label={label}
      columns={columns}
      filters={CUSTOMER_REVIEW_FILTERS}
      tools={<ToBank path={path} customer={customer} />}
    />
  );
}

type ToBankPath = '/bank/deposits' | '/bank/withdrawals';

/** To the bank's review list (`/bank/deposits`, `/bank/withdrawals`) filtered to this customer, every status: where finance reviews them. */
function ToBank({ path, customer }: { path: ToBankPath; customer: AdminUserDetail }) {
  return (
    <ConsoleLink to={`${path}?status=&customer=${encodeURIComponent(customer.username)}`} className={styles.toBank}>
      <FormattedMessage id="admin.bank.customer.toBank" />
    </ConsoleLink>
  );
}

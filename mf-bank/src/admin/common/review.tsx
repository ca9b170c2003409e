import { useIntl } from 'react-intl';
import { Money } from '@snapmall/shared';
import { CustomerLink, type AdminColumn, type FilterField, type FilterOption } from '@snapmall/shared/admin';
import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import { csvTime } from './csvTime';
import { reviewerName, When } from './When';
import styles from './bankAdmin.module.css';

/** What a deposit and a withdrawal share as the operator reviews them. */
export interface Reviewed {
  id: number;
  status: number;
  reason: string;
  reviewer: string;
  createtime: number;
  /** 0 while pending. */
  reviewtime: number;
}

/** The three statuses the server knows (SPEC §3), as the filter offers them. */
export const REVIEW_STATUSES: FilterOption[] = [
  { value: 0, label: 'admin.bank.status.pending' },
  { value: 1, label: 'admin.bank.status.approved' },
  { value: 2, label: 'admin.bank.status.rejected' },
];

const TONES: Record<number, StatusTone> = { 0: 'wait', 1: 'ok', 2: 'bad' };

/** A status's message id; one this build does not know is Unknown. */
export const statusLabel = (status: number) => REVIEW_STATUSES.find((s) => s.value === status)?.label ?? 'admin.bank.status.unknown';

export function ReviewBadge({ status }: { status: number }) {
  return <StatusBadge label={statusLabel(status)} tone={TONES[status] ?? 'muted'} />;
}

/**
 * A review list's filters: status (pending unless the address says otherwise, so the queue is what opens), the
 * customer (an id, or a username or mobile start), the days and the amounts.
 */
export const REVIEW_FILTERS: readonly FilterField[] = [
  { kind: 'select', name: 'status', label: 'admin.bank.filter.status', options: REVIEW_STATUSES, initial: 0 },
  { kind: 'text', name: 'customer', label: 'admin.bank.filter.customer' },
  { kind: 'dateRange', label: 'admin.bank.filter.days' },
  { kind: 'amountRange', label: 'admin.bank.filter.amount' },
];

/** The server's order when the address names none: newest first. */
export const REVIEW_DEFAULT_SORT = { sort: 'createtime', order: 'desc' } as const;

/** Long text a person typed (a reference, a reason): cut to one line in the table, whole on hover and in the detail. */
export function Clipped({ text }: { text: string }) {
  if (!text) return <span className={styles.none}>—</span>;
  return (
    <span className={styles.clipped} title={text}>
      {text}
    </span>
  );
}

/**
 * The columns before a record's own: its number (a button that opens its detail, named by `detailOf`), its customer
 * (a link to their console page) and its amount.
 */
export function useReviewHeadColumns<Row extends Reviewed & { user_id: number; username: string; amount: string }>(open: (row: Row) => void, detailOf: string): AdminColumn<Row>[] {
  const intl = useIntl();
  return [
    {
      id: 'id',
      title: 'admin.bank.col.id',
      render: (r) => (
        <button type="button" className={styles.idButton} aria-haspopup="dialog" aria-label={intl.formatMessage({ id: detailOf }, { id: r.id })} onClick={() => open(r)}>
          #{r.id}
        </button>
      ),
      csv: (r) => r.id,
    },
    { id: 'customer', title: 'admin.bank.col.customer', render: (r) => <CustomerLink id={r.user_id} name={r.username} />, csv: (r) => r.username },
    { id: 'amount', title: 'admin.bank.col.amount', sortKey: 'amount', numeric: true, render: (r) => <Money value={r.amount} />, csv: (r) => r.amount },
  ];
}

/**
 * The columns after a record's own: status and why if rejected (what a reviewer reads first), when it came, when and
 * by whom it was reviewed (last: on a narrow table they are the ones scrolled to).
 */
export function useReviewColumns<Row extends Reviewed>(): AdminColumn<Row>[] {
  const intl = useIntl();
  return [
    { id: 'status', title: 'admin.bank.col.status', render: (r) => <ReviewBadge status={r.status} />, csv: (r) => intl.formatMessage({ id: statusLabel(r.status) }) },
    { id: 'reason', title: 'admin.bank.col.reason', render: (r) => <Clipped text={r.reason} />, csv: (r) => r.reason },
    { id: 'createtime', title: 'admin.bank.col.created', sortKey: 'createtime', render: (r) => <When at={r.createtime} />, csv: (r) => csvTime(r.createtime) },
    {
      id: 'reviewtime',
      title: 'admin.bank.col.reviewed',
      render: (r) => (r.reviewtime ? <When at={r.reviewtime} /> : <span className={styles.none}>—</span>),
      csv: (r) => csvTime(r.reviewtime),
    },
    { id: 'reviewer', title: 'admin.bank.col.reviewer', render: (r) => <Clipped text={reviewerName(r.reviewer)} />, csv: (r) => r.reviewer },
  ];
}

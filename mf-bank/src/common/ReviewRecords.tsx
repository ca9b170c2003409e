import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectLanguage, useAppSelector, useT } from '@snapmall/shared';
import { EmptyState, kitStyles, RecordList, type ListResult } from '@snapmall/shared/kit';
import type { ReviewListArg } from './bankApi';
import { STATUS_FILTERS, statusLabelId, type StatusFilter } from './status';
import styles from './bank.module.css';

interface StatusFilterBarProps {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}

/** All, Pending Review, Success, Rejected: one pressed at a time. */
export function StatusFilterBar({ value, onChange }: StatusFilterBarProps) {
  const t = useT();
  return (
    <div className={kitStyles.links} role="group" aria-label={t('bank.filter.status')}>
      {STATUS_FILTERS.map((status) => (
        <button key={String(status)} type="button" className={kitStyles.chip} aria-pressed={status === value} onClick={() => onChange(status)}>
          <FormattedMessage id={status === undefined ? 'bank.filter.all' : statusLabelId(status)} />
        </button>
      ))}
    </div>
  );
}

interface ReviewRecordsProps<T> {
  /** The list endpoint's infinite-query hook (deposits or withdrawals); the same one for the page's whole life. */
  useList: (arg: ReviewListArg, options: { refetchOnMountOrArgChange: true }) => ListResult<T>;
  render: (row: T) => ReactNode;
}

/** A deposit or withdrawal records page: the status filter over the list, refetched on every visit (a review may have landed). */
export function ReviewRecords<T extends { id: string | number }>({ useList, render }: ReviewRecordsProps<T>) {
  const lang = useAppSelector(selectLanguage);
  const [status, setStatus] = useState<StatusFilter>(undefined);
  const list = useList({ status, lang }, { refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      <StatusFilterBar value={status} onChange={setStatus} />
      <RecordList list={list} keyOf={(row) => row.id} render={render} itemClassName={styles.record} empty={<EmptyState text="bank.records.empty" />} />
    </div>
  );
}

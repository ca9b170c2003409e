import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, selectLanguage, useAppSelector, useT } from '@snapmall/shared';
import type { PageOf } from '@snapmall/shared/contract';
import { rowsOf, type ReviewListArg } from './bankApi';
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
    <div className={styles.filters} role="group" aria-label={t('bank.filter.status')}>
      {STATUS_FILTERS.map((status) => (
        <button key={String(status)} type="button" className={styles.chip} aria-pressed={status === value} onClick={() => onChange(status)}>
          <FormattedMessage id={status === undefined ? 'bank.filter.all' : statusLabelId(status)} />
        </button>
      ))}
    </div>
  );
}

interface RecordListProps<T> {
  rows: T[];
  keyOf: (row: T) => string | number;
  render: (row: T) => ReactNode;
  /** False until the first page has answered (then an empty list means there is nothing). */
  loaded: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  empty?: string;
}

/** A list of records with "load more" paging. */
export function RecordList<T>({ rows, keyOf, render, loaded, hasMore, loadingMore, onMore, empty = 'bank.records.empty' }: RecordListProps<T>) {
  if (loaded && rows.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id={empty} />
      </p>
    );
  }
  return (
    <>
      <ul className={styles.records}>
        {rows.map((row) => (
          <li key={keyOf(row)} className={styles.record}>
            {render(row)}
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="secondary" className={styles.more} onClick={onMore} disabled={loadingMore}>
          <FormattedMessage id={loadingMore ? 'common.loading' : 'bank.records.more'} />
        </Button>
      )}
      {loaded && !hasMore && rows.length > 0 && (
        <p className={styles.end}>
          <FormattedMessage id="bank.records.end" values={{ count: rows.length }} />
        </p>
      )}
    </>
  );
}

/** As much of an RTK infinite-query hook's result as a record page reads. */
interface ReviewListResult<T> {
  data?: { pages: PageOf<T>[] };
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface ReviewRecordsProps<T> {
  /** The list endpoint's infinite-query hook (deposits or withdrawals); the same one for the page's whole life. */
  useList: (arg: ReviewListArg, options: { refetchOnMountOrArgChange: true }) => ReviewListResult<T>;
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
      <RecordList
        rows={rowsOf(list.data)}
        keyOf={(row) => row.id}
        render={render}
        loaded={list.isSuccess}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}

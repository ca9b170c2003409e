import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import type { PageOf } from '@snapmall/shared/contract';
import { rowsOf } from './shopApi';
import styles from './shop.module.css';

/** As much of an RTK infinite-query hook's result as a list page reads. */
export interface ListResult<T> {
  data?: { pages: PageOf<T>[] };
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface RecordListProps<T> {
  list: ListResult<T>;
  keyOf: (row: T) => string | number;
  render: (row: T) => ReactNode;
  /** Shown once the first page has answered with nothing. */
  empty: ReactNode;
  /** The list's layout (a grid of goods); a column of rows by default. */
  className?: string;
  /** Message id of the line under a list shown whole ({count} rows). */
  end?: string;
}

/** A list of records with "load more" paging and a line that says when everything is shown. */
export function RecordList<T>({ list, keyOf, render, empty, className = styles.records, end = 'shop.records.end' }: RecordListProps<T>) {
  const rows = rowsOf(list.data);
  if (list.isSuccess && rows.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={className}>
        {rows.map((row) => (
          <li key={keyOf(row)}>{render(row)}</li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" className={styles.more} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          <FormattedMessage id={list.isFetchingNextPage ? 'common.loading' : 'shop.records.more'} />
        </Button>
      )}
      {list.isSuccess && !list.hasNextPage && rows.length > 0 && (
        <p className={styles.end}>
          <FormattedMessage id={end} values={{ count: rows.length }} />
        </p>
      )}
    </>
  );
}

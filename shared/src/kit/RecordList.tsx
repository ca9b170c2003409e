import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PageOf } from '../contract/bank';
import { Button } from '@snapmall/shared';
import { EmptyState } from './EmptyState';
import { rowsOf } from './pagedList';
import styles from './kit.module.css';

/** As much of an RTK Query infinite-query hook's result as a record list reads. */
export interface ListResult<T> {
  data?: { pages: PageOf<T>[] };
  isSuccess: boolean;
  isError?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch?: () => unknown;
}

interface RecordListProps<T> {
  /** The list endpoint's infinite-query result. */
  list: ListResult<T>;
  keyOf: (row: T) => string | number;
  /** A row's content; `index` is its place in the list (the first rows may load their pictures first). */
  render: (row: T, index: number) => ReactNode;
  /** Shown once the first page has answered with nothing; "Nothing here yet" by default. */
  empty?: ReactNode;
  /** Message id of the line under a list shown whole (`{count}` rows); "All N records shown" by default. */
  end?: string;
  /** The list's layout (a grid of goods); a column of rows by default. */
  className?: string;
  /** The class of each row's `<li>`. */
  itemClassName?: string;
}

/**
 * A list of records with "load more" paging, an empty state once the first page answers with nothing, a retry
 * when the first page failed, and a line that says when everything is shown.
 */
export function RecordList<T>({ list, keyOf, render, empty, end = 'kit.records.end', className = styles.records, itemClassName }: RecordListProps<T>) {
  const rows = rowsOf(list.data);
  if (list.isSuccess && rows.length === 0) return <>{empty ?? <EmptyState text="common.empty" />}</>;
  if (list.isError && rows.length === 0) {
    return <EmptyState text="kit.records.failed" action="common.retry" onAction={() => void list.refetch?.()} />;
  }
  return (
    <>
      <ul className={className}>
        {rows.map((row, index) => (
          <li key={keyOf(row)} className={itemClassName}>
            {render(row, index)}
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" className={styles.more} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          <FormattedMessage id={list.isFetchingNextPage ? 'common.loading' : 'kit.records.more'} />
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

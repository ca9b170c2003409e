import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useSearchParams } from '@snapmall/shared';
import { EmptyState, FailureNote } from '@snapmall/shared/kit';
import type { BulkAnswer } from '../../contract/admin';
import { useWide } from '../useWide';
import { BulkBar, BulkResults, useBulkQuestion } from './Bulk';
import { nextSort, readListState, requestOf, writeListState } from './listQuery';
import { Pager, TotalLine } from './Pager';
import { FilterBar } from './FilterBar';
import { RowsCards, RowsTable } from './Rows';
import type { AdminColumn, BulkAction, FilterField, ListState, PageFetcher } from './types';
import { useBulkRun } from './useBulkRun';
import { useCsvExport } from './useCsvExport';
import { usePage } from './usePage';
import { useSelection } from './useSelection';
import styles from './AdminList.module.css';

export interface AdminListProps<Row> {
  /** Message id naming the list (its table caption, its cards' label). */
  label: string;
  columns: readonly AdminColumn<Row>[];
  rowId: (row: Row) => number;
  /** One page for a request body: `(body) => trigger(body).unwrap()` of the list endpoint's lazy query. */
  fetchPage: PageFetcher<Row>;
  filters?: readonly FilterField[];
  /** The server's order when the address names none, so its header shows as sorted. */
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
  /** Actions on the selected rows; no checkboxes without any. */
  actions?: readonly BulkAction[];
  /** Which rows may be selected (pending ones, say); all by default. */
  selectable?: (row: Row) => boolean;
  /** The count of what waits, shown beside the total ("12 pending"). */
  pending?: number;
  /** The CSV file's name (without .csv); no export without it. */
  csvFilename?: string;
  /** Message id of an empty list's text. */
  empty?: string;
  /** Changed by the page to fetch the list again (something changed it elsewhere). */
  refreshKey?: string | number;
  /** Told after each bulk action, with its answer (to refresh a count). */
  onBulkDone?: (answer: BulkAnswer) => void;
  /** Above the list, beside the total: the page's own controls. */
  tools?: ReactNode;
}

/**
 * The operator's list of records: a filter bar, sorting by column, paging with the page size, row selection with
 * bulk actions answered row by row, and CSV export of the whole filtered list. The view lives in the hash query
 * (page, limit, sort, order and each filter), so a link reopens it. A table on wide screens, cards on phones.
 *
 * @example
 * const [list] = depositsApi.useLazyDepositListQuery();
 * const [approve] = depositsApi.useApproveMutation();
 * <AdminList<AdminDeposit>
 *   label="admin.bank.deposits.title"
 *   columns={[{ id: 'amount', title: 'admin.bank.amount', render: (d) => <Money value={d.amount} />, sortKey: 'amount', numeric: true, csv: (d) => d.amount }]}
 *   rowId={(d) => d.id}
 *   fetchPage={(body) => list(body).unwrap()}
 *   filters={[{ kind: 'select', name: 'status', label: 'admin.bank.status', options: [{ value: 0, label: 'admin.bank.pending' }], initial: 0 }, { kind: 'dateRange', label: 'admin.bank.days' }]}
 *   actions={[{ id: 'approve', label: 'admin.bank.approve', run: (ids) => approve({ ids }).unwrap() }]}
 *   selectable={(d) => d.status === 0}
 *   csvFilename="deposits"
 * />
 */
export function AdminList<Row>(props: AdminListProps<Row>) {
  const { label, columns, rowId, fetchPage, filters = [], defaultSort, actions = [], selectable, pending, csvFilename, empty = 'adminKit.list.empty' } = props;
  const wide = useWide();
  const [params, setParams] = useSearchParams();
  const sortKeys = useMemo(() => columns.flatMap((c) => (c.sortKey ? [c.sortKey] : [])), [columns]);
  const state = readListState(params, filters, sortKeys);
  const body = requestOf(state, filters);
  const page = usePage(fetchPage, body, props.refreshKey);
  const rows = page.data?.list ?? [];
  const ids = rows.map(rowId);
  const selectableIds = selectable ? rows.filter(selectable).map(rowId) : ids;
  const selection = useSelection(ids);
  const { exporting, exportCsv } = useCsvExport(fetchPage, columns, csvFilename ?? 'export');

  const go = (next: Partial<ListState>) => setParams(writeListState(params, { ...state, ...next }, filters));
  const { running, outcome, dismiss, run } = useBulkRun(selection, page.refetch, props.onBulkDone);
  const bulk = useBulkQuestion(selection.list, (action, reason, input) => void run(action, reason, input));
  const sort = state.sort ? { key: state.sort, order: state.order ?? 'desc' } : defaultSort && { key: defaultSort.sort, order: defaultSort.order };
  const rowsProps = {
    label,
    columns,
    rows,
    rowId,
    sort,
    selection: actions.length > 0 ? { ...selection, selectable: selectableIds } : undefined,
    onSort: (key: string, order?: 'asc' | 'desc') => go({ page: 1, ...(order ? { sort: key, order } : nextSort(state, key, defaultSort)) }),
  };

  return (
    <div className={styles.list}>
      {filters.length > 0 && <FilterBar key={JSON.stringify(state.filters)} fields={filters} values={state.filters} open={wide} onApply={(values) => go({ page: 1, filters: values })} />}
      <div className={styles.toolbar}>
        {page.data && <TotalLine total={page.data.total} hasMore={Boolean(page.data.has_more)} />}
        {pending !== undefined && (
          <span className={styles.pending} data-testid="list-pending">
            <FormattedMessage id="adminKit.list.pending" values={{ count: pending }} />
          </span>
        )}
        {props.tools}
        {csvFilename && (
          <Button variant="secondary" className={styles.exportButton} disabled={exporting.state === 'running'} onClick={() => void exportCsv(body)}>
            {exporting.state === 'running' ? <FormattedMessage id="adminKit.csv.running" values={{ rows: exporting.rows }} /> : <FormattedMessage id="adminKit.csv.export" />}
          </Button>
        )}
      </div>
      {exporting.state === 'done' && (
        <p role="status" className={styles.note}>
          <FormattedMessage id={exporting.truncated ? 'adminKit.csv.truncated' : 'adminKit.csv.done'} values={{ rows: exporting.rows }} />
        </p>
      )}
      {exporting.state === 'failed' && <FailureNote notice={exporting.message ? { text: exporting.message } : { id: 'adminKit.csv.failed' }} />}
      {actions.length > 0 && <BulkBar actions={actions} count={selection.list.length} running={running} onRun={bulk.start} />}
      {outcome && 'answer' in outcome && <BulkResults action={outcome.action} answer={outcome.answer} onClose={dismiss} />}
      {outcome && 'error' in outcome && <FailureNote notice={{ text: outcome.error }} />}
      {bulk.question}
      <div aria-busy={page.loading} className={page.loading && page.data ? styles.busy : undefined}>
        {page.error && (
          <div className={styles.failed}>
            <FailureNote notice={page.error.message ? { text: page.error.message } : { id: 'adminKit.list.failed' }} />
            <Button variant="secondary" onClick={page.refetch}>
              <FormattedMessage id="common.retry" />
            </Button>
          </div>
        )}
        {!page.data && page.loading && (
          <p className={styles.note} role="status">
            <FormattedMessage id="common.loading" />
          </p>
        )}
        {page.data && rows.length === 0 && !page.error && <EmptyState text={empty} />}
        {rows.length > 0 && (wide ? <RowsTable {...rowsProps} /> : <RowsCards {...rowsProps} />)}
      </div>
      {page.data && (rows.length > 0 || state.page > 1) && (
        <Pager
          page={state.page}
          limit={state.limit}
          total={page.data.total}
          hasMore={Boolean(page.data.has_more)}
          rowsOnPage={rows.length}
          onPage={(n) => go({ page: n })}
          onLimit={(limit) => go({ page: 1, limit })}
        />
      )}
    </div>
  );
}

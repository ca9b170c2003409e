import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { AdminColumn } from './types';
import styles from './AdminList.module.css';

export interface RowsProps<Row> {
  /** Message id naming the list (the table's caption). */
  label: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => number;
  /** Absent when the list has no bulk actions: no checkboxes then. */
  selection?: {
    selected: ReadonlySet<number>;
    /** The rows of the page that may be selected. */
    selectable: readonly number[];
    toggle: (id: number, on: boolean) => void;
    setAll: (ids: readonly number[]) => void;
  };
  /** The sort in force, to mark its header (aria-sort). */
  sort?: { key: string; order: 'asc' | 'desc' };
  /** A header pressed (`order` absent: the next order for that column) or an order chosen outright. */
  onSort: (key: string, order?: 'asc' | 'desc') => void;
}

/** Ticks every selectable row of the page, or none; "mixed" while only some are. */
function SelectAll({ selection, label }: { selection: NonNullable<RowsProps<unknown>['selection']>; label: string }) {
  const box = useRef<HTMLInputElement>(null);
  const ticked = selection.selectable.filter((id) => selection.selected.has(id)).length;
  const all = ticked > 0 && ticked === selection.selectable.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={styles.check}
      aria-label={label}
      checked={all}
      disabled={selection.selectable.length === 0}
      onChange={(e) => selection.setAll(e.target.checked ? selection.selectable : [])}
    />
  );
}

function RowCheck<Row>({ row, selection, rowId }: Pick<RowsProps<Row>, 'rowId'> & { row: Row; selection: NonNullable<RowsProps<Row>['selection']> }) {
  const intl = useIntl();
  const id = rowId(row);
  return (
    <input
      type="checkbox"
      className={styles.check}
      aria-label={intl.formatMessage({ id: 'adminKit.list.selectRow' }, { id })}
      checked={selection.selected.has(id)}
      disabled={!selection.selectable.includes(id)}
      onChange={(e) => selection.toggle(id, e.target.checked)}
    />
  );
}

/** Wide screens: a table, its sortable headers buttons that say which way they sort. */
export function RowsTable<Row>({ label, columns, rows, rowId, selection, sort, onSort }: RowsProps<Row>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption className={styles.hiddenCaption}>{t(label)}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className={styles.checkCell}>
                <SelectAll selection={selection} label={t('adminKit.list.selectPage')} />
              </th>
            )}
            {columns.map((column) => {
              const sorted = column.sortKey && sort?.key === column.sortKey ? sort.order : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.numeric ? styles.numeric : undefined}
                  aria-sort={column.sortKey ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {column.sortKey ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(column.sortKey!)}>
                      {t(column.title)}
                      <span aria-hidden="true" className={styles.sortMark}>
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    t(column.title)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowId(row)} aria-selected={selection ? selection.selected.has(rowId(row)) : undefined}>
              {selection && (
                <td className={styles.checkCell}>
                  <RowCheck row={row} rowId={rowId} selection={selection} />
                </td>
              )}
              {columns.map((column) => (
                <td key={column.id} className={column.numeric ? styles.numeric : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Phones: a card per row, the first column as its heading and the others as named facts; sorting is offered as a
 * select above the cards, since there are no headers to press.
 */
export function RowsCards<Row>({ label, columns, rows, rowId, selection, sort, onSort }: RowsProps<Row>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [first, ...rest] = columns;
  const sortable = columns.filter((c) => c.sortKey);
  return (
    <>
      {(selection || sortable.length > 0) && (
        <div className={styles.cardTools}>
          {selection && (
            <label className={styles.selectAllLabel}>
              <SelectAll selection={selection} label={t('adminKit.list.selectPage')} />
              <span aria-hidden="true">{t('adminKit.list.selectPage')}</span>
            </label>
          )}
          {sortable.length > 0 && (
            <label className={styles.sortSelect}>
              <span>{t('adminKit.list.sortBy')}</span>
              <select
                className={styles.control}
                value={sort ? `${sort.key}:${sort.order}` : ''}
                onChange={(e) => {
                  const [key, order] = e.target.value.split(':');
                  if (key && (order === 'asc' || order === 'desc')) onSort(key, order);
                }}
              >
                {!sort && <option value="">{t('adminKit.list.sortDefault')}</option>}
                {sortable.flatMap((c) =>
                  (['desc', 'asc'] as const).map((order) => (
                    <option key={`${c.sortKey}:${order}`} value={`${c.sortKey}:${order}`}>
                      {intl.formatMessage({ id: `adminKit.list.sort.${order}` }, { column: t(c.title) })}
                    </option>
                  )),
                )}
              </select>
            </label>
          )}
        </div>
      )}
      <ul className={styles.cards} aria-label={t(label)}>
        {rows.map((row) => (
          <li key={rowId(row)} className={styles.card}>
            <div className={styles.cardHead}>
              {selection && <RowCheck row={row} rowId={rowId} selection={selection} />}
              {first && <div className={styles.cardTitle}>{first.render(row)}</div>}
            </div>
            <dl className={styles.cardFacts}>
              {rest.map((column) => (
                <div key={column.id}>
                  <dt>{t(column.title)}</dt>
                  <dd className={column.numeric ? styles.numeric : undefined}>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

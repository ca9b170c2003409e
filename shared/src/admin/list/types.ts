import type { ReactNode } from 'react';
import type { BulkAnswer } from '../../contract/admin';
import type { PageOf } from '../../contract/bank';

/** One value a select filter offers: what the request carries (a status code, a key) and its message id. */
export interface FilterOption {
  value: string | number;
  label: string;
}

/**
 * A field of a list's filter bar. Each is kept in the page's hash query under the request field it fills, so a
 * link reopens the same view: `select` (status …) and `text` (customer …) under `name`; a date range under `from`
 * and `to` (YYYY-MM-DD, inclusive); an amount range under `min` and `max` (decimal strings). Labels are message ids.
 */
export type FilterField =
  | {
      kind: 'select';
      name: string;
      label: string;
      options: FilterOption[];
      /** The option chosen when the address names none (pending, say); an empty value in the address means "all". */
      initial?: string | number;
    }
  | { kind: 'text'; name: string; label: string; hint?: string }
  | { kind: 'dateRange'; label: string; from?: string; to?: string }
  | { kind: 'amountRange'; label: string; min?: string; max?: string };

/** A column of the list: its header (message id), the cell, and optionally how it sorts and what CSV gets. */
export interface AdminColumn<Row> {
  id: string;
  title: string;
  render: (row: Row) => ReactNode;
  /** The request's `sort` value for this column; the header becomes a sort button (aria-sort). */
  sortKey?: string;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The cell's value in the CSV export; a column without it (and without `csvNames`) is left out of the file. */
  csv?: (row: Row) => string | number;
  /** A column of a name in both languages (a brand's, a channel's): the CSV gets both, as `<id>_en` and `<id>_zh`. */
  csvNames?: (row: Row) => { en: string; zh: string };
}

/** A page's action on the selected rows; the server answers each row as done or refused with why. */
export interface BulkAction {
  id: string;
  /** Message id of the button; `{count}` is the number of rows selected. */
  label: string;
  /** Asks for one reason for every row before it runs (a rejection). */
  needsReason?: boolean;
  /**
   * Asks in the page's own dialog for what every row gets (one carrier and tracking number) before it runs; the
   * dialog calls `answer` once, with its values, or with null when the operator cancels (nothing is sent).
   */
  prompt?: (ids: number[], answer: (input: BulkInput | null) => void) => ReactNode;
  danger?: boolean;
  run: (ids: number[], reason?: string, input?: BulkInput) => Promise<BulkAnswer>;
}

/** The values an action's own dialog gives it (see BulkAction.prompt). */
export type BulkInput = Record<string, string>;

/** The request body of one page of the list: the filters, sort, page and page size. */
export type ListRequest = Record<string, string | number>;

/** How a page of rows is fetched: an RTK Query lazy trigger's `(body) => trigger(body).unwrap()`. */
export type PageFetcher<Row> = (body: ListRequest) => PromiseLike<PageOf<Row>>;

/** The view a list shows, as the hash query holds it. */
export interface ListState {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Filter values by request field, as typed (strings). */
  filters: Record<string, string>;
}

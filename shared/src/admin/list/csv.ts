import type { AdminColumn, ListRequest, PageFetcher } from './types';

/** The export walks the list 100 rows a page (the server's most), and stops at 10,000 rows. */
export const CSV_PAGE = 100;
export const CSV_MAX_ROWS = 10_000;

/**
 * Every row of the filtered list, page by page from the first, in the list's order: until a page answers short,
 * the total is reached (`has_more` keeps it going past a capped count), or `max` rows are in hand (`truncated`
 * then says more rows matched).
 */
export async function collectRows<Row>(
  fetchPage: PageFetcher<Row>,
  body: ListRequest,
  onProgress?: (rows: number) => void,
  max = CSV_MAX_ROWS,
): Promise<{ rows: Row[]; truncated: boolean }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage({ ...body, page, limit: CSV_PAGE });
    rows.push(...answer.list);
    onProgress?.(Math.min(rows.length, max));
    const more = answer.list.length === CSV_PAGE && (Boolean(answer.has_more) || page * CSV_PAGE < answer.total);
    if (rows.length >= max) return { rows: rows.slice(0, max), truncated: more || rows.length > max };
    if (!more) return { rows, truncated: false };
  }
}

/**
 * Text a spreadsheet must not run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe: names,
 * references and reasons are typed by people, so they can hold one. Numbers, and decimal strings such as the API's
 * amounts ("-5.00", "+100.00" written "100.00"), go as figures a spreadsheet sums.
 */
export function safeCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  const figure = /^([+-]?)(\d+(?:\.\d+)?)$/.exec(value);
  if (figure) return `${figure[1] === '-' ? '-' : ''}${figure[2]}`;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface CsvTable {
  headers: Array<{ key: string; displayLabel: string }>;
  rows: Array<Record<string, string | number>>;
}

/**
 * The file's cells: one column per list column that has a `csv` value, two for one with `csvNames` (English, then
 * Chinese), headed by its title in the operator's language.
 */
export function csvTable<Row>(columns: readonly AdminColumn<Row>[], rows: readonly Row[], title: (id: string, values?: Record<string, string>) => string): CsvTable {
  const cells = columns.flatMap((c): Array<{ key: string; label: string; value: (row: Row) => string | number }> => {
    if (c.csv) return [{ key: c.id, label: title(c.title), value: c.csv }];
    const names = c.csvNames;
    if (!names) return [];
    const named = { title: title(c.title) };
    return [
      { key: `${c.id}_en`, label: title('adminKit.csv.inEnglish', named), value: (row) => names(row).en },
      { key: `${c.id}_zh`, label: title('adminKit.csv.inChinese', named), value: (row) => names(row).zh },
    ];
  });
  return {
    headers: cells.map((c) => ({ key: c.key, displayLabel: c.label })),
    rows: rows.map((row) => Object.fromEntries(cells.map((c) => [c.key, safeCell(c.value(row))]))),
  };
}

/** Saves the table as `<filename>.csv` (export-to-csv, fetched only when an operator exports). */
export async function downloadCsv(filename: string, table: CsvTable): Promise<void> {
  const { download, generateCsv, mkConfig } = await import(/* webpackChunkName: "admin-csv" */ 'export-to-csv');
  // A byte-order mark, so a spreadsheet reads Chinese headers and names as UTF-8.
  const config = mkConfig({ filename, useBom: true, columnHeaders: table.headers });
  download(config)(generateCsv(config)(table.rows));
}

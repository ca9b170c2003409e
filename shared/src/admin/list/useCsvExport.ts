import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '@snapmall/shared';
import { collectRows, csvTable, downloadCsv } from './csv';
import type { AdminColumn, ListRequest, PageFetcher } from './types';

export type ExportState =
  | { state: 'idle' }
  | { state: 'running'; rows: number }
  | { state: 'done'; rows: number; truncated: boolean }
  | { state: 'failed'; message?: string };

/** The whole filtered list as a CSV file: the pages walked from the first, the progress and the outcome told. */
export function useCsvExport<Row>(fetchPage: PageFetcher<Row>, columns: readonly AdminColumn<Row>[], filename: string) {
  const intl = useIntl();
  const [state, setState] = useState<ExportState>({ state: 'idle' });
  const run = async (body: ListRequest) => {
    setState({ state: 'running', rows: 0 });
    try {
      const { rows, truncated } = await collectRows(fetchPage, body, (n) => setState({ state: 'running', rows: n }));
      await downloadCsv(filename, csvTable(columns, rows, (id, values) => intl.formatMessage({ id }, values)));
      setState({ state: 'done', rows: rows.length, truncated });
    } catch (error) {
      setState({ state: 'failed', message: (error as Partial<ApiError> | undefined)?.message || undefined });
    }
  };
  return { exporting: state, exportCsv: run };
}

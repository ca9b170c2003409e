import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectLanguage, toastShown, useAppDispatch, useAppSelector, useFormat, useT } from '@snapmall/shared';
import { rowsOf, type ListResult } from '@snapmall/shared/kit';
import type { MoneyLogEntry } from '@snapmall/shared/contract';
import { capitalApi, cleanFilter, useMoneyLogInfiniteQuery, type StatementFilter } from './api';
import { downloadStatement, type StatementCsvText } from './csv';
import { transferKindLabel as kindLabel, transferRefLabel as referenceLabel } from '@snapmall/shared/ledger';

/** Every page of the filtered statement, for the CSV file; rows that moved pages while reading are kept once. */
const MAX_PAGES = 500;

/** What the list shows while the range is backwards: nothing to ask the server for. */
const NO_ROWS: ListResult<MoneyLogEntry> = { isSuccess: true, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

export type Filter = Required<StatementFilter>;
export const NO_FILTER: Filter = { kind: '', from: '', to: '' };

/** The CSV file's column names and labels in the user's language. */
function useCsvText(): StatementCsvText {
  const t = useT();
  const intl = useIntl();
  return {
    headers: {
      time: t('bank.csv.time'),
      kind: t('bank.csv.kind'),
      amount: t('bank.csv.amount'),
      balance: t('bank.csv.balance'),
      reference: t('bank.csv.reference'),
      memo: t('bank.csv.memo'),
    },
    kind: (code) => kindLabel(intl, code),
    reference: (entry) => referenceLabel(intl, entry),
  };
}

/** The statement as the page shows it: the filter, the list (nothing while the range is backwards), and the CSV download. */
export function useStatement() {
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const csvText = useCsvText();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [exporting, setExporting] = useState(false);
  // The range is in shop days (the server reads from/to in the shop's time zone), so today is the shop's.
  const { shopToday } = useFormat();
  const [today] = useState(shopToday);
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const query = cleanFilter(filter);
  const list = useMoneyLogInfiniteQuery({ ...query, lang }, { skip: badRange, refetchOnMountOrArgChange: true });
  // One array per answer, so the chart is drawn again only when the rows change.
  const rows = useMemo(() => (badRange ? [] : rowsOf(list.data)), [badRange, list.data]);
  const total = badRange ? 0 : (list.data?.pages[0]?.total ?? 0);
  // A range of days is counted only so far past the page (issue 18): the count then says "more than".
  const hasMore = !badRange && Boolean(list.data?.pages[0]?.has_more);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const seen = new Map<number, MoneyLogEntry>();
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await dispatch(capitalApi.endpoints.moneyLogPage.initiate({ page, ...query }, { subscribe: false, forceRefetch: true })).unwrap();
        for (const entry of answer.list) seen.set(entry.id, entry);
        if (answer.list.length === 0 || seen.size >= answer.total) break;
      }
      const all = [...seen.values()].sort((a, b) => b.createtime - a.createtime || b.id - a.id);
      downloadStatement(all, csvText, `statement-${filter.from || 'start'}-${filter.to || today}`);
      dispatch(toastShown({ id: 'bank.capital.csvDone', values: { count: all.length } }));
    } catch {
      // The base query has already said why.
    } finally {
      setExporting(false);
    }
  };

  return { filter, setFilter, today, badRange, list: badRange ? NO_ROWS : list, counted: list.isSuccess && !badRange, rows, total, hasMore, exporting, exportCsv };
}

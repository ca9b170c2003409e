import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, controlStyles, formatMoney, selectLanguage, toastShown, useAppDispatch, useAppSelector, useT } from '@snapmall/shared';
import type { MoneyLogEntry } from '@snapmall/shared/contract';
import { rowsOf } from '../../common/bankApi';
import { RecordList } from '../../common/RecordList';
import { When } from '../../common/ui';
import styles from '../../common/bank.module.css';
import { capitalApi, cleanFilter, useMoneyLogInfiniteQuery, type StatementFilter } from './api';
import { downloadStatement, type StatementCsvText } from './csv';
import { ChartBoundary, canDrawChart } from './ChartBoundary';
import { KINDS, kindLabel, referenceLabel } from './labels';
import local from './Capital.module.css';

const BalanceChart = lazy(() => import('./BalanceChart'));

/** Every page of the filtered statement, for the CSV file; rows that moved pages while reading are kept once. */
const MAX_PAGES = 500;

/** Today in the user's time zone, as a date input writes it (YYYY-MM-DD). */
function localToday() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Capital management: the statement of the cash account, filtered by kind and days, with a chart and a CSV file. */
export default function CapitalPage() {
  const t = useT();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const ids = { kind: useId(), from: useId(), to: useId() };
  const [filter, setFilter] = useState<Required<StatementFilter>>({ kind: '', from: '', to: '' });
  const [exporting, setExporting] = useState(false);
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const query = cleanFilter(filter);
  const list = useMoneyLogInfiniteQuery({ ...query, lang }, { skip: badRange, refetchOnMountOrArgChange: true });
  // One array per answer, so the chart is drawn again only when the rows change.
  const rows = useMemo(() => (badRange ? [] : rowsOf(list.data)), [badRange, list.data]);
  const total = badRange ? 0 : (list.data?.pages[0]?.total ?? 0);
  const [today] = useState(localToday);
  const set = (key: keyof StatementFilter) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFilter((f) => ({ ...f, [key]: e.target.value }));

  const csvText: StatementCsvText = {
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

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${local.filters}`} aria-label={t('bank.capital.filters')}>
        <div className={local.filter}>
          <label className={controlStyles.label} htmlFor={ids.kind}>
            <FormattedMessage id="bank.capital.kind" />
          </label>
          <select id={ids.kind} className={local.control} value={filter.kind} onChange={set('kind')}>
            <option value="">{t('bank.capital.allKinds')}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(intl, k)}
              </option>
            ))}
          </select>
        </div>
        <div className={local.filter}>
          <label className={controlStyles.label} htmlFor={ids.from}>
            <FormattedMessage id="bank.capital.from" />
          </label>
          <input id={ids.from} type="date" className={local.control} value={filter.from} max={filter.to || today} onChange={set('from')} />
        </div>
        <div className={local.filter}>
          <label className={controlStyles.label} htmlFor={ids.to}>
            <FormattedMessage id="bank.capital.to" />
          </label>
          <input
            id={ids.to}
            type="date"
            className={local.control}
            value={filter.to}
            min={filter.from || undefined}
            max={today}
            onChange={set('to')}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? `${ids.to}-error` : undefined}
          />
        </div>
        {badRange && (
          <p className={`${controlStyles.error} ${local.wide}`} id={`${ids.to}-error`} role="alert">
            <FormattedMessage id="bank.capital.badRange" />
          </p>
        )}
        <div className={`${local.wide} ${local.tools}`}>
          <span className={local.count} aria-live="polite">
            {list.isSuccess && !badRange && <FormattedMessage id="bank.capital.count" values={{ count: total }} />}
          </span>
          {(filter.kind || filter.from || filter.to) && (
            <button type="button" className={styles.link} onClick={() => setFilter({ kind: '', from: '', to: '' })}>
              <FormattedMessage id="bank.capital.clear" />
            </button>
          )}
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting || total === 0}>
            <FormattedMessage id="bank.capital.csv" />
          </Button>
        </div>
      </section>
      {canDrawChart && rows.length >= 2 && (
        <section className={styles.card} aria-labelledby="bank-balance-chart">
          <h2 id="bank-balance-chart">
            <FormattedMessage id="bank.capital.chart" />
          </h2>
          <ChartBoundary>
            <Suspense fallback={<div className={local.chartPlaceholder} />}>
              <BalanceChart rows={rows} />
            </Suspense>
          </ChartBoundary>
        </section>
      )}
      <RecordList
        rows={rows}
        keyOf={(e) => e.id}
        render={(e) => <EntryRow entry={e} />}
        loaded={list.isSuccess || badRange}
        hasMore={!badRange && list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        empty="bank.capital.empty"
      />
    </div>
  );
}

/** A signed amount for display: "+1,000.00", "-200.00". */
const signed = (amount: string) => {
  const text = formatMoney(amount.trim().replace(/^\+/, ''));
  return text.startsWith('-') ? text : `+${text}`;
};

function EntryRow({ entry: e }: { entry: MoneyLogEntry }) {
  const intl = useIntl();
  const out = e.amount.trim().startsWith('-');
  const reference = referenceLabel(intl, e);
  return (
    <>
      <div className={styles.recordHead}>
        <span className={local.kind}>{kindLabel(intl, e.kind)}</span>
        <strong className={out ? styles.out : styles.in} data-testid="entry-amount">
          {signed(e.amount)}
        </strong>
      </div>
      <div className={styles.recordLine}>
        <span>
          <FormattedMessage id="bank.capital.balanceAfter" values={{ balance: formatMoney(e.balance) }} />
        </span>
        <When seconds={e.createtime} />
      </div>
      {(reference || e.memo) && (
        <div className={styles.recordLine}>
          {reference && <span>{reference}</span>}
          {e.memo && <span>{e.memo}</span>}
        </div>
      )}
    </>
  );
}

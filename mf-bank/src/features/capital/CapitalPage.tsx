import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState, RecordList } from '@snapmall/shared';
import styles from '../../common/bank.module.css';
import { ChartBoundary, canDrawChart } from './ChartBoundary';
import { EntryRow } from './EntryRow';
import { StatementFilters } from './StatementFilters';
import { useStatement } from './useStatement';
import local from './Capital.module.css';

const BalanceChart = lazy(() => import('./BalanceChart'));

/** Capital management: the statement of the cash account, filtered by kind and days, with a chart and a CSV file. */
export default function CapitalPage() {
  const statement = useStatement();
  const { rows } = statement;
  return (
    <div className={styles.page}>
      <StatementFilters statement={statement} />
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
        list={statement.list}
        keyOf={(e) => e.id}
        render={(e) => <EntryRow entry={e} />}
        itemClassName={styles.record}
        end="bank.records.end"
        empty={<EmptyState text="bank.capital.empty" />}
      />
    </div>
  );
}

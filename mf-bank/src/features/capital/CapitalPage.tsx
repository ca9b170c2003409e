import { lazy, Suspense } from 'react';
import { EmptyState, RecordList, Section } from '@snapmall/shared/kit';
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
        <Section id="bank-balance-chart" title="bank.capital.chart" className={styles.card}>
          <ChartBoundary>
            <Suspense fallback={<div className={local.chartPlaceholder} />}>
              <BalanceChart rows={rows} />
            </Suspense>
          </ChartBoundary>
        </Section>
      )}
      <RecordList
        list={statement.list}
        keyOf={(e) => e.id}
        render={(e) => <EntryRow entry={e} />}
        itemClassName={styles.record}
        empty={<EmptyState text="bank.capital.empty" />}
      />
    </div>
  );
}

import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { DayChart } from '@snapmall/shared/admin';
import type { AdminDashboardDay } from '@snapmall/shared/contract';
import { chartsOf } from './series';
import styles from './Dashboard.module.css';

/** The last days as charts (money, points, customers), each with its figures as a table for screen readers. */
export function Trends({ series, days }: { series: readonly AdminDashboardDay[]; days: number }) {
  const charts = useMemo(() => chartsOf(series), [series]);
  return (
    <section aria-labelledby="dashboard-trends">
      <h2 id="dashboard-trends" className={styles.heading}>
        <FormattedMessage id="admin.dashboard.trends" values={{ days }} />
      </h2>
      <div className={styles.charts}>
        <DayChart title="admin.dashboard.chart.money" days={charts.days} series={charts.money} kind="money" />
        <DayChart title="admin.dashboard.chart.points" days={charts.days} series={charts.points} kind="count" />
        <DayChart title="admin.dashboard.chart.customers" days={charts.days} series={charts.customers} kind="count" />
      </div>
    </section>
  );
}

import { FormattedMessage } from 'react-intl';
import { Count, Money } from '@snapmall/shared';
import type { AdminDashboardDay } from '@snapmall/shared/contract';
import styles from './Dashboard.module.css';

const FIGURES = [
  { key: 'money_in', label: 'admin.dashboard.moneyIn', money: true },
  { key: 'money_out', label: 'admin.dashboard.moneyOut', money: true },
  { key: 'sales', label: 'admin.dashboard.sales', money: true },
  { key: 'points_staked', label: 'admin.dashboard.pointsStaked', money: false },
  { key: 'points_paid', label: 'admin.dashboard.pointsPaid', money: false },
  { key: 'new_customers', label: 'admin.dashboard.newCustomers', money: false },
] as const;

/** Today's figures (the operator's day): money in and out, sales, points staked and paid, new customers. */
export function Today({ today }: { today: AdminDashboardDay }) {
  return (
    <section aria-labelledby="dashboard-today">
      <h2 id="dashboard-today" className={styles.heading}>
        <FormattedMessage id="admin.dashboard.today" />
      </h2>
      <dl className={styles.figures}>
        {FIGURES.map((f) => {
          const value = today[f.key];
          return (
            <div key={f.key} className={styles.figure} data-testid={`today-${f.key}`}>
              <dt>
                <FormattedMessage id={f.label} />
              </dt>
              <dd>{typeof value === 'string' ? <Money value={value} /> : <Count value={value} />}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

import { FormattedMessage } from 'react-intl';
import { Count } from '@snapmall/shared';
import { useAdminSession, type RoleNeed } from '@snapmall/shared/admin';
import type { AdminDashboard } from '@snapmall/shared/contract';
import { ConsoleLink } from '@snapmall/shared/admin';
import styles from './Dashboard.module.css';

/** What waits, each leading to its list already filtered (bank's and shopping's console pages). */
const WAITING = [
  { key: 'deposits', label: 'admin.dashboard.pendingDeposits', to: '/bank/deposits?status=0', role: 'finance' },
  { key: 'withdrawals', label: 'admin.dashboard.pendingWithdrawals', to: '/bank/withdrawals?status=0', role: 'finance' },
  { key: 'orders_to_ship', label: 'admin.dashboard.ordersToShip', to: '/shop/orders?status=placed', role: 'catalogue' },
] as const satisfies ReadonlyArray<{ key: keyof AdminDashboard['pending']; label: string; to: string; role: RoleNeed }>;

/** The queues: how many deposits, withdrawals and orders wait, as links for operators who may work them. */
export function Pending({ pending }: { pending: AdminDashboard['pending'] }) {
  const { can } = useAdminSession();
  return (
    <section aria-labelledby="dashboard-pending">
      <h2 id="dashboard-pending" className={styles.heading}>
        <FormattedMessage id="admin.dashboard.pending" />
      </h2>
      <ul className={styles.tiles}>
        {WAITING.map((item) => {
          const body = (
            <>
              <span className={styles.tileLabel}>
                <FormattedMessage id={item.label} />
              </span>
              <strong className={`${styles.tileFigure} ${pending[item.key] > 0 ? styles.waiting : ''}`}>
                <Count value={pending[item.key]} />
              </strong>
            </>
          );
          return (
            <li key={item.key} data-testid={`pending-${item.key}`}>
              {can(item.role) ? (
                <ConsoleLink to={item.to} className={`${styles.tile} ${styles.tileLink}`}>
                  {body}
                </ConsoleLink>
              ) : (
                <div className={styles.tile}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

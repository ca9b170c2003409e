import { FormattedMessage } from 'react-intl';
import { Count, Money } from '@snapmall/shared';
import { Facts, type Fact } from '@snapmall/shared/kit';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import styles from './Customers.module.css';

/**
 * The money at a glance above every tab: balance, held by withdrawals in review, points, level, and the card
 * withdrawals are paid to. Who the customer is, is the account's tab (mf-account's './admin').
 */
export function CustomerSummary({ customer: c }: { customer: AdminUserDetail }) {
  const money: Fact[] = [
    ['admin.customer.balance', <Money key="b" value={c.balance} />, 'customer-balance'],
    ['admin.customer.held', <Money key="h" value={c.held} />, 'customer-held'],
    ['admin.customer.points', <Count key="p" value={c.points} />, 'customer-points'],
    ['admin.customer.level', <FormattedMessage key="l" id="admin.customer.levelValue" values={{ name: c.level.name, level: c.level.id }} />, 'customer-level'],
    // The server masks the card but for its last 4 digits; it never reaches the console whole.
    ['admin.customer.card', c.card ? `${c.card.bank_name} ${c.card.card_no}` : <FormattedMessage key="c" id="admin.customer.noCard" />, 'customer-card'],
  ];
  return (
    <section className={styles.panel} aria-labelledby="customer-money">
      <h2 id="customer-money" className={styles.panelTitle}>
        <FormattedMessage id="admin.customer.money" />
      </h2>
      <Facts items={money} />
    </section>
  );
}

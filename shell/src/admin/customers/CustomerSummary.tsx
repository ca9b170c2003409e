import { FormattedMessage } from 'react-intl';
import { Count, Moment, Money } from '@snapmall/shared';
import { Facts, type Fact } from '@snapmall/shared/kit';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import { AccountStatus } from './Status';
import styles from './Customers.module.css';

const none = '—';

/** The money first (balance, held by withdrawals in review, points), then who the customer is. */
export function CustomerSummary({ customer: c }: { customer: AdminUserDetail }) {
  const money: Fact[] = [
    ['admin.customer.balance', <Money key="b" value={c.balance} />, 'customer-balance'],
    ['admin.customer.held', <Money key="h" value={c.held} />, 'customer-held'],
    ['admin.customer.points', <Count key="p" value={c.points} />, 'customer-points'],
    ['admin.customer.level', <FormattedMessage key="l" id="admin.customer.levelValue" values={{ name: c.level.name, level: c.level.id }} />, 'customer-level'],
  ];
  const who: Fact[] = [
    ['admin.customer.username', `${c.username} (#${c.id})`],
    ['admin.customer.realname', c.realname || none],
    ['admin.customer.mobile', c.mobile || none],
    ['admin.customer.nickname', c.nickname || none],
    ['admin.customer.status', <AccountStatus key="s" status={c.status} />],
    // The server masks the card but for its last 4 digits; it never reaches the console whole.
    ['admin.customer.card', c.card ? `${c.card.bank_name} ${c.card.card_no}` : <FormattedMessage key="c" id="admin.customer.noCard" />, 'customer-card'],
    ['admin.customer.registered', <Moment key="r" at={c.createtime} />],
    ['admin.customer.lastLogin', c.last_login ? <Moment key="ll" at={c.last_login} /> : <FormattedMessage key="n" id="admin.customer.never" />],
  ];
  return (
    <div className={styles.summary}>
      <section className={styles.panel} aria-labelledby="customer-money">
        <h2 id="customer-money" className={styles.panelTitle}>
          <FormattedMessage id="admin.customer.money" />
        </h2>
        <Facts items={money} />
      </section>
      <section className={styles.panel} aria-labelledby="customer-account">
        <h2 id="customer-account" className={styles.panelTitle}>
          <FormattedMessage id="admin.customer.account" />
        </h2>
        <Facts items={who} />
      </section>
    </div>
  );
}

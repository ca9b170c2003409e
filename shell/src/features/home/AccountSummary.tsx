import { FormattedMessage } from 'react-intl';
import { Count, Money, type UserInfo } from '@snapmall/shared';
import styles from './Home.module.css';

/** Balance on a row of its own (one line up to 9,999,999.99 on a 320 px phone), then points and level. */
export function AccountSummary({ user }: { user: UserInfo }) {
  return (
    <section className={styles.account} data-testid="home-balance">
      <div className={styles.balance}>
        <span className={styles.caption}>
          <FormattedMessage id="home.balance" />
        </span>
        <strong className={styles.money} data-testid="home-money">
          <Money value={user.money} />
        </strong>
      </div>
      <div>
        <span className={styles.caption}>
          <FormattedMessage id="home.points" />
        </span>
        <strong data-testid="home-points">
          <Count value={user.score} />
        </strong>
      </div>
      <div>
        <span className={styles.caption}>
          <FormattedMessage id="home.vip" />
        </span>
        <strong>{user.vip?.name ?? `VIP ${user.level}`}</strong>
      </div>
    </section>
  );
}

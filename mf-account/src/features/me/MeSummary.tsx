import { FormattedMessage } from 'react-intl';
import { absoluteUrl, Count, Money, toCents, type UserInfo } from '@snapmall/shared';
import styles from './Me.module.css';

/** Who is logged in: avatar, nickname, username and invite code. */
export function MeCard({ user }: { user: UserInfo }) {
  const avatar = absoluteUrl(user.avatar);
  return (
    <section className={styles.card}>
      <div className={styles.avatar} aria-hidden="true">
        {avatar ? <img src={avatar} alt="" /> : user.nickname.slice(0, 1).toUpperCase()}
      </div>
      <div>
        <h2 className={styles.name}>{user.nickname}</h2>
        <p className={styles.sub}>
          @{user.username} · <FormattedMessage id="account.me.inviteCode" /> {user.invite_code}
        </p>
      </div>
    </section>
  );
}

/** Balance (on a line of its own, whatever its length), VIP level and points. */
export function MeStats({ user }: { user: UserInfo }) {
  // Cash held for withdrawals under review is part of the balance the customer owns, shown apart.
  const held = (toCents(user.held_money) ?? 0n) > 0n ? user.held_money : null;
  return (
    <section className={styles.stats}>
      <div className={styles.balance}>
        <span>
          <FormattedMessage id="account.me.balance" />
        </span>
        <strong className={styles.money} data-testid="me-balance">
          <Money value={user.money} />
        </strong>
        {held && (
          <small className={styles.held} data-testid="me-held">
            <FormattedMessage id="account.me.held" values={{ amount: <Money value={held} /> }} />
          </small>
        )}
      </div>
      <div>
        <span>
          <FormattedMessage id="account.me.level" />
        </span>
        <strong data-testid="me-level">{user.vip?.name ?? `VIP ${user.level}`}</strong>
      </div>
      <div>
        <span>
          <FormattedMessage id="account.me.score" />
        </span>
        <strong data-testid="me-points">
          <Count value={user.score} />
        </strong>
      </div>
    </section>
  );
}

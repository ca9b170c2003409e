import { FormattedMessage } from 'react-intl';
import { Money, selectUser, useAppSelector, type Vip } from '@snapmall/shared';
import styles from './VipLevels.module.css';

/**
 * The VIP levels and their published rules (config vipList), so a customer sees exactly what a level gives before
 * choosing it, with their own marked. Until a configuration is known their space is held.
 */
export function VipLevels({ levels }: { levels: Vip[] | undefined }) {
  const current = useAppSelector(selectUser)?.level;
  if (levels && levels.length === 0) return null;
  return (
    <section aria-labelledby="vip-levels" aria-busy={!levels}>
      <h2 id="vip-levels" className={styles.heading}>
        <FormattedMessage id="vip.title" />
      </h2>
      <ul className={styles.levels}>
        {/* Keys no level can take: the placeholders are replaced, never moved to where a level goes. */}
        {!levels && ['a', 'b', 'c', 'd'].map((key) => <li key={`placeholder-${key}`} className={`${styles.level} ${styles.skeleton}`} aria-hidden="true" />)}
        {levels?.map((vip) => (
          <li key={vip.level} className={`${styles.level} ${vip.level === current ? styles.current : ''}`} data-testid="vip-level">
            <div className={styles.head}>
              <strong>{vip.name}</strong>
              {vip.level === current ? (
                <span className={styles.badge}>
                  <FormattedMessage id="vip.yours" />
                </span>
              ) : (
                <span className={styles.price}><Money value={vip.price} /></span>
              )}
            </div>
            <dl className={styles.rules}>
              <dt><FormattedMessage id="vip.taskNum" /></dt>
              <dd>{vip.task_num}</dd>
              <dt><FormattedMessage id="vip.taskRate" /></dt>
              <dd>{vip.task_rate}%</dd>
              <dt><FormattedMessage id="vip.discount" /></dt>
              <dd>{vip.order_join_rate}%</dd>
              <dt><FormattedMessage id="vip.withdrawals" /></dt>
              <dd><FormattedMessage id="vip.withdrawalsValue" values={{ count: vip.withdraw_num, fee: vip.withdraw_rate }} /></dd>
              <dt><FormattedMessage id="vip.limits" /></dt>
              <dd><Money value={vip.min_withdraw} /> – <Money value={vip.max_withdraw} /></dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { kitStyles } from '@snapmall/shared/kit';
import { FormattedMessage } from 'react-intl';
import type { BetType } from '@snapmall/shared/contract';
import { betTypeName, oddsAgree } from '../../common/betTypes';
import { Say } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import local from './Play.module.css';

/**
 * Every bet type's payout, chance and house edge as the server published them, before anything is staked. Each row
 * is checked against the shared rules; a row that disagrees is marked instead of quietly trusted.
 */
export function OddsTable({ types }: { types: BetType[] }) {
  const odd = types.filter((t) => !oddsAgree(t));
  return (
    <details className={local.odds}>
      <summary>
        <FormattedMessage id="lottery.odds.title" />
      </summary>
      <p className={styles.note}>
        <FormattedMessage id="lottery.odds.text" />
      </p>
      {odd.length > 0 && (
        <p className={kitStyles.failure} data-testid="odds-mismatch">
          <FormattedMessage id="lottery.odds.mismatch" values={{ codes: odd.map((t) => t.code).join(', ') }} />
        </p>
      )}
      <table className={local.oddsTable} data-testid="odds-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="lottery.odds.type" />
            </th>
            <th scope="col">
              <FormattedMessage id="lottery.odds.pays" />
            </th>
            <th scope="col">
              <FormattedMessage id="lottery.odds.chance" />
            </th>
            <th scope="col">
              <FormattedMessage id="lottery.odds.edge" />
            </th>
          </tr>
        </thead>
        <tbody>
          {types.map((t) => (
            <tr key={t.code}>
              <th scope="row">
                <Say text={betTypeName(t.code)} />
              </th>
              <td>×{t.payout}</td>
              <td>{t.chance}%</td>
              <td>{t.house_edge}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

import { FormattedMessage } from 'react-intl';
import { useNav } from '@snapmall/shared';
import { ConfirmDialog } from '@snapmall/shared/kit';
import type { BetType, LotteryGame } from '@snapmall/shared/contract';
import { betTypeName, betTypeRule, payoutFor } from '../../common/betTypes';
import { Say } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import type { BetBlock } from './useBet';
import local from './Play.module.css';

/** The chosen type: what it wins on and its odds. */
export function TypeDetail({ type }: { type: BetType }) {
  return (
    <div className={local.typeDetail} data-testid="type-detail" aria-live="polite">
      <strong>
        <Say text={betTypeName(type.code)} />
      </strong>
      <span>
        <Say text={betTypeRule(type.code)} />
      </span>
      <span data-testid="type-odds">
        <FormattedMessage id="lottery.bet.odds" values={{ payout: type.payout, chance: type.chance, edge: type.house_edge }} />
      </span>
    </div>
  );
}

/** Why betting is off right now, each with the page that changes it. */
export function BetBlocks({ blocks }: { blocks: BetBlock[] }) {
  const nav = useNav();
  if (blocks.length === 0) return null;
  return (
    <ul className={styles.blocks} data-testid="blocks">
      {blocks.map((b) => (
        <li key={b.id}>
          <FormattedMessage id={b.id} values={b.values} />
          {b.to && b.action && (
            <button type="button" className={styles.linkButton} onClick={() => nav.navigate(b.to!)}>
              <FormattedMessage id={b.action} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

interface BetConfirmProps {
  game: LotteryGame;
  period: number;
  type: BetType;
  stake: number;
  onAnswer: (yes: boolean) => void;
}

/** The question before a bet: the period, the type, the stake, what a win pays and the odds. */
export function BetConfirm({ game, period, type, stake, onAnswer }: BetConfirmProps) {
  return (
    <ConfirmDialog title="lottery.bet.confirmTitle" confirm="lottery.bet.confirmButton" confirmValues={{ amount: stake }} onAnswer={onAnswer}>
      <p>
        <FormattedMessage id="lottery.bet.confirmPeriod" values={{ game: game.name, n: period }} />
      </p>
      <p>
        <strong>
          <Say text={betTypeName(type.code)} />
        </strong>
        {' — '}
        <Say text={betTypeRule(type.code)} />
      </p>
      <p>
        <FormattedMessage id="lottery.bet.confirmStake" values={{ amount: stake, win: payoutFor(stake, type.payout) }} />
      </p>
      <p>
        <FormattedMessage id="lottery.bet.odds" values={{ payout: type.payout, chance: type.chance, edge: type.house_edge }} />
      </p>
    </ConfirmDialog>
  );
}

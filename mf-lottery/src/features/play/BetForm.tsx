import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, Count, Field, useT } from '@snapmall/shared';
import { FailureNote, Section } from '@snapmall/shared/kit';
import type { LotteryGame } from '@snapmall/shared/contract';
import { betTypeName, payoutFor } from '../../common/betTypes';
import styles from '../../common/lottery.module.css';
import type { Current } from './api';
import { BetBlocks, BetConfirm, TypeDetail } from './BetParts';
import { OddsTable } from './OddsTable';
import { TypePicker } from './TypePicker';
import { useBet } from './useBet';
import local from './Play.module.css';

/**
 * The bet: a type (with its payout, chance and house edge), a stake in points, a confirmation, one request id per
 * intent. A real form: Enter in the stake asks for the confirmation, as the button does.
 */
export function BetForm({ game, current: c, bettingOpen }: { game: LotteryGame; current: Current; bettingOpen: boolean }) {
  const t = useT();
  const b = useBet(game, c, bettingOpen);
  const { type, problem, placed } = b;
  return (
    <Section id="lottery-bet" title="lottery.bet.title" className={styles.card}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          b.ask();
        }}
      >
        <TypePicker types={game.bet_types} value={b.code} onChange={b.setCode} disabled={b.isLoading} />
        {type && <TypeDetail type={type} />}
        <OddsTable types={game.bet_types} />
        <Field
          label={<FormattedMessage id="lottery.amount.label" />}
          inputMode="numeric"
          autoComplete="off"
          value={b.amount}
          onValue={b.setAmount}
          error={b.amount && problem ? t(problem.id, problem.values) : undefined}
          hint={<FormattedMessage id="lottery.amount.hint" values={{ min: game.min_stake, max: game.max_stake }} />}
          disabled={b.isLoading}
        />
        {type && !problem && (
          <p className={local.wins} data-testid="wins">
            <FormattedMessage id="lottery.bet.wouldPay" values={{ points: <Count key="p" value={payoutFor(b.stake, type.payout)} /> }} />
          </p>
        )}
        <BetBlocks blocks={b.blocks} />
        <div className={local.messages} aria-live="polite">
          <FailureNote notice={b.failure} />
          {/* Said until its period is drawn; then "my bets in play" shows how it came out. */}
          {placed && placed.period_no === c.period_no && (
            <p className={styles.success} data-testid="placed">
              <FormattedMessage
                id="lottery.bet.placed"
                values={{ id: placed.id, n: placed.period_no, amount: placed.amount, type: t(betTypeName(placed.bet_type).id, betTypeName(placed.bet_type).values) }}
              />
            </p>
          )}
        </div>
        <Button type="submit" className={controlStyles.block} disabled={!b.canAsk}>
          <FormattedMessage id={b.isLoading ? 'lottery.bet.sending' : 'lottery.bet.button'} />
        </Button>
      </form>
      {b.asking !== null && type && <BetConfirm game={game} period={b.asking} type={type} stake={b.stake} onAnswer={(yes) => void b.answer(yes)} />}
    </Section>
  );
}

import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Button, ConfirmDialog, controlStyles, describeFailure, FailureNote, Field, type Notice, useIntentId, useNav, useT } from '@snapmall/shared';
import type { Bet, LotteryGame } from '@snapmall/shared/contract';
import { NO_ANSWER } from '../../common/lotteryApi';
import { betTypeName, betTypeRule, payoutFor } from '../../common/betTypes';
import { Say } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import { useLotteryBetMutation, type Current } from './api';
import { OddsTable } from './OddsTable';
import { limitLeft } from './PeriodCard';
import { stakeOf, stakeProblem } from './stake';
import { TypePicker } from './TypePicker';
import local from './Play.module.css';

/** Why betting is off right now, with where the player can act on it. */
function blocksOf(game: LotteryGame, c: Current, bettingOpen: boolean) {
  const left = limitLeft(c.limit);
  const blocks: { id: string; values?: Record<string, number>; to?: string; action?: string }[] = [];
  if (!bettingOpen) blocks.push({ id: 'lottery.block.closed' });
  // A period with no published commitment (a game's first, opened before its seeds were made) takes no bets.
  else if (!c.commitment) blocks.push({ id: 'lottery.block.noCommitment' });
  if (c.points < game.min_stake) blocks.push({ id: 'lottery.block.points', values: { min: game.min_stake, points: c.points } });
  if (left !== null && left < game.min_stake) blocks.push({ id: 'lottery.block.limit', to: '/pages/lottery/limit', action: 'lottery.limit.change' });
  return blocks;
}

/** The bet: a type (with its payout, chance and house edge), a stake in points, a confirmation, one request id per intent. */
export function BetForm({ game, current: c, bettingOpen }: { game: LotteryGame; current: Current; bettingOpen: boolean }) {
  const t = useT();
  const nav = useNav();
  const [bet, { isLoading }] = useLotteryBetMutation();
  const { idFor, answered } = useIntentId();
  const [code, setCode] = useState(() => (game.bet_types.some((b) => b.code === 'big') ? 'big' : (game.bet_types[0]?.code ?? '')));
  const [amount, setAmount] = useState(String(game.min_stake));
  const [asking, setAsking] = useState<number | null>(null);
  const [failure, setFailure] = useState<Notice | null>(null);
  const [placed, setPlaced] = useState<Bet | null>(null);
  const type = game.bet_types.find((b) => b.code === code);
  const problem = stakeProblem(amount, { min: game.min_stake, max: game.max_stake, points: c.points, limitLeft: limitLeft(c.limit) });
  const stake = stakeOf(amount) ?? 0;
  const blocks = blocksOf(game, c, bettingOpen);

  const change = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setFailure(null);
    setPlaced(null);
  };

  const answer = async (yes: boolean) => {
    const period = asking;
    setAsking(null);
    if (!yes || period === null || !type) return;
    setFailure(null);
    // The same choice confirmed again after no answer is the same intent: same id, so it is staked once.
    const request_id = idFor(`${game.id}:${period}:${code}:${stake}`);
    const result = await bet({ game_id: game.id, period_no: period, bet_type: code, amount: stake, request_id });
    if ('error' in result) {
      const { notice, unknownOutcome } = describeFailure(result.error, NO_ANSWER);
      if (!unknownOutcome) answered();
      setFailure(notice);
      return;
    }
    answered();
    setPlaced(result.data);
  };

  return (
    <section className={styles.card} aria-labelledby="lottery-bet">
      <h2 id="lottery-bet">
        <FormattedMessage id="lottery.bet.title" />
      </h2>
      <TypePicker types={game.bet_types} value={code} onChange={change(setCode)} disabled={isLoading} />
      {type && (
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
      )}
      <OddsTable types={game.bet_types} />
      <Field
        label={<FormattedMessage id="lottery.amount.label" />}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onValue={change(setAmount)}
        error={amount && problem ? t(problem.id, problem.values) : undefined}
        hint={<FormattedMessage id="lottery.amount.hint" values={{ min: game.min_stake, max: game.max_stake }} />}
        disabled={isLoading}
      />
      {type && !problem && (
        <p className={local.wins} data-testid="wins">
          <FormattedMessage id="lottery.bet.wouldPay" values={{ points: <FormattedNumber key="p" value={payoutFor(stake, type.payout)} /> }} />
        </p>
      )}
      {blocks.length > 0 && (
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
      )}
      <div className={local.messages} aria-live="polite">
        <FailureNote notice={failure} />
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
      <Button className={controlStyles.block} disabled={blocks.length > 0 || Boolean(problem) || !type || isLoading} onClick={() => setAsking(c.period_no)}>
        <FormattedMessage id={isLoading ? 'lottery.bet.sending' : 'lottery.bet.button'} />
      </Button>
      {asking !== null && type && (
        <ConfirmDialog title="lottery.bet.confirmTitle" confirm="lottery.bet.confirmButton" confirmValues={{ amount: stake }} onAnswer={(yes) => void answer(yes)}>
          <p>
            <FormattedMessage id="lottery.bet.confirmPeriod" values={{ game: game.name, n: asking }} />
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
      )}
    </section>
  );
}

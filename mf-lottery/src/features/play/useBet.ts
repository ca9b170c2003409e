import { useState } from 'react';
import { type Notice } from '@snapmall/shared';
import { useIntent } from '@snapmall/shared/kit';
import type { Bet, LotteryGame } from '@snapmall/shared/contract';
import { NO_ANSWER } from '../../common/lotteryApi';
import { useLotteryBetMutation, type Current } from './api';
import { limitLeft } from './PeriodCard';
import { stakeOf, stakeProblem } from './stake';

/** A reason betting is off right now, with where the player can act on it. */
export interface BetBlock {
  id: string;
  values?: Record<string, number>;
  to?: string;
  action?: string;
}

/** Why betting is off right now. */
function blocksOf(game: LotteryGame, c: Current, bettingOpen: boolean): BetBlock[] {
  const left = limitLeft(c.limit);
  const blocks: BetBlock[] = [];
  if (!bettingOpen) blocks.push({ id: 'lottery.block.closed' });
  // A period with no published commitment (a game's first, opened before its seeds were made) takes no bets.
  else if (!c.commitment) blocks.push({ id: 'lottery.block.noCommitment' });
  if (c.points < game.min_stake) blocks.push({ id: 'lottery.block.points', values: { min: game.min_stake, points: c.points } });
  if (left !== null && left < game.min_stake) blocks.push({ id: 'lottery.block.limit', to: '/pages/lottery/limit', action: 'lottery.limit.change' });
  return blocks;
}

/** The bet form's state: the chosen type and stake, what stops a bet, the confirmation asked, and how the last one ended. */
export function useBet(game: LotteryGame, c: Current, bettingOpen: boolean) {
  const [bet, { isLoading }] = useLotteryBetMutation();
  const send = useIntent(NO_ANSWER);
  const [code, setCode] = useState(() => (game.bet_types.some((b) => b.code === 'big') ? 'big' : (game.bet_types[0]?.code ?? '')));
  const [amount, setAmount] = useState(String(game.min_stake));
  const [asking, setAsking] = useState<number | null>(null);
  const [failure, setFailure] = useState<Notice | null>(null);
  const [placed, setPlaced] = useState<Bet | null>(null);
  const type = game.bet_types.find((b) => b.code === code);
  const problem = stakeProblem(amount, { min: game.min_stake, max: game.max_stake, points: c.points, limitLeft: limitLeft(c.limit) });
  const stake = stakeOf(amount) ?? 0;
  const blocks = blocksOf(game, c, bettingOpen);
  const canAsk = blocks.length === 0 && !problem && Boolean(type) && !isLoading;

  const change = <T>(set: (v: T) => void) => (v: T) => {
    set(v);
    setFailure(null);
    setPlaced(null);
  };

  /** Asks to confirm a bet on the open period (the form's submit, by button or Enter). */
  const ask = () => {
    if (canAsk) setAsking(c.period_no);
  };

  const answer = async (yes: boolean) => {
    const period = asking;
    setAsking(null);
    if (!yes || period === null || !type) return;
    setFailure(null);
    // The same choice confirmed again after no answer is the same intent: same id, so it is staked once.
    const outcome = await send(`${game.id}:${period}:${code}:${stake}`, (request_id) =>
      bet({ game_id: game.id, period_no: period, bet_type: code, amount: stake, request_id }),
    );
    if ('notice' in outcome) setFailure(outcome.notice);
    else setPlaced(outcome.data ?? null);
  };

  return { code, setCode: change(setCode), amount, setAmount: change(setAmount), type, problem, stake, blocks, canAsk, ask, asking, answer, failure, placed, isLoading };
}

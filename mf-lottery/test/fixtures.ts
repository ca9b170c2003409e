import { oddsOf } from '@snapmall/shared/lottery';
import type { Bet, BetType, CurrentPeriod, Draw, LotteryGame, StakeLimit } from '@snapmall/shared/contract';

/** Bet types as the server publishes them: the odds computed from the payouts with the shared rules. */
const PAYOUTS: Record<string, number> = {
  big: 195, small: 195, odd: 195, even: 195, triple_any: 3000, triple_6: 18000,
  ...Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`sum_${i + 4}`, 600])),
};
const multiplier = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
export const BET_TYPES: BetType[] = Object.entries(PAYOUTS).map(([code, h]) => {
  const odds = oddsOf(code, h);
  return { code, payout: multiplier(h), chance: odds.chance, house_edge: odds.houseEdge };
});

export const GAME: LotteryGame = { id: 1, name: 'Three dice', period_seconds: 60, close_seconds: 5, min_stake: 10, max_stake: 1000, bet_types: BET_TYPES };

export const LIMIT: StakeLimit = { daily_limit: 0, staked_today: 0, pending_limit: 0, pending_from: '' };

export const DRAW: Draw = {
  period_no: 41,
  dice: [3, 5, 6],
  sum: 14,
  seed: 'ab'.repeat(32),
  commitment: 'cd'.repeat(32),
  drawn_at: 1_777_600_000,
};

/** The open period 42, with betting open for `closesIn` more seconds by the server's clock. */
export function currentAt(serverTime: number, closesIn = 40, over: Partial<CurrentPeriod> = {}): CurrentPeriod {
  return {
    game: GAME,
    period_no: 42,
    close_at: serverTime + closesIn,
    draw_at: serverTime + closesIn + 5,
    server_time: serverTime,
    commitment: 'ef'.repeat(32),
    last: [DRAW],
    points: 500,
    limit: LIMIT,
    ...over,
  };
}

export const BET: Bet = {
  id: 7,
  game_id: 1,
  game_name: 'Three dice',
  period_no: 42,
  bet_type: 'big',
  amount: 100,
  payout_rate: '1.95',
  status: 'pending',
  payout: 0,
  createtime: 1_777_600_010,
  settletime: 0,
  dice: [],
};

export const page = <T>(list: T[], total = list.length, pageNo = 1) => ({ list, total, page: pageNo });

/** The device's clock now, in whole seconds. */
export const deviceNow = () => Math.floor(Date.now() / 1000);

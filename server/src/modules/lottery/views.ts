import type { Bet, BetType, Draw, Language, LotteryGame } from '@snapmall/shared/contract';
import { oddsOf } from '@snapmall/shared/lottery';
import type { BetRow, DrawRow, GameRow } from './repository';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);
/** Hundredths as a multiplier: 195 → "1.95". */
export const multiplier = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

export function toGame(g: GameRow, lang: Language): LotteryGame {
  const betTypes: BetType[] = Object.entries(g.payouts).map(([code, payout]) => {
    const odds = oddsOf(code, payout);
    return { code, payout: multiplier(payout), chance: odds.chance, house_edge: odds.houseEdge };
  });
  return {
    id: g.id,
    name: lang === 'zh-tw' ? g.name_zh : g.name_en,
    period_seconds: g.period_seconds,
    close_seconds: g.close_seconds,
    min_stake: Number(g.min_stake),
    max_stake: Number(g.max_stake),
    bet_types: betTypes,
  };
}

export function toDraw(d: DrawRow): Draw {
  return {
    period_no: Number(d.period_no),
    dice: d.dice,
    sum: d.dice.reduce((a, b) => a + b, 0),
    seed: d.seed,
    commitment: d.commitment,
    drawn_at: unix(d.drawn_at),
  };
}

export function toBet(b: BetRow & { name_en: string; name_zh: string; dice: number[] | null }, lang: Language): Bet {
  return {
    id: Number(b.id),
    game_id: b.game_id,
    game_name: lang === 'zh-tw' ? b.name_zh : b.name_en,
    period_no: Number(b.period_no),
    bet_type: b.bet_type,
    amount: Number(b.amount),
    payout_rate: multiplier(b.payout_rate),
    status: b.status,
    payout: Number(b.payout),
    createtime: unix(b.createtime),
    settletime: unix(b.settletime),
    dice: b.status === 'pending' ? [] : (b.dice ?? []),
  };
}

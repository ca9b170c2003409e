import type { Queryable } from '../../db/database';

const DAY_SECONDS = 86_400;

/** How many periods of the game are drawn (kept on the game row by a trigger, migration 020). */
export async function drawnPeriods(q: Queryable, gameId: number): Promise<bigint> {
  const [row] = await q.query<{ drawn_periods: bigint }>('SELECT drawn_periods FROM lottery_games WHERE id = $1', [gameId]);
  return row?.drawn_periods ?? 0n;
}

export interface PeriodTotals {
  period_no: bigint;
  bets: bigint;
  staked: bigint;
  winners: bigint;
  paid: bigint;
}

/** What the given periods of a game took and paid (migration 030), by primary key: only the periods asked for. */
export async function periodTotals(q: Queryable, gameId: number, periods: bigint[]): Promise<PeriodTotals[]> {
  if (periods.length === 0) return [];
  return q.query<PeriodTotals>(
    'SELECT period_no, bets, staked, winners, paid FROM lottery_period_totals WHERE game_id = $1 AND period_no = ANY($2::bigint[])',
    [gameId, periods.map(String)],
  );
}

/**
 * Bets of the given periods still pending, from the partial index of pending bets (migration 011): it holds only
 * the bets waiting for a draw, so this reads a handful of rows whatever the history.
 */
export async function unsettledOf(q: Queryable, gameId: number, periods: bigint[]): Promise<Array<{ period_no: bigint; n: bigint }>> {
  if (periods.length === 0) return [];
  return q.query<{ period_no: bigint; n: bigint }>(
    "SELECT period_no, count(*) AS n FROM lottery_bets WHERE game_id = $1 AND period_no = ANY($2::bigint[]) AND status = 'pending' GROUP BY period_no",
    [gameId, periods.map(String)],
  );
}

export interface GameDay {
  bets: bigint;
  staked: bigint;
  paid: bigint;
}

/**
 * `days` days of a game from `start` (an instant: the operator's midnight), each 24 hours, summed from the quarter
 * hours migration 030 keeps: at most 96 rows a day, however many bets there were.
 */
export async function gameDays(q: Queryable, gameId: number, start: Date, days: number): Promise<GameDay[]> {
  const end = new Date(start.getTime() + days * DAY_SECONDS * 1000);
  const rows = await q.query<{ day: number } & GameDay>(
    `SELECT floor(extract(epoch FROM bucket - $2::timestamptz) / ${DAY_SECONDS})::int AS day,
            sum(bets)::bigint AS bets, sum(staked)::bigint AS staked, sum(paid)::bigint AS paid
     FROM lottery_game_buckets WHERE game_id = $1 AND bucket >= $2 AND bucket < $3 GROUP BY 1`,
    [gameId, start, end],
  );
  const out: GameDay[] = Array.from({ length: days }, () => ({ bets: 0n, staked: 0n, paid: 0n }));
  for (const r of rows) if (out[r.day]) out[r.day] = { bets: r.bets, staked: r.staked, paid: r.paid };
  return out;
}

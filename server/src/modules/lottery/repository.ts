import type { Queryable } from '../../db/database';

export interface GameRow {
  id: number;
  name_en: string;
  name_zh: string;
  epoch: Date;
  period_seconds: number;
  close_seconds: number;
  min_stake: bigint;
  max_stake: bigint;
  payouts: Record<string, number>;
  enabled: boolean;
}

/** A game with the period open now by the database's clock (the same on every instance). */
export interface GameNow extends GameRow {
  open_period: bigint;
  close_at: Date;
  draw_at: Date;
  now: Date;
}

// The game's own columns by name: drawn_periods (the settled list's total) is not part of a game's answer.
const GAME_COLUMNS = 'g.id, g.name_en, g.name_zh, g.epoch, g.period_seconds, g.close_seconds, g.min_stake, g.max_stake, g.payouts, g.enabled';
const NOW = `SELECT ${GAME_COLUMNS}, p.open_period, g.epoch + make_interval(secs => p.open_period * g.period_seconds - g.close_seconds) AS close_at,
                    g.epoch + make_interval(secs => p.open_period * g.period_seconds) AS draw_at, now() AS now
             FROM lottery_games g,
                  LATERAL (SELECT floor(extract(epoch FROM now() - g.epoch) / g.period_seconds)::bigint + 1 AS open_period) p`;

export async function games(q: Queryable, enabledOnly: boolean): Promise<GameNow[]> {
  return q.query<GameNow>(`${NOW} ${enabledOnly ? 'WHERE g.enabled' : ''} ORDER BY g.id`);
}

/** The game and its open period; `lock` 'share' for a bet (many at once), 'update' for a draw (alone). */
export async function gameNow(q: Queryable, id: number, lock?: 'share' | 'update'): Promise<GameNow | undefined> {
  const [row] = await q.query<GameNow>(`${NOW} WHERE g.id = $1 ${lock ? `FOR ${lock === 'share' ? 'SHARE' : 'UPDATE'} OF g` : ''}`, [id]);
  return row;
}

export async function lastSeededPeriod(q: Queryable, gameId: number): Promise<bigint> {
  const [row] = await q.query<{ last: bigint | null }>('SELECT max(period_no) AS last FROM lottery_seeds WHERE game_id = $1', [gameId]);
  return row!.last ?? 0n;
}

export interface DrawRow {
  game_id: number;
  period_no: bigint;
  seed: string;
  commitment: string;
  dice: number[];
  drawn_at: Date;
}

/** The draw, unless the period was drawn already (by this or another instance): then undefined. */
export async function insertDraw(q: Queryable, d: Omit<DrawRow, 'drawn_at'>): Promise<DrawRow | undefined> {
  const [row] = await q.query<DrawRow>(
    `INSERT INTO lottery_draws (game_id, period_no, seed, commitment, dice) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (game_id, period_no) DO NOTHING RETURNING *`,
    [d.game_id, d.period_no, d.seed, d.commitment, d.dice],
  );
  return row;
}

/** The first period of the game not drawn yet (its seeds start at the first chain). */
export async function nextUndrawn(q: Queryable, gameId: number): Promise<bigint | undefined> {
  const [row] = await q.query<{ next: bigint | null }>(
    `SELECT COALESCE((SELECT max(period_no) + 1 FROM lottery_draws WHERE game_id = $1),
                     (SELECT min(period_no) FROM lottery_seeds WHERE game_id = $1)) AS next`,
    [gameId],
  );
  return row!.next ?? undefined;
}

/** The game's newest draws, from the primary key (game_id, period_no) read backwards: nothing else is counted. */
export async function lastDraws(q: Queryable, gameId: number, limit: number): Promise<DrawRow[]> {
  return q.query<DrawRow>('SELECT * FROM lottery_draws WHERE game_id = $1 ORDER BY period_no DESC LIMIT $2', [gameId, limit]);
}

/**
 * A page of the game's draws, newest first, with their number (kept on the game row by a trigger, migration 020).
 * Draws are made in period order from the first seeded period, so they are contiguous: then the page starts at
 * period last - offset and is read by seeking the primary key. Whether they are is known exactly, not assumed:
 * period numbers are unique in a game, so the count equals last - first + 1 only when no period is missing. If
 * one is (rows made by hand), the page falls back to OFFSET. One statement, so the total and the rows agree.
 */
export async function draws(q: Queryable, gameId: number, limit: number, offset: number) {
  return q.query<DrawRow & { total: bigint }>(
    `WITH span AS MATERIALIZED (
       SELECT g.drawn_periods AS total,
              (SELECT period_no FROM lottery_draws WHERE game_id = g.id ORDER BY period_no DESC LIMIT 1) AS last,
              (SELECT period_no FROM lottery_draws WHERE game_id = g.id ORDER BY period_no LIMIT 1) AS first
       FROM lottery_games g WHERE g.id = $1),
     seek AS (SELECT total, last, last - first + 1 = total AS contiguous FROM span)
     SELECT d.*, seek.total FROM seek CROSS JOIN LATERAL (
       SELECT * FROM lottery_draws WHERE game_id = $1 AND period_no <= CASE WHEN seek.contiguous THEN seek.last - $3 ELSE seek.last END
       ORDER BY period_no DESC LIMIT $2 OFFSET CASE WHEN seek.contiguous THEN 0 ELSE $3 END) d
     ORDER BY d.period_no DESC`,
    [gameId, limit, offset],
  );
}

export async function findDraw(q: Queryable, gameId: number, period: bigint | number): Promise<DrawRow | undefined> {
  const [row] = await q.query<DrawRow>('SELECT * FROM lottery_draws WHERE game_id = $1 AND period_no = $2', [gameId, period]);
  return row;
}

export interface BetRow {
  id: bigint;
  user_id: number;
  game_id: number;
  period_no: bigint;
  bet_type: string;
  amount: bigint;
  payout_rate: number;
  status: 'pending' | 'won' | 'lost';
  payout: bigint;
  shop_day: string;
  createtime: Date;
  settletime: Date | null;
}

export async function insertBet(q: Queryable, b: Pick<BetRow, 'user_id' | 'game_id' | 'period_no' | 'bet_type' | 'amount' | 'payout_rate'>, timeZone: string) {
  const [row] = await q.query<BetRow>(
    `INSERT INTO lottery_bets (user_id, game_id, period_no, bet_type, amount, payout_rate, shop_day)
     VALUES ($1, $2, $3, $4, $5, $6, (now() AT TIME ZONE $7)::date) RETURNING *`,
    [b.user_id, b.game_id, b.period_no, b.bet_type, b.amount, b.payout_rate, timeZone],
  );
  return row!;
}

export async function pendingBets(q: Queryable, gameId: number, period: bigint): Promise<BetRow[]> {
  return q.query<BetRow>("SELECT * FROM lottery_bets WHERE game_id = $1 AND period_no = $2 AND status = 'pending' ORDER BY id FOR UPDATE", [gameId, period]);
}

export async function settleBets(q: Queryable, results: Array<{ id: bigint; won: boolean; payout: bigint }>): Promise<void> {
  await q.query(
    `UPDATE lottery_bets b SET status = CASE WHEN r.won THEN 'won' ELSE 'lost' END, payout = r.payout, settletime = now()
     FROM unnest($1::bigint[], $2::boolean[], $3::bigint[]) AS r(id, won, payout) WHERE b.id = r.id`,
    [results.map((r) => String(r.id)), results.map((r) => r.won), results.map((r) => String(r.payout))],
  );
}

type BetWithDraw = BetRow & { name_en: string; name_zh: string; dice: number[] | null; total: bigint };

/**
 * A page of the customer's bets, newest first. All bets: the page's ids read from (user_id, id DESC), the customer
 * written as a range so the primary key can never give the order (server/src/db/page-order.md), their number from
 * lottery_bet_totals (kept by a trigger, migration 020). Pending only: the partial index of pending bets, which
 * holds the few waiting for a draw whatever the history, so counting them stays cheap.
 */
export async function betsOf(q: Queryable, userId: number, f: { pendingOnly: boolean; limit: number; offset: number }): Promise<BetWithDraw[]> {
  const page = f.pendingOnly
    ? `SELECT id, count(*) OVER () AS total FROM lottery_bets WHERE user_id BETWEEN $1 AND $1 AND status = 'pending'`
    : 'SELECT id, (SELECT bets FROM lottery_bet_totals WHERE user_id = $1) AS total FROM lottery_bets WHERE user_id BETWEEN $1 AND $1';
  return q.query<BetWithDraw>(
    `SELECT b.*, p.total, g.name_en, g.name_zh, d.dice
     FROM (${page} ORDER BY user_id, id DESC LIMIT $2 OFFSET $3) p JOIN lottery_bets b ON b.id = p.id JOIN lottery_games g ON g.id = b.game_id
     LEFT JOIN lottery_draws d ON d.game_id = b.game_id AND d.period_no = b.period_no
     ORDER BY b.id DESC`,
    [userId, f.limit, f.offset],
  );
}

export async function betOf(q: Queryable, userId: number, id: number): Promise<BetWithDraw | undefined> {
  const [row] = await q.query<BetWithDraw>(
    `SELECT b.*, g.name_en, g.name_zh, d.dice, 1::bigint AS total FROM lottery_bets b JOIN lottery_games g ON g.id = b.game_id
     LEFT JOIN lottery_draws d ON d.game_id = b.game_id AND d.period_no = b.period_no WHERE b.user_id = $1 AND b.id = $2`,
    [userId, id],
  );
  return row;
}

/** The customer's days, newest first, from the index (user_id, shop_day DESC) INCLUDE (amount, payout); their number kept. */
export async function betDays(q: Queryable, userId: number, limit: number, offset: number) {
  return q.query<{ day: string; bets: bigint; staked: bigint; paid: bigint; total: bigint }>(
    `SELECT to_char(shop_day, 'YYYY-MM-DD') AS day, count(*) AS bets, sum(amount)::bigint AS staked, sum(payout)::bigint AS paid,
            (SELECT days FROM lottery_bet_totals WHERE user_id = $1) AS total
     FROM lottery_bets WHERE user_id = $1 GROUP BY shop_day ORDER BY shop_day DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

/** The limit in force today, a raise waiting, and what the customer staked today (shop day). */
export async function limitOf(q: Queryable, userId: number, timeZone: string) {
  const [row] = await q.query<{ daily_limit: bigint; pending_limit: bigint | null; pending_from: string | null; staked_today: bigint; today: string }>(
    `WITH today AS (SELECT (now() AT TIME ZONE $2)::date AS d)
     SELECT CASE WHEN l.pending_from <= today.d THEN l.pending_limit ELSE COALESCE(l.daily_limit, 0) END AS daily_limit,
            CASE WHEN l.pending_from > today.d THEN l.pending_limit END AS pending_limit,
            CASE WHEN l.pending_from > today.d THEN to_char(l.pending_from, 'YYYY-MM-DD') END AS pending_from,
            (SELECT COALESCE(sum(amount), 0)::bigint FROM lottery_bets WHERE user_id = $1 AND shop_day = today.d) AS staked_today,
            to_char(today.d, 'YYYY-MM-DD') AS today
     FROM today LEFT JOIN lottery_limits l ON l.user_id = $1`,
    [userId, timeZone],
  );
  return { ...row!, daily_limit: row!.daily_limit ?? 0n };
}

export async function saveLimit(q: Queryable, userId: number, daily: bigint, pending: bigint | null, pendingFrom: string | null) {
  await q.query(
    `INSERT INTO lottery_limits (user_id, daily_limit, pending_limit, pending_from) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET daily_limit = $2, pending_limit = $3, pending_from = $4, updatetime = now()`,
    [userId, daily, pending, pendingFrom],
  );
}

export type GameFields = Pick<GameRow, 'name_en' | 'name_zh' | 'close_seconds' | 'min_stake' | 'max_stake' | 'payouts' | 'enabled'> & { period_seconds: number };

export async function saveGame(q: Queryable, id: number | undefined, g: GameFields): Promise<number> {
  if (id === undefined) {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO lottery_games (name_en, name_zh, period_seconds, close_seconds, min_stake, max_stake, payouts, enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [g.name_en, g.name_zh, g.period_seconds, g.close_seconds, g.min_stake, g.max_stake, JSON.stringify(g.payouts), g.enabled],
    );
    return row!.id;
  }
  // The period length is fixed once a game exists: changing it would renumber periods bets were placed on.
  await q.query(
    `UPDATE lottery_games SET name_en = $2, name_zh = $3, close_seconds = $4, min_stake = $5, max_stake = $6, payouts = $7, enabled = $8,
       updatetime = now() WHERE id = $1`,
    [id, g.name_en, g.name_zh, g.close_seconds, g.min_stake, g.max_stake, JSON.stringify(g.payouts), g.enabled],
  );
  return id;
}

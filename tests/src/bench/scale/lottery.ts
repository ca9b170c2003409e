// The lottery at size (issue 18): one one-minute game from 10 draws to 500,000 (`current`, which the play page
// polls, and the settled list), and the customer's bets from 10 to 50,000 among 1,000,000 of other customers (the
// bet list, the list by day, the pending list).
import * as ledger from 'server/src/modules/ledger/repository';
import * as repo from 'server/src/modules/lottery/repository';
import { storedSeed } from 'server/src/modules/lottery/seed-repository';
import type { Database, Queryable } from 'server/src/db/database';
import type { ScalePart } from './part';
import { benchUsers, count, CUSTOMER_ROWS, interleaved, OTHER_CUSTOMERS, OTHER_ROWS, positionsOf, settle, spreadOf } from './rows';

const DRAWS = { small: 10, large: 500_000 } as const;
/** The customer bets 20 times a shop day; their first bet is this many days ago, so the newest are today's. */
const BETS_A_DAY = 20;
const FIRST_DAY_AGO = CUSTOMER_ROWS.large / BETS_A_DAY;

let gameId = 0;
let others: number[] = [];

/**
 * The newest draws, as `current` reads them: lastDraws since issue 18, the settled list's first page before it
 * (the bench also runs on the code before issue 18, which has no lastDraws).
 */
function lastDraws(q: Queryable, game: number) {
  const since = (repo as Partial<typeof repo>).lastDraws;
  return since ? since(q, game, 10) : repo.draws(q, game, 10, 0);
}

/** Draws of periods first … last as the settlement writes them, and the game's clock moved so the next is open. */
async function growDraws(q: Queryable, first: number, last: number) {
  await q.query(
    `INSERT INTO lottery_draws (game_id, period_no, seed, commitment, dice, drawn_at)
     SELECT $1, p, md5(p::text), md5(md5(p::text)), ARRAY[1 + p % 6, 1 + (p / 6) % 6, 1 + (p / 36) % 6], now() - make_interval(mins => ($3 - p)::int)
     FROM generate_series($2::bigint, $3::bigint) AS p`,
    [gameId, first, last],
  );
  await q.query(`UPDATE lottery_games SET epoch = date_trunc('minute', now()) - make_interval(mins => $2) WHERE id = $1`, [gameId, last]);
}

/** Bets per statement of the large size's 1,050,000, each followed by an ANALYZE (see growBets). */
const CHUNK = 100_000;

/**
 * The customer's bets (bet i on period i, 20 a shop day, all settled but the newest three of each size) spread among
 * the others' (20 in a row of one customer, 20,000 a day, all settled).
 *
 * In chunks, the statistics renewed after each: the trigger that counts bets (migration 020) counts the bets of each
 * new (customer, shop day), and planned on the statistics of a 10-row table it reads every bet of the customer for
 * each of their days (through (user_id, id), filtering the day), or the whole table (a sequential scan). Measured:
 * 1,050,000 bets in one statement spent 128 s in the trigger (20,000 took 43 s with sequential scans allowed); once
 * the statistics know the table it counts through (user_id, shop_day). A shop writes bets one at a time, on
 * statistics autovacuum keeps, so this bites only a bulk insert like this one.
 */
async function growBets(db: Database, customerId: number, size: 'small' | 'large', timeZone: string) {
  const spread = spreadOf(size);
  for (let from = 1; from <= positionsOf(spread); from += CHUNK) {
    await db.tx(async (q) => {
      await q.query('SET LOCAL enable_seqscan = off');
      await q.query(
        `INSERT INTO lottery_bets (user_id, game_id, period_no, bet_type, amount, payout_rate, status, payout, shop_day, settletime)
         SELECT CASE WHEN mine THEN $1 ELSE ($2::int[])[1 + (i / 20) % $3] END, $4, CASE WHEN mine THEN i ELSE 1 + i % $5 END,
                CASE WHEN i % 2 = 0 THEN 'big' ELSE 'small' END, 10 + i % 7, 195,
                CASE WHEN mine AND i > $8 THEN 'pending' WHEN i % 3 = 0 THEN 'won' ELSE 'lost' END,
                CASE WHEN i % 3 = 0 AND NOT (mine AND i > $8) THEN 19 ELSE 0 END,
                (now() AT TIME ZONE $6)::date - $7::int + CASE WHEN mine THEN (i - 1) / ${BETS_A_DAY} ELSE i / 20000 END,
                CASE WHEN mine AND i > $8 THEN NULL ELSE now() END
         FROM ${interleaved(spread, from, Math.min(from + CHUNK - 1, positionsOf(spread)))}`,
        [customerId, others, others.length, gameId, DRAWS.large, timeZone, FIRST_DAY_AGO, spread.last - 3],
      );
    });
    await db.query('ANALYZE lottery_bets');
  }
}

export const lotteryPart: ScalePart = {
  name: 'lottery',
  sizes: {
    small: `${DRAWS.small} draws, ${CUSTOMER_ROWS.small} bets`,
    large: `${count(DRAWS.large)} draws, ${count(CUSTOMER_ROWS.large)} bets + ${count(OTHER_ROWS)} others`,
  },
  async setUp({ server }) {
    const [game] = await server.db.query<{ id: number }>(
      `INSERT INTO lottery_games (name_en, name_zh, period_seconds, close_seconds, min_stake, max_stake, payouts)
       VALUES ('Scale dice', '骰子', 60, 5, 10, 1000, '{"big":195,"small":195}') RETURNING id`,
    );
    gameId = game!.id;
    for (const call of lotteryPart.calls) if ('game_id' in call.body) call.body.game_id = gameId;
    others = await benchUsers(server.db, 'lottery', OTHER_CUSTOMERS);
  },
  async grow({ server, customer }, size) {
    await growDraws(server.db, size === 'small' ? 1 : DRAWS.small + 1, DRAWS[size]);
    await growBets(server.db, customer.id, size, server.config.shopTimeZone);
    await settle(server.db, ['lottery_games', 'lottery_draws', 'lottery_bets']);
  },
  calls: [
    {
      name: 'lottery/current',
      url: '/api/lottery/current',
      body: { game_id: 0 },
      as: 'customer',
      explain: async (q, { server, customer }) => {
        await repo.gameNow(q, gameId);
        await storedSeed(q, gameId, DRAWS.large + 1);
        await lastDraws(q, gameId);
        await ledger.userBalances(q, customer.id);
        await repo.limitOf(q, customer.id, server.config.shopTimeZone);
      },
    },
    { name: 'lottery/settled page 1', url: '/api/lottery/settled', body: { game_id: 0, page: 1 }, as: 'customer', explain: (q) => repo.draws(q, gameId, 20, 0) },
    {
      name: 'lottery/buylog page 1',
      url: '/api/lottery/buylog',
      body: { page: 1 },
      as: 'customer',
      explain: (q, { customer }) => repo.betsOf(q, customer.id, { pendingOnly: false, limit: 20, offset: 0 }),
    },
    {
      name: 'lottery/buylogday page 1',
      url: '/api/lottery/buylogday',
      body: { page: 1 },
      as: 'customer',
      explain: (q, { customer }) => repo.betDays(q, customer.id, 20, 0),
    },
    {
      name: 'lottery/notcount page 1',
      url: '/api/lottery/notcount',
      body: { page: 1 },
      as: 'customer',
      explain: (q, { customer }) => repo.betsOf(q, customer.id, { pendingOnly: true, limit: 20, offset: 0 }),
    },
  ],
};

import { makeChain } from '../src/modules/lottery/chain';
import { loadSeedKey } from '../src/modules/lottery/seed-key';
import { SeedVault } from '../src/modules/lottery/seed-vault';
import { Seeds } from '../src/modules/lottery/seeds';
import type { Queryable } from '../src/db/database';
import { plansOf } from './support/plans';
import * as repo from '../src/modules/lottery/repository';
import { registerUser, startTestServer, type TestServer } from './helpers';

/**
 * The lottery's customer calls at size (issue 18): the answers are the ones the queries before it gave (kept
 * here as the reference), and at 50,000 draws and 50,000 bets every query reads an index, never the whole table.
 */
let server: TestServer;
let gameId: number;
let userId: number;
let token: string;
const DRAWS = 50_000;
const BETS = 50_000;
const OTHERS = 100_000;

const BEFORE = {
  draws: 'SELECT *, count(*) OVER () AS total FROM lottery_draws WHERE game_id = $1 ORDER BY period_no DESC LIMIT $2 OFFSET $3',
  bets: `SELECT b.*, g.name_en, g.name_zh, d.dice, count(*) OVER () AS total
     FROM lottery_bets b JOIN lottery_games g ON g.id = b.game_id
     LEFT JOIN lottery_draws d ON d.game_id = b.game_id AND d.period_no = b.period_no
     WHERE b.user_id = $1 AND (NOT $2 OR b.status = 'pending') ORDER BY b.id DESC LIMIT $3 OFFSET $4`,
  days: `SELECT to_char(shop_day, 'YYYY-MM-DD') AS day, count(*) AS bets, sum(amount)::bigint AS staked, sum(payout)::bigint AS paid,
            count(*) OVER () AS total
     FROM lottery_bets WHERE user_id = $1 GROUP BY shop_day ORDER BY shop_day DESC LIMIT $2 OFFSET $3`,
};

/** Draws of periods first … last, as the settlement writes them (a row per period). */
async function growDraws(first: number, last: number) {
  await server.db.query(
    `INSERT INTO lottery_draws (game_id, period_no, seed, commitment, dice, drawn_at)
     SELECT $1, p, md5(p::text), md5(md5(p::text)), ARRAY[1 + p % 6, 1 + (p / 6) % 6, 1 + (p / 36) % 6], now() - make_interval(secs => ($3 - p) * 60)
     FROM generate_series($2::bigint, $3::bigint) AS p`,
    [gameId, first, last],
  );
}

/** Bets first … last of the customer: 20 a shop day, settled but for the newest three. */
async function growBets(first: number, last: number) {
  await server.db.query(
    `INSERT INTO lottery_bets (user_id, game_id, period_no, bet_type, amount, payout_rate, status, payout, shop_day, createtime, settletime)
     SELECT $1, $2, i, CASE WHEN i % 2 = 0 THEN 'big' ELSE 'small' END, 10 + i % 7, 195,
            CASE WHEN i > $4 - 3 THEN 'pending' WHEN i % 3 = 0 THEN 'won' ELSE 'lost' END,
            CASE WHEN i % 3 = 0 AND i <= $4 - 3 THEN 19 ELSE 0 END,
            current_date - (($4 - i) / 20)::int, now(), CASE WHEN i > $4 - 3 THEN NULL ELSE now() END
     FROM generate_series($3::int, $4::int) AS i`,
    [userId, gameId, first, last],
  );
}

beforeAll(async () => {
  // No ticks: the draws here are the test's own.
  server = await startTestServer({ lotteryTickMs: 3_600_000 }, { ownDatabase: true });
  const user = await registerUser(server);
  ({ token } = user);
  userId = user.userinfo.id;
  // A one-minute game whose open period is the one after the last grown draw.
  const [game] = await server.db.query<{ id: number }>(
    `INSERT INTO lottery_games (name_en, name_zh, epoch, period_seconds, close_seconds, min_stake, max_stake, payouts)
     VALUES ('Dice', '骰子', date_trunc('minute', now()) - make_interval(mins => $1), 60, 5, 10, 1000, '{"big":195,"small":195}') RETURNING id`,
    [DRAWS],
  );
  gameId = game!.id;
  // The open period's seed (sealed like every seed), so current offers it.
  const seeds = new Seeds(server.db, new SeedVault(() => loadSeedKey(server.config)));
  await server.db.tx((q) => seeds.insertChain(q, gameId, BigInt(DRAWS + 1), makeChain(2)));
});
afterAll(() => server.close());

/** The same rows, in the same order, with the same totals, as the queries before issue 18 gave. */
async function sameAnswers(pages: number[]) {
  for (const page of pages) {
    const offset = (page - 1) * 20;
    expect(await repo.draws(server.db, gameId, 20, offset)).toEqual(await server.db.query(BEFORE.draws, [gameId, 20, offset]));
    for (const pendingOnly of [false, true]) {
      expect(await repo.betsOf(server.db, userId, { pendingOnly, limit: 20, offset })).toEqual(await server.db.query(BEFORE.bets, [userId, pendingOnly, 20, offset]));
    }
    expect(await repo.betDays(server.db, userId, 20, offset)).toEqual(await server.db.query(BEFORE.days, [userId, 20, offset]));
  }
  expect(await repo.lastDraws(server.db, gameId, 10)).toEqual((await server.db.query(BEFORE.draws, [gameId, 10, 0])).map(({ total: _total, ...d }) => d));
}

describe('the lottery at size', () => {
  it('answers as before at 10 draws and bets, and at 50,000 of each (pages 1 to 3 and a deep one)', async () => {
    await growDraws(1, 10);
    await growBets(1, 10);
    await sameAnswers([1, 2]);
    await growDraws(11, DRAWS);
    await growBets(11, BETS);
    // Another customer's bets, newer than all of this one's: the table is not this customer's alone.
    const other = (await registerUser(server)).userinfo.id;
    await server.db.query(
      `INSERT INTO lottery_bets (user_id, game_id, period_no, bet_type, amount, payout_rate, status, payout, shop_day, settletime)
       SELECT $1, $2, i, 'big', 10, 195, 'lost', 0, current_date - i / 100, now() FROM generate_series(1, $3::int) AS i`,
      [other, gameId, OTHERS],
    );
    // As autovacuum leaves a table that has settled down (the visibility map lets the page's ids come from the index alone).
    await server.db.query('VACUUM ANALYZE lottery_draws');
    await server.db.query('VACUUM ANALYZE lottery_bets');
    await sameAnswers([1, 2, 3, 1000, 2500, 2501]);
  });

  it('keeps the totals with the rows: a draw or bet added or removed by any statement counts', async () => {
    const counted = async () =>
      (
        await server.db.query<{ drawn: bigint; draws: bigint; bets: bigint; days: bigint; all_bets: bigint; all_days: bigint }>(
          `SELECT g.drawn_periods AS drawn, (SELECT count(*) FROM lottery_draws WHERE game_id = g.id) AS draws, t.bets, t.days,
                  (SELECT count(*) FROM lottery_bets WHERE user_id = t.user_id) AS all_bets,
                  (SELECT count(DISTINCT shop_day) FROM lottery_bets WHERE user_id = t.user_id) AS all_days
           FROM lottery_games g, lottery_bet_totals t WHERE g.id = $1 AND t.user_id = $2`,
          [gameId, userId],
        )
      )[0]!;
    let c = await counted();
    expect([c.drawn, c.bets, c.days]).toEqual([BigInt(DRAWS), BigInt(BETS), BigInt(BETS / 20)]);
    // A missing period (made by hand): the page is no longer found from period numbers, and is still right.
    await server.db.query('DELETE FROM lottery_draws WHERE game_id = $1 AND period_no = $2', [gameId, DRAWS - 30]);
    await growBets(BETS + 1, BETS + 25);
    c = await counted();
    expect([c.drawn, c.bets, c.days]).toEqual([c.draws, c.all_bets, c.all_days]);
    await sameAnswers([1, 2, 3]);
    await growDraws(DRAWS - 30, DRAWS - 30);
    expect((await counted()).drawn).toBe(BigInt(DRAWS));
  });

  it('serves current and settled from the same rows over HTTP', async () => {
    const current = await server.post<{ last: Array<{ period_no: number }>; period_no: number }>('/api/lottery/current', { game_id: gameId }, { token });
    expect(current.body.data.last.map((d) => d.period_no)).toEqual(Array.from({ length: 10 }, (_, i) => DRAWS - i));
    const settled = await server.post<{ list: Array<{ period_no: number }>; total: number; page: number }>('/api/lottery/settled', { game_id: gameId, page: 3 }, { token });
    expect(settled.body.data).toMatchObject({ total: DRAWS, page: 3 });
    expect(settled.body.data.list.map((d) => d.period_no)).toEqual(Array.from({ length: 20 }, (_, i) => DRAWS - 40 - i));
  });

  it('reads every customer query at size through an index, never a sequential scan of draws or bets', async () => {
    const calls: Array<[string, (q: Queryable) => Promise<unknown>]> = [
      ['current', (q) => repo.lastDraws(q, gameId, 10)],
      ['settled page 1', (q) => repo.draws(q, gameId, 20, 0)],
      ['settled page 3', (q) => repo.draws(q, gameId, 20, 40)],
      ['buylog', (q) => repo.betsOf(q, userId, { pendingOnly: false, limit: 20, offset: 0 })],
      ['notcount', (q) => repo.betsOf(q, userId, { pendingOnly: true, limit: 20, offset: 0 })],
      ['buylogday', (q) => repo.betDays(q, userId, 20, 0)],
      ['limit', (q) => repo.limitOf(q, userId, 'Asia/Taipei').catch(() => undefined)],
    ];
    for (const [name, call] of calls) {
      for (const nodes of await plansOf(server.db, call)) {
        const big = nodes.filter((n) => n['Relation Name'] === 'lottery_draws' || n['Relation Name'] === 'lottery_bets');
        expect({ name, seqScans: big.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']) }).toEqual({ name, seqScans: [] });
        expect({ name, indexed: big.every((n) => /Index/.test(n['Node Type'])) }).toEqual({ name, indexed: true });
        // Every bet is found through a customer's index, or by its id from one (never by walking everyone's bets).
        const bets = big.filter((n) => n['Relation Name'] === 'lottery_bets');
        expect({ name, byCustomer: bets.length === 0 || bets.some((n) => n['Index Name']?.startsWith('lottery_bets_user')) && bets.every((n) => n['Index Name']?.startsWith('lottery_bets_user') || (n['Index Name'] === 'lottery_bets_pkey' && /\(id = /.test(n['Index Cond'] ?? ''))) }).toEqual({ name, byCustomer: true });
        if (process.env.PRINT_PLANS) console.log(name, big.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`).join(', '));
      }
    }
  });
});

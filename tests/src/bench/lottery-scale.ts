// The lottery's polled calls as a game's history grows (issue 18): `current` (the play page polls it) and `settled`
// page 1, for one one-minute game at 10, 50,000 and 500,000 draws, through the app (app.inject, no network),
// SAMPLES sequential requests each: median, p99, requests per second and the ratio to the small size.
import { registerUser, startTestServer, type TestServer } from 'server/test/helpers';
import { withTestDatabase } from '../script-database';
import { SAMPLES, timedCall } from './inject-timing';

const SIZES = [10, 50_000, 500_000];

/** Draws of periods after the last one up to `size`, as the settlement writes them, and the open period after. */
async function growTo(server: TestServer, gameId: number, from: number, size: number) {
  await server.db.query(
    `INSERT INTO lottery_draws (game_id, period_no, seed, commitment, dice)
     SELECT $1, p, md5(p::text), md5(md5(p::text)), ARRAY[1 + p % 6, 1 + (p / 6) % 6, 1 + (p / 36) % 6]
     FROM generate_series($2::bigint, $3::bigint) AS p`,
    [gameId, from, size],
  );
  await server.db.query(`UPDATE lottery_games SET epoch = date_trunc('minute', now()) - make_interval(mins => $2) WHERE id = $1`, [gameId, size]);
  await server.db.query('ANALYZE lottery_draws');
}

async function main() {
  const server = await startTestServer({ lotteryTickMs: 3_600_000 });
  try {
    const { token } = await registerUser(server);
    const [game] = await server.db.query<{ id: number }>(
      `INSERT INTO lottery_games (name_en, name_zh, period_seconds, close_seconds, min_stake, max_stake, payouts)
       VALUES ('Dice', '骰子', 60, 5, 10, 1000, '{"big":195,"small":195}') RETURNING id`,
    );
    const gameId = game!.id;
    console.log(`Lottery at size: one one-minute game, ${SAMPLES} sequential requests per figure (app.inject)`);
    console.log('call              draws     median ms  p99 ms   req/s   × small (target ≤ 1.5)');
    const small: Record<string, number> = {};
    let grown = 0;
    for (const size of SIZES) {
      const started = Date.now();
      await growTo(server, gameId, grown + 1, size);
      grown = size;
      const growth = `(grown in ${((Date.now() - started) / 1000).toFixed(1)} s)`;
      for (const [name, url, body] of [
        ['current', '/api/lottery/current', { game_id: gameId }],
        ['settled page 1', '/api/lottery/settled', { game_id: gameId, page: 1 }],
        ['settled page 50', '/api/lottery/settled', { game_id: gameId, page: 50 }],
      ] as const) {
        if (name === 'settled page 50' && size < 1000) continue;
        const f = await timedCall(server, url, body, token);
        small[name] ??= f.median;
        const ratio = f.median / small[name];
        console.log(
          `${name.padEnd(16)} ${String(size).padStart(7)} ${f.median.toFixed(2).padStart(11)} ${f.p99.toFixed(2).padStart(8)} ${Math.round(f.rps).toString().padStart(7)}   ${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'ok' : 'OVER'} ${name === 'current' ? growth : ''}`,
        );
      }
    }
  } finally {
    await server.close();
  }
}

withTestDatabase(main).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

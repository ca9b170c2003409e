// The customer's messages as their history grows (issue 18): the list's page 1 (the message page opens on it) and
// the unread count (the badge polls it), for one customer at 10 and 50,000 messages among another's 100,000,
// through the app (app.inject, no network), SAMPLES sequential requests each: median, p99, requests per second
// and the ratio to the small size.
import { registerUser, startTestServer, type TestServer } from 'server/test/helpers';
import { withTestDatabase } from '../script-database';
import { SAMPLES, timedCall } from './inject-timing';

const SIZES = [10, 50_000];
const OTHERS = 100_000;

/** Messages from-th … to-th of the customer, as the services write them; one in three still unread. */
async function growTo(server: TestServer, userId: number, from: number, to: number) {
  await server.db.query(
    `INSERT INTO messages (user_id, kind, params, ref_type, ref_id, read_at)
     SELECT $1, 'order_shipped', jsonb_build_object('id', i, 'tracking', 'BC' || i), 'order', i, CASE WHEN i % 3 = 0 THEN NULL ELSE now() END
     FROM generate_series($2::int, $3::int) AS i`,
    [userId, from, to],
  );
  await server.db.query('VACUUM ANALYZE messages');
}

async function main() {
  const server = await startTestServer();
  try {
    const customer = await registerUser(server);
    await growTo(server, (await registerUser(server)).userinfo.id, 1, OTHERS);
    console.log(`Messages at size: one customer among another's ${OTHERS} messages, ${SAMPLES} sequential requests per figure (app.inject)`);
    console.log('call              messages  median ms  p99 ms   req/s   × small (target ≤ 1.5)');
    const small: Record<string, number> = {};
    let grown = 0;
    for (const size of SIZES) {
      const started = Date.now();
      await growTo(server, customer.userinfo.id, grown + 1, size);
      grown = size;
      const growth = `(grown in ${((Date.now() - started) / 1000).toFixed(1)} s)`;
      for (const [name, url, body] of [
        ['list page 1', '/api/message/list', { page: 1 }],
        ['unread count', '/api/message/unread', {}],
        ['list page 100', '/api/message/list', { page: 100 }],
      ] as const) {
        if (name === 'list page 100' && size < 1000) continue;
        const f = await timedCall(server, url, body, customer.token);
        small[name] ??= f.median;
        const ratio = f.median / small[name];
        console.log(
          `${name.padEnd(16)} ${String(size).padStart(8)} ${f.median.toFixed(2).padStart(10)} ${f.p99.toFixed(2).padStart(8)} ${Math.round(f.rps).toString().padStart(7)}   ${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'ok' : 'OVER'} ${name === 'list page 1' ? growth : ''}`,
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

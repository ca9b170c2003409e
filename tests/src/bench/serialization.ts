// Response schemas against JSON.stringify (issue 20): a few large answers served by the real server in-process with
// the routes' response schemas on and off (config.responseSchemas), req/s and latency over loopback, then the
// serialization alone (the route's fast-json-stringify serializer against JSON.stringify on the same payload).
// Printed, not asserted: the figures depend on the machine.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import fastJson from 'fast-json-stringify';
import { ANSWERS } from '@snapmall/shared/contract';
import { buildApp } from 'server/src/app';
import { testConfig } from 'server/src/config';
import { answers } from 'server/src/http/answers';
import { OperatorService } from 'server/src/modules/operators/service';
import { loadDemoData } from 'server/src/seed/demo';
import { openTestDatabase } from 'server/test/helpers';
import { withTestDatabase } from '../script-database';
import { operatorLoginWith } from '../operator-login';

const DURATION_S = 5;
const CONNECTIONS = 10;
const SERIALIZE_RUNS = 20_000;
type Db = Awaited<ReturnType<typeof openTestDatabase>>;
type App = Awaited<ReturnType<typeof buildApp>>;

const post = async (app: App, url: string, body: object, token = '') => {
  const res = await app.inject({ method: 'POST', url, payload: body, headers: { token } });
  return res.json<{ code: number; msg: string; data: Record<string, unknown> }>();
};

/** A customer with a statement of 40 lines, 40 goods they may buy, 120 deposits for the operator's list of 100. */
async function fill(db: Db, app: App) {
  await loadDemoData(db);
  await new OperatorService(db).setPassword('cli:bench', 'benchop', 'operator123');
  const admin = (
    await operatorLoginWith(async <T>(route: string, body: object) => (await post(app, route, body)).data as T, 'serialization', { username: 'benchop', password: 'operator123' })
  ).token;
  const registered = await post(app, '/api/user/register', { username: 'benchuser', password: 'secret123', repassword: 'secret123', realname: 'Bench', mobile: '0912345678' });
  const { token, id } = (registered.data as { userinfo: { token: string; id: number } }).userinfo;
  // Each adjustment is requested and approved by a second operator (issue 26).
  await new OperatorService(db).setPassword('cli:bench', 'benchop2', 'operator123');
  const second = (
    await operatorLoginWith(async <T>(route: string, body: object) => (await post(app, route, body)).data as T, 'serialization', { username: 'benchop2', password: 'operator123' })
  ).token;
  for (let i = 0; i < 40; i++) {
    const asked = await post(app, '/api/admin/user/adjust', { user_id: id, asset: 'cash', amount: `${100 + i}.25`, reason: 'bench funds', request_id: randomUUID() }, admin);
    await post(app, '/api/admin/approval/approve', { id: (asked.data as { requested: { id: number } }).requested.id }, second);
  }
  await db.query('UPDATE users SET level = (SELECT max(level) FROM vip_levels) WHERE id = $1', [id]);
  const [brand] = await db.query<{ id: number }>('SELECT min(id) AS id FROM brands');
  await db.query(
    `INSERT INTO goods (brand_id, title_en, title_zh, description_en, description_zh, images, price_cents, stock, min_level, sort)
     SELECT $1, 'Bench kettle ' || g, '水壺 ' || g, 'A kettle for the bench, number ' || g, '水壺', '["/goods/kettle.svg"]', 10000 + g, 100, 1, 100 + g
     FROM generate_series(1, 40) g`,
    [brand!.id],
  );
  await db.query(
    `INSERT INTO deposits (user_id, channel_id, amount_cents, reference, createtime)
     SELECT $1, (SELECT min(id) FROM deposit_channels), 10000 + g, 'REF' || g, now() - make_interval(secs => g) FROM generate_series(1, 120) g`,
    [id],
  );
  return { token, admin, brandId: brand!.id };
}

async function main() {
  const db = await openTestDatabase(CONNECTIONS + 2);
  const config = (responseSchemas: boolean) => testConfig({ authRatePerMinute: 1_000_000, responseSchemas, checkAnswers: false });
  const [withSchemas, without] = [await buildApp({ db, config: config(true) }), await buildApp({ db, config: config(false) })];
  const { token, admin, brandId } = await fill(db, without);
  const calls = [
    { name: 'statement page (20 lines)', url: '/api/user/moneylog', body: {}, token },
    { name: 'goods list (20 items)', url: '/api/goods/list', body: { brand_id: brandId }, token },
    { name: 'admin deposit list (100)', url: '/api/admin/deposit/list', body: { limit: 100 }, token: admin },
    { name: 'shop configuration', url: '/api/common/config', body: {}, token: '' },
  ] as const;
  console.log(`Serialization benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per call and setting`);
  const origins = { on: await withSchemas.listen({ port: 0, host: '127.0.0.1' }), off: await without.listen({ port: 0, host: '127.0.0.1' }) };
  for (const call of calls) {
    for (const setting of ['off', 'on'] as const) {
      const result = await autocannon({
        url: `${origins[setting]}${call.url}?lang=en-us`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'content-type': 'application/json', token: call.token },
        body: JSON.stringify(call.body),
      });
      const l = result.latency;
      console.log(`${call.name.padEnd(28)} schemas ${setting.padEnd(3)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${l.p50} ms  p99 ${l.p99} ms  non-2xx ${result.non2xx}`);
    }
  }
  console.log(`Serialization alone, ${SERIALIZE_RUNS} times each:`);
  for (const call of calls) {
    const payload = await post(without, call.url, call.body, call.token);
    const serialize = fastJson(answers(ANSWERS[call.url])[200] as object);
    const time = (fn: () => string) => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < SERIALIZE_RUNS; i++) fn();
      return Number(process.hrtime.bigint() - start) / 1e3 / SERIALIZE_RUNS;
    };
    const [plain, fast] = [time(() => JSON.stringify(payload)), time(() => serialize(payload))];
    console.log(`${call.name.padEnd(28)} ${String(JSON.stringify(payload).length).padStart(6)} bytes  JSON.stringify ${plain.toFixed(1)} µs  schema ${fast.toFixed(1)} µs`);
  }
  await Promise.all([withSchemas.close(), without.close()]);
  await db.close();
}

void withTestDatabase(main);

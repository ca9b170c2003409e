// API throughput and latency on this machine: the real server in-process over the embedded PostgreSQL (or the one
// DATABASE_URL names), loaded from the same process over loopback for a fixed 10 s per call. Prints requests per second and percentiles.
import autocannon from 'autocannon';
import { buildApp } from 'server/src/app';
import { testConfig } from 'server/src/config';
import { loadDemoData } from 'server/src/seed/demo';
import { usesEmbeddedTestDatabase } from 'server/test/embedded-setup';
import { openTestDatabase } from 'server/test/helpers';
import { withTestDatabase } from '../script-database';

const DURATION_S = 10;
const CONNECTIONS = 20;

async function main() {
  const db = await openTestDatabase(CONNECTIONS);
  await loadDemoData(db);
  const app = await buildApp({ db, config: testConfig({ authRatePerMinute: 1_000_000, checkAnswers: false }) });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { username: 'benchuser', password: 'secret123', repassword: 'secret123', realname: 'Bench', mobile: '0912345678' },
  });
  const token = registered.json<{ data: { userinfo: { token: string } } }>().data.userinfo.token;

  const calls = [
    { name: 'customer (public, one query)', path: '/api/common/customer', body: {}, headers: {} },
    { name: 'retval (token lookup + user + vip)', path: '/api/user/retval', body: { token }, headers: { token } },
    { name: 'notice list (public)', path: '/api/notice/list', body: { page: 1 }, headers: {} },
  ];
  const engine = usesEmbeddedTestDatabase() ? 'the embedded PostgreSQL' : 'the PostgreSQL of DATABASE_URL';
  console.log(`API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per call, ${engine}`);
  for (const call of calls) {
    const result = await autocannon({
      url: `${url}${call.path}?lang=en-us`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'content-type': 'application/json', ...call.headers },
      body: JSON.stringify(call.body),
    });
    const l = result.latency;
    console.log(
      `${call.name.padEnd(36)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  ` +
        `p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  max ${l.max} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
  }
  await app.close();
  await db.close();
}

void withTestDatabase(main);

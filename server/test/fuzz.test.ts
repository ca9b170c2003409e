import fc from 'fast-check';
import type { JsonSchema } from '@snapmall/shared/requests';
import { stateFingerprint } from './support/db-state';
import { bodyArbitrary } from './support/schema-arbitrary';
import { operatorToken, registerUser, startTestServer, type TestServer } from './helpers';

/**
 * Property: for every endpoint the server has (read from its route catalog, so a new one is covered without new
 * cases), bodies generated from the endpoint's own schema plus hostile values never get a 5xx, and a refused
 * body (4xx) changes nothing in the database. Sent with a valid session, so guarded endpoints validate too.
 */
// 137 endpoints by issue 26. `npm test` sends 8 bodies to each per language (about a minute: every endpoint, each
// shape of hostile value the generator leads with); `npm run bench` sends 60 (FUZZ_RUNS), the walk at size.
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 8);
const CJK = /[\u4e00-\u9fff]/;
// Thousands of requests, a fingerprint of the database around each: minutes on a busy 2-core machine. A language's
// run that outlived its timeout would go on beside the next one and change the database under it.
const TIMEOUT_MS = Math.max(600_000, RUNS_PER_ENDPOINT * 20_000);

let server: TestServer;
let token = '';
let adminToken = '';
let requests = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  console.log(`fuzz: ${requests} generated requests over ${server.app.apiCatalog.length} endpoints`);
  await server.close();
});

/** A live session: renewed when a generated call (logout, a password change) ended the previous one. */
async function session(auth: string): Promise<string> {
  if (auth === 'operator') return (adminToken ||= (await operatorToken(server)).token);
  if (token && (await server.post('/api/user/retval', {}, { token })).status === 200) return token;
  token = (await registerUser(server)).token;
  return token;
}

it('has a catalog of every /api route with its body schema', () => {
  expect(server.app.apiCatalog.length).toBeGreaterThanOrEqual(30);
  expect(server.app.apiCatalog.filter((r) => r.auth === 'operator').length).toBeGreaterThanOrEqual(10);
  for (const route of server.app.apiCatalog) expect(route.schema?.body).toBeDefined();
});

describe.each([['en-us'], ['zh-tw']])('generated bodies in %s', (lang) => {
  it('never get a 5xx on any endpoint, and a refused body changes nothing', async () => {
    for (const route of server.app.apiCatalog) {
      const arbitrary = bodyArbitrary(route.schema!.body as JsonSchema);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (body) => {
          const headers = { token: await session(route.auth), lang };
          const before = await stateFingerprint(server.db);
          const res = await server.post(`${route.url}?lang=${lang}`, body, headers);
          requests += 1;
          expect({ url: route.url, status: res.status < 500 }).toEqual({ url: route.url, status: true });
          expect(typeof res.body.msg).toBe('string');
          if (res.status >= 400 && res.status !== 429) expect(await stateFingerprint(server.db)).toBe(before);
          if (res.status === 422) {
            expect(res.body.errors).toEqual(expect.any(Object));
            if (lang === 'zh-tw') expect(res.body.msg).toMatch(CJK);
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    }
  }, TIMEOUT_MS);
});

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
// 137 endpoints by issue 26. `npm test` sends 8 bodies to each in English (every endpoint, each shape of hostile
// value the generator leads with) and 2 in Chinese; `npm run bench` sends 60 in each (FUZZ_RUNS), the walk at size.
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 8);
// The second language changes only the words of an answer (its catalog is checked key by key elsewhere): `npm test`
// walks every endpoint in it with 2 bodies, the bench with as many as in the first.
const RUNS_IN = { 'en-us': RUNS_PER_ENDPOINT, 'zh-tw': process.env.FUZZ_RUNS ? RUNS_PER_ENDPOINT : 2 } as const;
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

/** A session for the route's kind of caller; renewed (fresh=true) when a generated call (logout, a password change) ended it. */
async function session(auth: string, fresh = false): Promise<string> {
  if (auth === 'operator') return (adminToken ||= (await operatorToken(server)).token);
  if (!token || fresh) token = (await registerUser(server)).token;
  return token;
}

it('has a catalog of every /api route with its body schema', () => {
  expect(server.app.apiCatalog.length).toBeGreaterThanOrEqual(30);
  expect(server.app.apiCatalog.filter((r) => r.auth === 'operator').length).toBeGreaterThanOrEqual(10);
  for (const route of server.app.apiCatalog) expect(route.schema?.body).toBeDefined();
});

describe.each([['en-us'], ['zh-tw']] as const)('generated bodies in %s', (lang) => {
  it('never get a 5xx on any endpoint, and a refused body changes nothing', async () => {
    for (const route of server.app.apiCatalog) {
      const arbitrary = bodyArbitrary(route.schema!.body as JsonSchema);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (body) => {
          const send = async (fresh: boolean) => {
            const headers = { token: await session(route.auth, fresh), lang };
            const before = await stateFingerprint(server.db);
            return { before, res: await server.post(`${route.url}?lang=${lang}`, body, headers) };
          };
          let { before, res } = await send(false);
          // A customer's session ended by an earlier generated call (logout, a password change): the body is sent
          // again with a live one, so it is validated, not just turned away at the door.
          if (res.status === 401 && route.auth === 'user') ({ before, res } = await send(true));
          requests += 1;
          expect({ url: route.url, status: res.status < 500 }).toEqual({ url: route.url, status: true });
          expect(typeof res.body.msg).toBe('string');
          if (res.status >= 400 && res.status !== 429) expect(await stateFingerprint(server.db)).toBe(before);
          if (res.status === 422) {
            expect(res.body.errors).toEqual(expect.any(Object));
            if (lang === 'zh-tw') expect(res.body.msg).toMatch(CJK);
          }
        }),
        { numRuns: RUNS_IN[lang] },
      );
    }
  }, TIMEOUT_MS);
});

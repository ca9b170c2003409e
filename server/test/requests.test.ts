import { CALLS, REQUESTS, type Caller } from '@snapmall/shared/contract';
import { startTestServer, type TestServer } from './helpers';

/**
 * The contract's map of request schemas (REQUESTS, which the remotes' mocks validate with) against the routes the
 * server registers: the same URLs, and for each the very schema object its body is validated with, so the mocks
 * and the server cannot drift apart on what a call takes.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('names every route the server registers, and no other', () => {
  const urls = server.app.apiCatalog.map((r) => r.url).sort();
  expect(Object.keys(REQUESTS).sort()).toEqual(urls);
});

it("names for each route the very schema the server validates the route's body with", () => {
  const registered = new Map(server.app.apiCatalog.map((r) => [r.url, r.schema?.body]));
  const requests: Record<string, unknown> = REQUESTS;
  const differing = Object.keys(requests).filter((url) => registered.get(url) !== requests[url]);
  expect(differing).toEqual([]);
});

it("guards each route as its call's `who` says: customers', the smoke runner's, operators' (with the role), or anybody's", () => {
  const calls: Record<string, { who: Caller }> = CALLS;
  const guardOf = (who: Caller) => (who === 'public' ? 'none' : who === 'customer' ? 'user' : who === 'runner' ? 'runner' : 'operator');
  const differing = server.app.apiCatalog.filter((r) => guardOf(calls[r.url]!.who) !== r.auth).map((r) => `${r.url}: ${r.auth}, not ${calls[r.url]!.who}`);
  expect(differing).toEqual([]);
  // And the other way: a route whose guard is lost is found (the check above is not empty by construction).
  expect(guardOf(calls['/api/withdraw/withdraw']!.who)).toBe('user');
  expect(guardOf(calls['/api/admin/withdraw/approve']!.who)).toBe('operator');
});

import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ authRatePerMinute: 5 });
});
afterAll(() => server.close());

describe('bad input never makes a 500', () => {
  const routes = ['/api/user/register', '/api/user/login', '/api/user/profile', '/api/common/customer', '/api/notice/detail'];
  const bodies: unknown[] = ['{"broken', '[]', '"text"', '123', { username: { $ne: 1 } }, { account: 'a'.repeat(5000), password: 'x' }];

  it.each(routes)('%s answers every malformed body with a 4xx envelope', async (route) => {
    for (const body of bodies) {
      const res = await server.post(route, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.msg).toBe('string');
    }
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await server.post('/api/nothing/here', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, msg: 'Not found' });
  });

  it('accepts a call with no payload', async () => {
    const res = await server.post('/api/common/customer');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
  });
});

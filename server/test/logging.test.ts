import { BODY_LIMIT, buildApp } from '../src/app';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/database';
import type { AppInstance } from '../src/app-types';
import { newcomer, openTestDatabase } from './helpers';

/** Logs never hold query strings, password hashes, tokens or bodies with secrets, even when a request fails. */
let db: Database;
let app: AppInstance;
const lines: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase(2);
  app = await buildApp({ db, config: testConfig() }, { level: 'info', stream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

it('logs a failed sign-up without the row, its argon2 hash, the password or the query string', async () => {
  // A constraint the sign-up cannot meet: PostgreSQL's error detail would then hold the whole row, hash included.
  await db.query('ALTER TABLE users ADD CONSTRAINT test_refuse_all CHECK (length(mobile) > 100) NOT VALID');
  const body = newcomer({ password: 'Sup3rSecretPw', repassword: 'Sup3rSecretPw' });
  const res = await post('/api/user/register?lang=en-us&token=querytoken123', body, { token: 'headertoken456' });
  await db.query('ALTER TABLE users DROP CONSTRAINT test_refuse_all');
  expect(res.statusCode).toBe(500);
  const log = lines.join('');
  expect(log).toContain('test_refuse_all');
  for (const secret of ['$argon2id$', 'Sup3rSecretPw', 'querytoken123', 'headertoken456', body.mobile, 'Failing row']) {
    expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
  }
});

it('logs requests by path only, never a token given in the query or a header', async () => {
  lines.length = 0;
  const res = await post('/api/user/retval?token=querytoken789', {}, { token: 'headertoken000' });
  expect(res.statusCode).toBe(401);
  const log = lines.join('');
  expect(log).toContain('/api/user/retval');
  expect(log).not.toContain('querytoken789');
  expect(log).not.toContain('headertoken000');
});

it('answers a body over the limit with 413 in the usual envelope, translated', async () => {
  const res = await post('/api/user/login?lang=zh-tw', { account: 'a'.repeat(BODY_LIMIT), password: 'x' });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ code: 413, msg: '請求內容過大', data: null, errors: { body: ['請求內容過大'] } });
});

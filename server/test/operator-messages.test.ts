import type { OperatorMessage, OperatorUnread, PageOf } from '@snapmall/shared/contract';
import { OperatorService, UNREAD_CAP } from '../src/modules/operators/service';
import { operatorLogin, operatorToken, startTestServer, type TestServer } from './helpers';
import { requestApproved } from './approval-helpers';

/**
 * The operators' messages read in the console (issue 25): each operator's unread count is their own, reading marks
 * only the reader's, a new message raises every operator's count, and a message keeps the params the console words
 * it from.
 */
let server: TestServer;
let owner: string;
let finance: string;
let notes: OperatorService;

beforeAll(async () => {
  server = await startTestServer();
  notes = new OperatorService(server.db);
  owner = (await operatorToken(server)).token;
  const made = await requestApproved<{ username: string; password: string }>(server, '/api/admin/operator/save', { username: `fin${process.pid}`, roles: ['finance'] }, owner);
  finance = (await operatorLogin(server, made.body.data.username, made.body.data.password)).token;
});
afterAll(() => server?.close());

const unread = async (token: string) => (await server.post<OperatorUnread>('/api/admin/message/unread', {}, { token })).body.data.count;
const read = async (token: string, body: object = {}) => (await server.post<OperatorUnread>('/api/admin/message/read', body, { token })).body.data.count;
const list = async (token: string) => (await server.post<PageOf<OperatorMessage>>('/api/admin/message/list', { page: 1 }, { token })).body.data.list;
/** A message as the release module leaves one, in its own transaction. */
const tell = (remote: string) =>
  server.db.tx((q) =>
    notes.messages.notify(q, { kind: 'release.smokeFailed', title: `Smoke run of ${remote} failed`, body: '1 of 6 routes failed. It cannot go live.', params: { remote, version: '0.1.0+abc', summary: '1 of 6 routes failed', channel: 'none' } }),
  );

it('counts each operator their own unread messages, and marks read only the reader’s', async () => {
  const start = { owner: await unread(owner), finance: await unread(finance) };
  await tell('mf-bank');
  await tell('mf-shopping');
  expect(await unread(owner)).toBe(start.owner + 2);
  expect(await unread(finance)).toBe(start.finance + 2);

  // Newest first, unread for both, with the params the console words them from.
  const [newest, next] = await list(finance);
  expect([newest!.params.remote, next!.params.remote]).toEqual(['mf-shopping', 'mf-bank']);
  expect(newest).toMatchObject({ kind: 'release.smokeFailed', read: false, params: { version: '0.1.0+abc', summary: '1 of 6 routes failed', channel: 'none' } });

  expect(await read(finance)).toBe(0);
  expect(await unread(finance)).toBe(0);
  expect((await list(finance)).slice(0, 2).map((m) => m.read)).toEqual([true, true]);
  // The owner's are untouched.
  expect(await unread(owner)).toBe(start.owner + 2);
  expect((await list(owner))[0]!.read).toBe(false);

  // A new message raises the count again, for the one who had read everything too.
  await tell('mf-lottery');
  expect(await unread(finance)).toBe(1);
  expect(await unread(owner)).toBe(start.owner + 3);
});

it('marks read up to the newest message the console showed, never back down', async () => {
  await read(owner);
  await tell('mf-bank');
  const shown = (await list(owner))[0]!.id;
  // One more arrives after the page was drawn: reading up to what was shown leaves it unread.
  await tell('mf-shopping');
  expect(await read(owner, { up_to: shown })).toBe(1);
  // An older tab's late call does not take the watermark back.
  expect(await read(owner, { up_to: shown - 1 })).toBe(1);
  expect(await read(owner)).toBe(0);
});

it('counts a long history up to its cap, and keeps the English words for the command line', async () => {
  const fresh = (await operatorToken(server)).token;
  for (let i = 0; i < UNREAD_CAP + 5; i++) await tell(`mf-x${i}`);
  expect(await unread(fresh)).toBe(UNREAD_CAP);
  const cli = await notes.messages.page(1);
  expect(cli.list[0]).toMatchObject({ title: `Smoke run of mf-x${UNREAD_CAP + 4} failed`, read: false });
});

it('refuses the calls without an operator, and a field the body does not take', async () => {
  expect((await server.post('/api/admin/message/unread', {})).status).toBe(401);
  expect((await server.post('/api/admin/message/read', { up_to: -1 }, { token: owner })).status).toBe(422);
  // Past a bigint's range, the cast would fail in PostgreSQL (a 500): refused as input first.
  expect((await server.post('/api/admin/message/read', '{"up_to": 10000000000000000000}', { token: owner, 'content-type': 'application/json' })).status).toBe(422);
});

import { randomUUID } from 'node:crypto';
import { ANSWERS, type Bet, type ReleaseView, type Requested, type SmokeClaimAnswer } from '@snapmall/shared/contract';
import { createServices } from '../src/services';
import { operatorLogin, operatorToken, registerUser, startTestServer, type TestServer } from './helpers';
import { moneyShop } from './money-helpers';
import { secondOperator } from './approval-helpers';
import { accountFlow, betOpen, moneyFlow, shoppingFlow } from './support/answer-flows';
import { answerWalk, type AnswerWalk } from './support/answer-walk';
import { factorFlow } from './support/factor-flow';
import { copyFixture, nextFixture, uploadOf } from './support/release-fixture';

/**
 * Every route's real answers against the contract's answer schemas (issue 20): a customer with a card, deposits,
 * withdrawals, orders, bets, messages and a sign-in; an operator over all of it; a team deploying its remote. Each
 * answer, success or refusal, is checked with Value.Check, and the server itself (config.checkAnswers) refuses to
 * send a field its schema lacks. A route the walk never got a success from fails the test by name.
 */
let server: TestServer;
let walk: AnswerWalk;
let admin: string;
let customer: string;
let customerId: number;
/** A smoke runner's token: the only one /api/smoke/* take. */
let runner: string;
const TIMEOUT_MS = 240_000;

beforeAll(async () => {
  // Draws every 100 ms, so the test's short periods settle soon after they end.
  server = await startTestServer({ lotteryTickMs: 100 });
  ({ admin } = await moneyShop(server));
  walk = answerWalk(server);
  ({ token: runner } = await createServices({ db: server.db, config: server.config }).releases.smoke.createRunnerToken('cli:test', 'answers-runner'));
});
afterAll(() => server?.close());

it('has an answer schema for every route, and none for a route that does not exist', () => {
  const urls = server.app.apiCatalog.map((r) => r.url).sort();
  expect(Object.keys(ANSWERS).sort()).toEqual(urls);
});

it('answers every customer call as its schema says', async () => {
  const { ok } = walk;
  await accountFlow(walk);
  customer = await moneyFlow(walk, admin);
  customerId = (await ok<{ id: number }>('/api/user/retval', {}, customer)).id;
  await shoppingFlow(walk, admin, customer);
  await ok('/api/user/signin', { request_id: randomUUID() }, customer);
  await ok('/api/user/signinlog', {}, customer);
  await ok('/api/common/config', {});
  await ok('/api/common/customer', {});
  await ok('/api/telemetry/remote', { client: 'answers-client-1', events: [{ remote: 'mf-bank', version: '0.1.0+abcdef012345', kind: 'load', route: '/bank' }] });
}, TIMEOUT_MS);

it('answers the lottery as its schema says', async () => {
  const { ok } = walk;
  const PAYOUTS = [{ code: 'big', payout: 195 }, { code: 'small', payout: 195 }];
  const game = { name_en: 'Dice', name_zh: '骰子', period_seconds: 2, close_seconds: 1, min_stake: 10, max_stake: 1000, payouts: PAYOUTS, enabled: 1 };
  const { id: gameId } = await ok<{ id: number }>('/api/admin/lottery/game/save', game, admin);
  await createServices({ db: server.db, config: server.config }).draws.ensureSeeds(gameId);
  await ok('/api/admin/lottery/game/list', {}, admin);
  const asked = await ok<Requested>('/api/admin/user/adjust', { user_id: customerId, asset: 'points', amount: '500', reason: 'test grant', request_id: randomUUID() }, admin);
  await ok('/api/admin/approval/approve', { id: asked.requested.id }, await secondOperator(server));
  await ok('/api/lottery/games', {}, customer);
  const first: Bet = await betOpen(walk, customer, gameId);
  await ok('/api/lottery/notcount', {}, customer);
  await ok('/api/lottery/notcountdetail', { id: first.id }, customer);
  // Wait for the period to be drawn and the bet settled.
  for (let i = 0; i < 40 && (await ok<{ list: Bet[] }>('/api/lottery/buylog', {}, customer)).list[0]?.status === 'pending'; i++) await new Promise((r) => setTimeout(r, 250));
  await ok('/api/lottery/buylogday', {}, customer);
  await ok('/api/lottery/settled', { game_id: gameId }, customer);
  await ok('/api/lottery/draw', { game_id: gameId, period_no: first.period_no }, customer);
  await ok('/api/lottery/limit', {}, customer);
  await ok('/api/lottery/setlimit', { daily_limit: 5000 }, customer);
  await ok('/api/admin/lottery/draw/list', { game_id: gameId }, admin);
  await ok('/api/admin/lottery/summary', { game_id: gameId }, admin);
}, TIMEOUT_MS);

it('answers the operator console as its schema says', async () => {
  const { ok } = walk;
  // An owner's password answers a ticket for the second step (issue 26); the helper's login completes it.
  const { username } = await operatorToken(server);
  expect(await ok<{ step: string }>('/api/admin/login', { username, password: 'operator123' })).toMatchObject({ step: 'verify' });
  const login = await operatorLogin(server, username, 'operator123');
  // The helper's login left this operator a second session: end that one, then log this one out.
  const other = (await ok<Array<{ id: number; current: boolean }>>('/api/admin/session/list', {}, login.token)).find((s) => !s.current);
  expect(other).toEqual(expect.objectContaining({ id: expect.any(Number) }));
  await ok('/api/admin/session/end', { id: other!.id }, login.token);
  await ok('/api/admin/logout', {}, login.token);
  const channel = { name_en: 'Wire', name_zh: '匯款', instructions_en: 'Send it', instructions_zh: '匯款', min_amount: '100', max_amount: '50000', enabled: 1 };
  // Issue 26: a channel change is requested; a second operator lists, counts, rejects one and approves the other.
  const second = await secondOperator(server);
  const made = await ok<Requested>('/api/admin/channel/save', channel, admin);
  const dropped = await ok<Requested>('/api/admin/channel/save', { ...channel, name_en: 'Wire 2' }, admin);
  await ok('/api/admin/approval/list', {}, second);
  await ok('/api/admin/approval/count', {}, second);
  await ok('/api/admin/approval/reject', { id: dropped.requested.id, reason: 'duplicate' }, second);
  await ok('/api/admin/approval/approve', { id: made.requested.id }, second);
  await ok('/api/admin/approval/settings', {}, admin);
  await ok('/api/admin/approval/settings/save', { withdraw_threshold: '5000' }, admin);
  await ok('/api/admin/channel/list', {}, admin);
  for (const url of ['deposit', 'withdraw', 'order']) await ok(`/api/admin/${url}/list`, { limit: 100 }, admin);
  const withdrawals = await ok<{ list: Array<{ id: number }> }>('/api/admin/withdraw/list', { limit: 10 }, admin);
  await ok('/api/admin/withdraw/card', { id: withdrawals.list[0]!.id }, admin);
  await ok('/api/admin/ledger/verify', {}, admin);
  await ok('/api/admin/user/list', {}, admin);
  for (const url of ['get', 'moneylog', 'bets', 'messages', 'signins']) await ok(`/api/admin/user/${url}`, { user_id: customerId }, admin);
  await ok('/api/admin/dashboard', {}, admin);
  await ok('/api/admin/audit/list', {}, admin);
  await ok('/api/admin/message/list', {}, admin);
  await ok('/api/admin/message/unread', {}, admin);
  await ok('/api/admin/message/read', {}, admin);
  await ok('/api/admin/operator/save', { username: `finance${process.pid}`, roles: ['finance'] }, admin);
  await ok('/api/admin/operator/list', {}, admin);
  await ok('/api/admin/config/get', {}, admin);
  await ok('/api/admin/config/save', { key: 'download', value: { android: '', ios: '/download' } }, admin);
  const notice = { title_en: 'Hello', content_en: '<p>Hi</p>', title_zh: '你好', content_zh: '<p>嗨</p>', status: 'published' };
  const { id: noticeId } = await ok<{ id: number }>('/api/admin/notice/save', notice, admin);
  await ok('/api/notice/list', {});
  await ok('/api/notice/detail', { id: noticeId });
  await ok('/api/admin/notice/list', {}, admin);
  await ok('/api/admin/notice/withdraw', { id: noticeId }, admin);
  const page = { key: 'about', title_en: 'About', body_en: '<p>Us</p>', title_zh: '關於', body_zh: '<p>我們</p>' };
  await ok('/api/admin/content/save', page, admin);
  await ok('/api/admin/content/list', {}, admin);
  await ok('/api/admin/content/get', { key: 'about' }, admin);
  await ok('/api/common/content', { key: 'about' });
}, TIMEOUT_MS);

it('answers the second-factor calls as their schema says', async () => {
  await factorFlow(walk, server, admin);
}, TIMEOUT_MS);

it('answers the deploy calls as their schema says', async () => {
  const { ok } = walk;
  const releases = createServices({ db: server.db, config: server.config }).releases;
  const { token: team } = await releases.access.createToken('cli:test', 'team-bank', ['mf-bank']);
  await ok('/api/admin/remote/save', { name: 'mf-extra', prefixes: ['/extra/'], owner: 'team extra' }, admin);
  await ok('/api/admin/remote/list', {}, admin);
  await ok('/api/admin/remote/retire', { name: 'mf-extra' }, admin);
  const publish = async (dir: string) => ok<ReleaseView>('/api/admin/release/publish', { remote: 'mf-bank', package_version: '0.1.0', files: uploadOf(dir) }, team);
  // The shop's smoke runner, as a process of its own with its token, records each verdict.
  const smokeRun = async (version: string) => {
    const { job } = await ok<SmokeClaimAnswer>('/api/smoke/claim', {}, runner);
    await ok('/api/smoke/verdict', { release_id: job!.release_id, claim: job!.claim, remote: 'mf-bank', version, routes: job!.routes.map((route) => ({ route, ok: true })), problems: [] }, runner);
  };
  const first = await publish(copyFixture());
  await smokeRun(first.version);
  await ok('/api/admin/release/promote', { remote: 'mf-bank', version: first.version }, team);
  const second = await publish(nextFixture('answers'));
  await smokeRun(second.version);
  await ok('/api/admin/release/preview', { remote: 'mf-bank', version: second.version, client_id: 'client-12345678' }, team);
  // A dev link (issue 29): made by the team, taken by the browser it names, left.
  const dev = await ok<{ token: string }>('/api/admin/release/devlink', { remote: 'mf-bank', port: 3002, client_id: 'client-12345678' }, team);
  await ok('/api/dev/adopt', { link: dev.token, client_id: 'client-12345678' });
  await ok('/api/dev/leave', {});
  await ok('/api/admin/release/canary', { remote: 'mf-bank', version: second.version, percent: 10 }, team);
  await ok('/api/admin/release/promote', { remote: 'mf-bank', version: second.version }, team);
  await ok('/api/admin/release/rollback', { remote: 'mf-bank' }, team);
  await ok('/api/admin/release/list', { remote: 'mf-bank' }, team);
  // Field vitals (issue 27): a report of the stable release, then the console's figures of it.
  const vitals = { remote: 'mf-bank', version: first.version, route: '/pages/bank/deposit', metric: 'LCP', value: 1200 };
  await ok('/api/telemetry/vitals', { client: 'answers-client-2', device: 'phone', connection: '4g', samples: [vitals] });
  await ok('/api/admin/vitals/summary', { days: 7 }, admin);
}, TIMEOUT_MS);

it('answers refusals in their shapes: no token (401), an unknown field (422), a business refusal (code 0)', async () => {
  const { call } = walk;
  const someone = (await registerUser(server)).token;
  for (const route of server.app.apiCatalog) {
    if (route.auth !== 'none') await call(route.url, {}, undefined);
    await call(route.url, { unknown_field: 1 }, route.auth === 'user' ? someone : route.auth === 'runner' ? runner : admin);
  }
  await walk.refused('/api/notice/detail', { id: 999_999 }, undefined, 404);
  await walk.refused('/api/goods/buy', { goods_id: 999_999, quantity: 1, request_id: randomUUID() }, someone, 0);
  const invalid = [...walk.refusals.values()].filter((codes) => codes.has(422)).length;
  expect(invalid).toBe(server.app.apiCatalog.length);
}, TIMEOUT_MS);

it('got a success from every route, and every answer matched its schema', () => {
  const missed = server.app.apiCatalog.map((r) => r.url).filter((url) => !walk.succeeded.has(url));
  expect({ missed, problems: walk.problems, server: server.app.answerProblems }).toEqual({ missed: [], problems: [], server: [] });
});

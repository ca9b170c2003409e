import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterPrefetch, confirmWith, mockApi, renderWithProviders, settle, storeWithUser } from '@snapmall/shared/test-utils';
import { messages, routes } from '../../routes';
import { BET, currentAt, deviceNow, DRAW, GAME, page } from '../../../test/fixtures';
import PlayPage from './PlayPage';

const render = (lang: 'en-us' | 'zh-tw' = 'en-us', query: Record<string, string> = {}) =>
  renderWithProviders(<PlayPage query={query} />, { store: storeWithUser(), catalogs: { mf_lottery: messages }, lang });

/** A server whose clock is an hour behind the device's: the page must count down on the server's. */
const SERVER_SKEW = -3600;
const serverNow = () => deviceNow() + SERVER_SKEW;

const lottery = (over: Record<string, (body: Record<string, unknown>) => object | 'network'> = {}) => ({
  '/api/lottery/games': () => ({ data: [GAME] }),
  '/api/lottery/current': () => ({ data: currentAt(serverNow()) }),
  '/api/lottery/notcount': () => ({ data: page([]) }),
  ...over,
});

const betButton = () => screen.getByRole('button', { name: 'Bet' });

it('counts down to the close on the server clock, not the device clock', async () => {
  mockApi(lottery());
  render();
  const countdown = await screen.findByTestId('countdown');
  // 40 s by the server's clock; by the device's the period closed an hour ago.
  expect(countdown.textContent).toMatch(/^0:(40|39)$/);
  expect(screen.getByTestId('phase').textContent).toBe('Betting closes in');
  expect(screen.getByRole('heading', { name: /Three dice\s*Period 42/ })).toBeTruthy();
  expect(screen.getByTestId('commitment').textContent).toBe('ef'.repeat(32));
  expect(screen.getByTestId('points').textContent).toBe('500');
  expect(screen.getByTestId('limit-left').textContent).toBe('No limit');
  expect(screen.getByTestId('no-cash').textContent).toMatch(/Points have no cash value/);
  expect(betButton().matches(':disabled')).toBe(false);
});

it('shows each bet type with its payout, and the chosen one with chance and house edge', async () => {
  mockApi(lottery());
  render();
  await screen.findByTestId('countdown');
  expect(screen.getByTestId('type-big').textContent).toBe('Big×1.95');
  expect(screen.getByTestId('type-sum_10').textContent).toBe('Total 10×6.00');
  expect(screen.getByTestId('type-detail').textContent).toBe(
    'Bigwins on a total of 11 to 17, except a triplePays ×1.95 (stake included) · chance 48.61% · house edge 5.21%',
  );
  fireEvent.click(screen.getByRole('radio', { name: 'Triple 6 ×180.00' }));
  expect(screen.getByTestId('type-odds').textContent).toBe('Pays ×180.00 (stake included) · chance 0.46% · house edge 16.67%');
  const table = screen.getByTestId('odds-table');
  const sum10 = within(table).getByRole('row', { name: /Total 10/ });
  expect(sum10.textContent).toBe('Total 10×6.0012.50%25.00%');
  expect(screen.queryByTestId('odds-mismatch')).toBeNull();
});

it('marks published odds that disagree with the payout', async () => {
  const wrong = { ...GAME, bet_types: GAME.bet_types.map((t) => (t.code === 'big' ? { ...t, house_edge: '1.00' } : t)) };
  mockApi(lottery({ '/api/lottery/games': () => ({ data: [wrong] }), '/api/lottery/current': () => ({ data: currentAt(serverNow(), 40, { game: wrong }) }) }));
  render();
  expect((await screen.findByTestId('odds-mismatch')).textContent).toMatch(/^The published odds of big differ/);
});

it('sends one request id per confirmed bet, reused when no answer came, and a new one for the next bet', async () => {
  const answers: Array<'network' | 'ok'> = ['network', 'ok', 'ok'];
  const api = mockApi(lottery({ '/api/lottery/bet': () => (answers.shift() === 'network' ? 'network' : { data: BET }) }));
  render();
  await screen.findByTestId('countdown');
  fireEvent.change(screen.getByLabelText('Stake in points'), { target: { value: '100' } });
  expect(screen.getByTestId('wins').textContent).toBe('If it wins: 195 points back');
  fireEvent.click(betButton());
  expect(screen.getByTestId('confirm').textContent).toContain('You stake 100 points. If it wins you get 195 points back');
  await confirmWith(screen, fireEvent, 'Bet 100 points');
  expect((await screen.findByTestId('failure')).textContent).toMatch(/^No answer from the server/);
  fireEvent.click(betButton());
  await confirmWith(screen, fireEvent, 'Bet 100 points');
  expect((await screen.findByTestId('placed')).textContent).toBe('Bet #7 placed: Big, 100 points on period 42. It is decided at the draw.');
  const sent = api.bodies('/api/lottery/bet');
  expect(sent).toHaveLength(2);
  expect(sent[0]).toMatchObject({ game_id: 1, period_no: 42, bet_type: 'big', amount: 100, lang: 'en-us', token: 't' });
  expect(sent[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]!.request_id).toBe(sent[0]!.request_id);

  fireEvent.click(betButton());
  await confirmWith(screen, fireEvent, 'Bet 100 points');
  await waitFor(() => expect(api.bodies('/api/lottery/bet')).toHaveLength(3));
  expect(api.bodies('/api/lottery/bet')[2]!.request_id).not.toBe(sent[0]!.request_id);
});

it('asks for the confirmation on Enter in the stake (a real form), and bets only once confirmed', async () => {
  const api = mockApi(lottery({ '/api/lottery/bet': () => ({ data: BET }) }));
  render();
  await screen.findByTestId('countdown');
  const stake = screen.getByLabelText('Stake in points');
  fireEvent.change(stake, { target: { value: '100' } });
  const form = stake.closest('form')!;
  expect(within(form).getByRole('button', { name: 'Bet' })).toHaveProperty('type', 'submit');
  fireEvent.submit(form);
  expect(screen.getByTestId('confirm').textContent).toContain('You stake 100 points');
  expect(api.bodies('/api/lottery/bet')).toHaveLength(0);
  await confirmWith(screen, fireEvent, 'Bet 100 points');
  expect((await screen.findByTestId('placed')).textContent).toBe('Bet #7 placed: Big, 100 points on period 42. It is decided at the draw.');
  fireEvent.change(stake, { target: { value: 'abc' } });
  fireEvent.submit(form);
  expect(screen.queryByTestId('confirm')).toBeNull();
});

it("shows the server's refusal in place, in the customer's language", async () => {
  const api = mockApi(lottery({ '/api/lottery/bet': () => ({ code: 0, msg: '本期已截止投注' }) }));
  render('zh-tw');
  await screen.findByTestId('countdown');
  fireEvent.click(screen.getByRole('radio', { name: '小 ×1.95' }));
  fireEvent.click(screen.getByRole('button', { name: '下注' }));
  await confirmWith(screen, fireEvent, '投注 10 積分');
  expect((await screen.findByTestId('failure')).textContent).toBe('本期已截止投注');
  expect(api.bodies('/api/lottery/bet')[0]).toMatchObject({ bet_type: 'small', amount: 10, lang: 'zh-tw' });
});

it('turns betting off with the reason: closed, too few points, limit reached; and checks the stake', async () => {
  mockApi(lottery({ '/api/lottery/current': () => ({ data: currentAt(serverNow(), 0, { points: 5, limit: { daily_limit: 100, staked_today: 95, pending_limit: 0, pending_from: '' } }) }) }));
  render();
  const blocks = await screen.findByTestId('blocks');
  expect([...blocks.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Betting on this period has closed. The next period opens at the draw.',
    'You need at least 10 points to play; you have 5. Points come from received orders.',
    'Your daily stake limit is reached for today.Daily stake limit',
  ]);
  expect(screen.getByTestId('phase').textContent).toBe('Betting closed. Draw in');
  expect(screen.getByTestId('limit-left').textContent).toBe('5 of 100');
  expect(betButton().matches(':disabled')).toBe(true);
});

it('takes no bets on a period whose commitment was not published', async () => {
  mockApi(lottery({ '/api/lottery/current': () => ({ data: currentAt(serverNow(), 40, { commitment: '' }) }) }));
  render();
  expect((await screen.findByTestId('blocks')).textContent).toBe(
    'This period opened before its commitment was published, so it takes no bets. Betting opens with the next period.',
  );
  expect(screen.getByTestId('commitment').textContent).toBe('—');
  expect(betButton().matches(':disabled')).toBe(true);
});

it.each([
  ['abc', 'Enter a whole number of points'],
  ['5', 'The stake must be from 10 to 1,000 points'],
  ['600', 'You have 500 points'],
])('explains a stake it cannot take (%s)', async (typed, message) => {
  mockApi(lottery());
  render();
  await screen.findByTestId('countdown');
  fireEvent.change(screen.getByLabelText('Stake in points'), { target: { value: typed } });
  expect(screen.getByRole('alert').textContent).toBe(message);
  expect(betButton().matches(':disabled')).toBe(true);
});

it('asks again when the draw is due and announces the new result without a reload', async () => {
  let calls = 0;
  const drawn = { ...DRAW, period_no: 42, dice: [2, 2, 5], sum: 9 };
  mockApi(
    lottery({
      '/api/lottery/current': () => {
        calls += 1;
        // Betting closed, the draw due in a second; then period 43 open with 42 drawn.
        return { data: calls === 1 ? currentAt(serverNow(), 0, { draw_at: serverNow() + 1 }) : currentAt(serverNow(), 50, { period_no: 43, last: [drawn, DRAW] }) };
      },
    }),
  );
  render();
  await screen.findByTestId('countdown');
  const fresh = await screen.findByTestId('fresh-draw', {}, { timeout: 4000 });
  expect(fresh.textContent).toContain('Period 42 drawn:');
  expect(within(fresh).getByRole('img').getAttribute('aria-label')).toBe('Dice 2, 2, 5, total 9');
  expect(screen.getAllByTestId('last-draw')[0]!.textContent).toContain('Small · Odd');
});

it('shows how a bet of mine came out once it leaves the pending list', async () => {
  let pendingCalls = 0;
  mockApi(
    lottery({
      '/api/lottery/current': () => ({ data: currentAt(serverNow(), 3) }),
      '/api/lottery/notcount': () => ({ data: page((pendingCalls += 1) === 1 ? [BET] : []) }),
      '/api/lottery/buylog': () => ({ data: page([{ ...BET, status: 'won', payout: 195, dice: [4, 5, 6], settletime: 1_777_600_070 }]) }),
    }),
  );
  render();
  expect((await screen.findByTestId('pending')).textContent).toContain('Big · 100 points');
  const settled = await screen.findByTestId('settled-now', {}, { timeout: 5000 });
  expect(settled.textContent).toContain('Won 195 points');
  expect(within(settled).getByRole('img').getAttribute('aria-label')).toBe('Dice 4, 5, 6, total 15');
});

it('lets the player pick among several games', async () => {
  const other = { ...GAME, id: 2, name: 'Quick dice' };
  const api = mockApi(lottery({ '/api/lottery/games': () => ({ data: [GAME, other] }) }));
  render('en-us', { game_id: '2' });
  await screen.findByTestId('countdown');
  expect(screen.getByRole('button', { name: 'Quick dice' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Three dice' }));
  await waitFor(() => expect(api.bodies('/api/lottery/current').map((b) => b.game_id)).toEqual([2, 1]));
});

it('opts the play page out of side windows, and no other', () => {
  expect(routes.filter((r) => !r.sideWindows).map((r) => r.path)).toEqual(['/pages/lottery/lottery']);
});

it('says in the server’s words when no period is open for bets yet (a new game’s first), with no bet form', async () => {
  mockApi(lottery({ '/api/lottery/current': () => ({ code: 0, msg: 'No period is open for bets right now; the next one opens shortly' }) }));
  render();
  expect((await screen.findByTestId('round-not-open')).textContent).toBe('No period is open for bets right now; the next one opens shortly');
  expect(screen.queryByRole('button', { name: 'Bet' })).toBeNull();
  expect(screen.queryByText('The current period could not be loaded.')).toBeNull();
});

it('has its games, bets in play and open period asked for before its chunk has run, and draws them without asking again', async () => {
  const { bodies } = mockApi(lottery());
  const store = storeWithUser();
  await afterPrefetch(routes, '/pages/lottery/lottery', store, { query: { game_id: String(GAME.id) } });
  expect(bodies('/api/lottery/current')).toEqual([expect.objectContaining({ game_id: GAME.id, lang: 'en-us' })]);
  renderWithProviders(<PlayPage query={{ game_id: String(GAME.id) }} />, { store, catalogs: { mf_lottery: messages } });
  // Drawn from what the prefetch brought, on the first render.
  expect(screen.getByTestId('commitment').textContent).toBe('ef'.repeat(32));
  await settle();
  expect([bodies('/api/lottery/games').length, bodies('/api/lottery/current').length, bodies('/api/lottery/notcount').length]).toEqual([1, 1, 1]);
});

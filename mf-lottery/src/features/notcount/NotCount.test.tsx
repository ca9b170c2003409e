import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { useLocation } from '@snapmall/shared';
import { messages } from '../../routes';
import { BET, page } from '../../../test/fixtures';
import NotCountDetailPage from './NotCountDetailPage';
import NotCountPage from './NotCountPage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
const render = (ui: React.ReactElement, lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(
    <>
      {ui}
      <Where />
    </>,
    { store: storeWithUser(), catalogs: { mf_lottery: messages }, lang },
  );

it('lists my unsettled bets; one opens its detail', async () => {
  mockApi({ '/api/lottery/notcount': () => ({ data: page([BET]) }) });
  render(<NotCountPage />);
  const row = await screen.findByTestId('bet-row');
  expect(row.textContent).toContain('Big · 100 points');
  expect(row.textContent).toContain('Three dice · Period 42 · ×1.95');
  fireEvent.click(row);
  expect(screen.getByTestId('where').textContent).toBe('/pages/lottery/notcount_detail?id=7');
});

it('says so when no bet waits, and leads to the game', async () => {
  mockApi({ '/api/lottery/notcount': () => ({ data: page([]) }) });
  render(<NotCountPage />, 'zh-tw');
  expect(await screen.findByText('沒有等待開獎的注單。')).toBeTruthy();
  expect(screen.getByRole('button', { name: '去玩一局' })).toBeTruthy();
});

it('shows a waiting bet, then its result when the draw settles it, without a reload', async () => {
  let calls = 0;
  mockApi({
    '/api/lottery/notcountdetail': () => ({ data: (calls += 1) === 1 ? BET : { ...BET, status: 'won', payout: 195, dice: [4, 5, 6], settletime: 1_777_600_070 } }),
  });
  render(<NotCountDetailPage query={{ id: '7' }} />);
  expect((await screen.findByTestId('detail-waiting')).textContent).toBe('Waiting for the draw of its period. This page updates by itself.');
  expect(screen.getByTestId('detail-stake').textContent).toBe('100');
  expect(screen.getByTestId('status').textContent).toBe('Waiting');
  expect(await screen.findByText('Won 195 points', {}, { timeout: 7000 })).toBeTruthy();
  expect(screen.getByTestId('status').textContent).toBe('Won');
  fireEvent.click(screen.getByRole('button', { name: 'Verify this draw' }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/lottery/verify?game_id=1&period_no=42');
}, 10_000);

it('says a bet that is not mine or not there could not be found', async () => {
  mockApi({ '/api/lottery/notcountdetail': () => ({ status: 404, code: 404, msg: 'Not found' }) });
  render(<NotCountDetailPage query={{ id: '99' }} />);
  expect(await screen.findByText('This bet could not be found.')).toBeTruthy();
});

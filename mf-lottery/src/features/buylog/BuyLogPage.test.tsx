import { fireEvent, screen } from '@testing-library/react';
import { afterPrefetch, mockApi, renderWithProviders, settle, storeWithUser } from '@snapmall/shared/test-utils';
import { useLocation } from '@snapmall/shared';
import type { Bet } from '@snapmall/shared/contract';
import { messages, routes } from '../../routes';
import { BET, page } from '../../../test/fixtures';
import BuyLogPage from './BuyLogPage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
const render = (lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(
    <>
      <BuyLogPage />
      <Where />
    </>,
    { store: storeWithUser(), catalogs: { mf_lottery: messages }, lang },
  );

const WON: Bet = { ...BET, id: 9, status: 'won', payout: 195, dice: [4, 5, 6], settletime: 1_777_600_070 };
const LOST: Bet = { ...BET, id: 8, period_no: 41, bet_type: 'sum_10', status: 'lost', dice: [1, 1, 2], settletime: 1_777_600_010 };

it('lists my bets with status, payout and dice, and leads each to its detail or its draw', async () => {
  mockApi({ '/api/lottery/buylog': () => ({ data: page([WON, LOST, BET], 3) }) });
  render('zh-tw');
  const rows = await screen.findAllByTestId('bet-row');
  expect(screen.getAllByTestId('status').map((s) => s.textContent)).toEqual(['中獎', '未中獎', '待開獎']);
  expect(rows[0]!.textContent).toContain('中獎 195 積分');
  expect(rows[1]!.textContent).toContain('合計 10 · 100 積分');
  expect(screen.getAllByTestId('dice').map((d) => d.getAttribute('data-faces'))).toEqual(['456', '112']);
  expect(screen.getByText('已顯示全部 3 筆紀錄')).toBeTruthy();
  fireEvent.click(screen.getAllByRole('button', { name: '驗證此期開獎' })[0]!);
  expect(screen.getByTestId('where').textContent).toBe('/pages/lottery/verify?game_id=1&period_no=42');
  fireEvent.click(rows[2]!);
  expect(screen.getByTestId('where').textContent).toBe('/pages/lottery/notcount_detail?id=7');
});

it('pages on with load more', async () => {
  const api = mockApi({ '/api/lottery/buylog': (body) => ({ data: page(body.page === 1 ? [WON] : [LOST], 2, body.page as number) }) });
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('All 2 records shown')).toBeTruthy();
  expect(api.bodies('/api/lottery/buylog').map((b) => b.page)).toEqual([1, 2]);
});

it('leads to the game when there is no bet yet', async () => {
  mockApi({ '/api/lottery/buylog': () => ({ data: page([]) }) });
  render();
  expect(await screen.findByText('You have not placed a bet yet.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Play a round' }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/lottery/lottery');
});

it('has its first page asked for before its chunk has run, and draws it without asking again', async () => {
  const api = mockApi({ '/api/lottery/buylog': () => ({ data: page([WON]) }) });
  const store = storeWithUser();
  await afterPrefetch(routes, '/pages/lottery/buyLog', store);
  renderWithProviders(<BuyLogPage />, { store, catalogs: { mf_lottery: messages } });
  expect(screen.getByText('Won')).toBeTruthy();
  await settle();
  expect(api.bodies('/api/lottery/buylog')).toHaveLength(1);
});

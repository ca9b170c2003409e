import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import { page } from '../../../test/fixtures';
import BuyLogDayPage from './BuyLogDayPage';

const render = (lang: 'en-us' | 'zh-tw' = 'en-us') => renderWithProviders(<BuyLogDayPage />, { store: storeWithUser(), catalogs: { mf_lottery: messages }, lang });

it('sums my bets per day with the net, under a chart that describes itself', async () => {
  mockApi({
    '/api/lottery/buylogday': () => ({
      data: page([
        { day: '2026-05-02', bets: 3, staked: 300, paid: 585 },
        { day: '2026-05-01', bets: 1, staked: 1200, paid: 0 },
      ]),
    }),
  });
  render();
  const rows = await screen.findAllByTestId('day-row');
  expect(rows[0]!.textContent).toBe('May 2, 2026Net +2853 betsStaked 300Paid back 585');
  expect(screen.getByTestId('shop-day-note').textContent).toMatch(/^Days are the shop's days, in /);
  expect(screen.getAllByTestId('day-net').map((n) => n.textContent)).toEqual(['Net +285', 'Net -1,200']);
  const chart = screen.getByTestId('day-chart');
  expect(chart.getAttribute('aria-label')).toBe('2 days from May 1, 2026 to May 2, 2026: 1,500 points staked, 585 points paid back.');
  expect(chart.querySelectorAll('rect')).toHaveLength(4);
});

it('says there is nothing to sum before the first bet', async () => {
  mockApi({ '/api/lottery/buylogday': () => ({ data: page([]) }) });
  render('zh-tw');
  expect(await screen.findByText('尚無注單，沒有可統計的資料。')).toBeTruthy();
  expect(screen.queryByTestId('day-chart')).toBeNull();
});

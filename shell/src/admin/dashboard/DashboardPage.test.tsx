import { screen, within } from '@testing-library/react';
import { adminKitCatalogs, operatorLoggedIn, type OperatorSession } from '@snapmall/shared/admin';
import type { AdminDashboard } from '@snapmall/shared/contract';
import { makeStore } from '@snapmall/shared';
import { mockApi, renderWithProviders } from '@snapmall/shared/test-utils';
import en from '../../../messages/admin/en-us.json';
import zh from '../../../messages/admin/zh-tw.json';
import DashboardPage from './DashboardPage';

// The chart itself (uPlot on a canvas) is the browser test's; here, what it is given.
const charts: Array<{ title: string; days: string[] }> = [];
jest.mock('@snapmall/shared/admin', () => ({
  ...jest.requireActual<object>('@snapmall/shared/admin'),
  DayChart: (props: { title: string; days: string[] }) => {
    charts.push(props);
    return null;
  },
}));

const day = (d: string) => ({ day: d, money_in: '1234.50', money_out: '20.00', sales: '99.90', points_staked: 1500, points_paid: 300, new_customers: 3 });
const DASHBOARD: AdminDashboard = { pending: { deposits: 4, withdrawals: 0, orders_to_ship: 12 }, today: day('2026-11-25'), series: [day('2026-11-24'), day('2026-11-25')] };

function renderAs(roles: OperatorSession['roles']) {
  const { bodies } = mockApi({ '/api/admin/dashboard': () => ({ data: DASHBOARD }) });
  const store = makeStore();
  store.dispatch(operatorLoggedIn({ token: 'op', username: 'ana', roles }));
  renderWithProviders(<DashboardPage />, { store, catalogs: { 'admin-kit': adminKitCatalogs, console: { 'en-us': en, 'zh-tw': zh } } });
  return bodies;
}

beforeEach(() => {
  charts.length = 0;
});

it('shows what waits, each count a link to its list for an operator who may work it, and today in figures', async () => {
  const bodies = renderAs(['finance']);
  const deposits = await screen.findByTestId('pending-deposits');
  expect(deposits.textContent).toBe('Deposits to review4');
  expect(within(deposits).getByRole('link').getAttribute('href')).toBe('#/bank/deposits?status=0');
  // Shipping is catalogue's: the count shows, the link does not.
  expect(screen.getByTestId('pending-orders_to_ship').textContent).toBe('Orders to ship12');
  expect(within(screen.getByTestId('pending-orders_to_ship')).queryByRole('link')).toBeNull();
  expect(screen.getByTestId('today-money_in').textContent).toBe('Money in1,234.50');
  expect(screen.getByTestId('today-points_staked').textContent).toBe('Points staked1,500');
  expect(bodies('/api/admin/dashboard')[0]).toMatchObject({ days: 30 });
  expect(charts.map((c) => [c.title, c.days])).toEqual([
    ['admin.dashboard.chart.money', ['2026-11-24', '2026-11-25']],
    ['admin.dashboard.chart.points', ['2026-11-24', '2026-11-25']],
    ['admin.dashboard.chart.customers', ['2026-11-24', '2026-11-25']],
  ]);
});

it('links the orders to ship for a catalogue operator, and not the money queues', async () => {
  renderAs(['catalogue']);
  const orders = await screen.findByTestId('pending-orders_to_ship');
  expect(within(orders).getByRole('link').getAttribute('href')).toBe('#/shop/orders?status=placed');
  expect(within(screen.getByTestId('pending-deposits')).queryByRole('link')).toBeNull();
});

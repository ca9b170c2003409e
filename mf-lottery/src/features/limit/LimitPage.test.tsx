import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import LimitPage from './LimitPage';

const render = (lang: 'en-us' | 'zh-tw' = 'en-us') => renderWithProviders(<LimitPage />, { store: storeWithUser(), catalogs: { mf_lottery: messages }, lang });

it('shows the limit in force, what was staked today, and says a lower limit applies at once', async () => {
  const api = mockApi({
    '/api/lottery/limit': () => ({ data: { daily_limit: 500, staked_today: 120, pending_limit: 0, pending_from: '' } }),
    '/api/lottery/setlimit': (body) => ({ data: { daily_limit: body.daily_limit, staked_today: 120, pending_limit: 0, pending_from: '' } }),
  });
  render();
  expect((await screen.findByTestId('limit-daily')).textContent).toBe('500');
  expect(screen.getByTestId('limit-staked').textContent).toBe('120');
  expect(screen.getByTestId('shop-day-note').textContent).toMatch(/^Days are the shop's days, in /);
  fireEvent.change(screen.getByLabelText('Daily limit in points'), { target: { value: '200' } });
  expect(screen.getByTestId('limit-change').textContent).toBe('A lower limit applies at once.');
  fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
  expect((await screen.findByTestId('limit-saved')).textContent).toBe('Saved. Your limit today: 200 points.');
  expect(api.bodies('/api/lottery/setlimit')).toEqual([expect.objectContaining({ daily_limit: 200 })]);
});

it('says a raise waits for the next shop day, before and after saving', async () => {
  mockApi({
    '/api/lottery/limit': () => ({ data: { daily_limit: 100, staked_today: 0, pending_limit: 0, pending_from: '' } }),
    '/api/lottery/setlimit': () => ({ data: { daily_limit: 100, staked_today: 0, pending_limit: 1000, pending_from: '2026-05-02' } }),
  });
  render('zh-tw');
  fireEvent.change(await screen.findByLabelText('每日上限（積分）'), { target: { value: '1000' } });
  expect(screen.getByTestId('limit-change').textContent).toBe('調高的上限自下一個營業日起生效；今日仍維持目前的上限。');
  fireEvent.click(screen.getByRole('button', { name: '儲存上限' }));
  expect((await screen.findByTestId('limit-saved')).textContent).toBe('已儲存。今日上限：100 積分。 自 2026-05-02 起：1,000 積分（調高須等到下一個營業日）。');
});

it('shows a removal waiting for its day, and a refusal in place', async () => {
  mockApi({
    '/api/lottery/limit': () => ({ data: { daily_limit: 100, staked_today: 0, pending_limit: 0, pending_from: '2026-05-02' } }),
    '/api/lottery/setlimit': () => ({ code: 0, msg: 'Try again later' }),
  });
  render();
  expect((await screen.findByTestId('limit-waiting')).textContent).toBe('From 2026-05-02: no limit (removing a limit waits for the next shop day).');
  fireEvent.change(screen.getByLabelText('Daily limit in points'), { target: { value: '0' } });
  expect(screen.getByTestId('limit-change').textContent).toBe('Removing the limit applies from the next shop day; today the current one stays.');
  fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
  expect((await screen.findByTestId('failure')).textContent).toBe('Try again later');
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { configLoaded } from '../config/configSlice';
import { makeStore } from '../store/store';
import { DEFAULT_TAB_BAR } from '../contract/defaults';
import type { ShopConfig } from '../contract';
import { Count, dayIn, Figure, Moment, Money, ShopDay, ShopDayNote } from '.';

const AT = Date.UTC(2026, 10, 24, 19, 31) / 1000;

it('shows money, points and counts grouped', () => {
  renderWithProviders(
    <p data-testid="figures">
      <Money value="3000" /> | <Count value={1399} /> | <Money value="-1234567.5" /> | <Count value={1399} signed /> | <Count value={0} signed />
    </p>,
  );
  expect(screen.getByTestId('figures').textContent).toBe('3,000.00 | 1,399 | -1,234,567.50 | +1,399 | 0');
});

it("shows a statement's figures as the server writes them, formatted: cash or points, the sign written out", () => {
  renderWithProviders(
    <p data-testid="statement">
      <Figure value="-1299.00" signed /> | <Figure value="+1500.5" signed /> | <Figure value="12345.50" /> | <Figure value="+3000" points signed /> | <Figure value="-20" points />
    </p>,
  );
  expect(screen.getByTestId('statement').textContent).toBe('-1,299.00 | +1,500.50 | 12,345.50 | +3,000 | -20');
});

it('groups the same way in Chinese', () => {
  renderWithProviders(
    <p data-testid="zh">
      <Money value="3000" /> | <Count value={1399} />
    </p>,
    { lang: 'zh-tw' },
  );
  expect(screen.getByTestId('zh').textContent).toBe('3,000.00 | 1,399');
});

it('shows every moment in one style', () => {
  renderWithProviders(
    <p data-testid="moments">
      <Moment at={AT} style="time" /> | <Moment at={AT} />
    </p>,
  );
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(AT * 1000);
  expect(screen.getByTestId('moments').textContent).toBe(`${time} | ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(AT * 1000)}`);
  expect(screen.getByTestId('moments').textContent).not.toMatch(/:\d\d:\d\d/);
});

it("shows a shop day as that day in any browser time zone, and says whose day it is", () => {
  const store = makeStore();
  store.dispatch(configLoaded({ time_zone: 'Asia/Taipei', tabbar: DEFAULT_TAB_BAR } as ShopConfig));
  renderWithProviders(
    <>
      <ShopDay day="2026-11-25" />
      <ShopDayNote />
    </>,
    { store },
  );
  expect(screen.getByText('Nov 25, 2026')).toBeTruthy();
  expect(screen.getByTestId('shop-day-note').textContent).toBe("Days are the shop's days, in Taiwan Standard Time.");
});

it('names the shop time zone in Chinese', () => {
  renderWithProviders(<ShopDayNote />, { lang: 'zh-tw' });
  expect(screen.getByTestId('shop-day-note').textContent).toMatch(/^日期以商店的日子計算（.*(台北|台灣).*）。$/);
});

it("knows the shop's day from the moment, whatever the browser's zone", () => {
  // 20:10 UTC on 24 Nov is 04:10 on 25 Nov in Taipei.
  expect(dayIn('Asia/Taipei', new Date(Date.UTC(2026, 10, 24, 20, 10)))).toBe('2026-11-25');
  expect(dayIn('UTC', new Date(Date.UTC(2026, 10, 24, 20, 10)))).toBe('2026-11-24');
});

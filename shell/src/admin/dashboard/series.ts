import { toCents } from '@snapmall/shared';
import type { DaySeries } from '@snapmall/shared/admin';
import type { AdminDashboardDay } from '@snapmall/shared/contract';

/** Cents of a decimal string as a number to draw (a day's sum of a shop's money fits a double exactly). */
const cents = (amount: string) => Number(toCents(amount) ?? 0n);

/** The dashboard's three charts from the series: money (in, out, sales) in cents, points, new customers. */
export function chartsOf(series: readonly AdminDashboardDay[]): { days: string[]; money: DaySeries[]; points: DaySeries[]; customers: DaySeries[] } {
  return {
    days: series.map((d) => d.day),
    money: [
      { key: 'money_in', label: 'admin.dashboard.moneyIn', tone: 'ok', values: series.map((d) => cents(d.money_in)) },
      { key: 'money_out', label: 'admin.dashboard.moneyOut', tone: 'bad', values: series.map((d) => cents(d.money_out)) },
      { key: 'sales', label: 'admin.dashboard.sales', tone: 'info', values: series.map((d) => cents(d.sales)) },
    ],
    points: [
      { key: 'points_staked', label: 'admin.dashboard.pointsStaked', tone: 'wait', values: series.map((d) => d.points_staked) },
      { key: 'points_paid', label: 'admin.dashboard.pointsPaid', tone: 'brand', values: series.map((d) => d.points_paid) },
    ],
    customers: [{ key: 'new_customers', label: 'admin.dashboard.newCustomers', tone: 'info', values: series.map((d) => d.new_customers) }],
  };
}

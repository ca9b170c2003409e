import type { AdminDashboard, AdminDashboardDay } from '@snapmall/shared/contract';
import { dayOf, dayStart } from '../../domain/admin-list';
import { formatCents } from '../../money';
import type { CustomerDirectory } from '../account/service';
import type { BankAdminLists } from '../bank/service';
import type { LedgerConsole } from '../ledger/service';
import type { OrderAdminLists } from '../orders/service';

const DAY_MS = 86_400_000;
/** The quarter hour the ledger's figures are kept by (migration 029). */
const QUARTER_HOUR = 15;

/**
 * The operator's dashboard (issue 19): what waits (kept counters), and each of the last days' money in and out,
 * sales, points staked and paid and new customers, in the operator's time zone. Bounded by the days asked for:
 * the ledger's figures come from its quarter hours, registrations from (createtime); nothing reads history.
 */
export class Dashboard {
  constructor(
    private readonly bankLists: BankAdminLists,
    private readonly orderLists: OrderAdminLists,
    private readonly ledgerConsole: LedgerConsole,
    private readonly directory: CustomerDirectory,
  ) {}

  /**
   * `days` days ending today where the clock is `offsetMinutes` behind UTC (the `minute` header), rounded to the
   * quarter hour the figures are kept by: every time zone in use is a whole number of quarter hours from UTC.
   */
  async figures(days: number, offsetMinutes: number, now = new Date()): Promise<AdminDashboard> {
    const offset = Math.round(offsetMinutes / QUARTER_HOUR) * QUARTER_HOUR;
    const start = new Date(dayStart(dayOf(now, offset), offset).getTime() - (days - 1) * DAY_MS);
    const [pending, toShip, ledger, registered] = await Promise.all([
      this.bankLists.pending(),
      this.orderLists.toShip(),
      this.ledgerConsole.days(start, days),
      this.directory.registrations(start, days),
    ]);
    const series: AdminDashboardDay[] = ledger.map((d, i) => ({
      day: dayOf(new Date(start.getTime() + i * DAY_MS), offset),
      money_in: formatCents(d.moneyIn),
      money_out: formatCents(d.moneyOut),
      sales: formatCents(d.sales),
      points_staked: Number(d.pointsStaked),
      points_paid: Number(d.pointsPaid),
      new_customers: registered[i] ?? 0,
    }));
    return { pending: { ...pending, orders_to_ship: toShip }, today: series[series.length - 1]!, series };
  }
}

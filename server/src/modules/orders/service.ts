import { POINTS_PER_CASH_UNIT, type AdminOrder, type BuyQuota, type Language, type Order, type OrderDetail, type OrderStatus, type PageOf, type ReceivedPage } from '@snapmall/shared/contract';
import type { Config } from '../../config';
import { cursorPage, placeOf } from '../../db/cursor-page';
import type { Database, Queryable } from '../../db/database';
import { DomainError, refuse } from '../../domain/errors';
import { formatCents } from '../../money';
import type { AccountService } from '../account/service';
import type { LedgerService } from '../ledger/service';
import type { MessageService } from '../messages/service';
import type { Actor, OperatorService } from '../operators/service';
import type { CatalogueService } from '../shopping/service';
import { SALES_ACCOUNT } from './buy-batch';
import * as repo from './repository';
import { toAdminOrder, toDetail, toOrder, type OrderWithGoods } from './views';
/** The operator console's order lists (issue 19). */
export type { OrderAdminLists } from './admin-lists';

const PAGE_SIZE = 20;
/** House accounts the rebates (cash) and the points of received orders come from. */
const REBATES_ACCOUNT = 'rebates';
const LOYALTY_ACCOUNT = 'loyalty';
const IN_PROGRESS: OrderStatus[] = ['placed', 'shipped'];
const notFound = () => new DomainError('not_found', 'order.notFound');
const NO_COVER = { title_en: '', title_zh: '', images: [] as string[] };

/**
 * An order after it is placed: the operator ships it, the customer confirms receipt (or it is received
 * automatically after `orderAutoReceiveDays`), earning the rebate and points fixed when it was placed; a placed
 * order may be cancelled, refunded in full and its stock returned. Every step changes the order's status under
 * its row lock, so it happens once however many requests or instances try.
 */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountService,
    private readonly catalogue: CatalogueService,
    private readonly messages: MessageService,
    private readonly operators: OperatorService,
  ) {}

  view(order: OrderWithGoods, lang: Language): Order {
    return toOrder(order, lang, this.config.orderAutoReceiveDays);
  }

  /** A page of the customer's orders: by number, or after a cursor (the next_cursor of the page before). */
  async list(userId: number, statuses: OrderStatus[] | undefined, page: number, lang: Language, cursor?: number): Promise<PageOf<Order>> {
    const read = await repo.page(this.db, { userId, statuses, ...placeOf(page, cursor, PAGE_SIZE) });
    const { rows, next } = cursorPage(read, PAGE_SIZE);
    const orders = await this.withGoodsMany(rows);
    return { list: orders.map((r) => this.view(r, lang)), total: Number(read[0]?.total ?? 0), page, ...next };
  }

  inProgress(userId: number, page: number, lang: Language, cursor?: number) {
    return this.list(userId, IN_PROGRESS, page, lang, cursor);
  }

  async received(userId: number, page: number, lang: Language, cursor?: number): Promise<ReceivedPage> {
    const [list, totals] = await Promise.all([this.list(userId, ['received'], page, lang, cursor), repo.receivedTotals(this.db, userId)]);
    return { ...list, rebate_total: formatCents(totals.rebate), points_total: Number(totals.points) };
  }

  /** What the customer's level allows today, used and left: shown before they buy. */
  async quota(userId: number): Promise<BuyQuota> {
    const [vip, bounds, balances] = await Promise.all([
      this.accounts.vipOf(userId),
      repo.shopDayBounds(this.db, this.config.shopTimeZone),
      this.ledger.balances(this.db, userId),
    ]);
    const use = (await repo.quotaUse(this.db, [userId], this.config.shopTimeZone)).use.get(userId)!;
    const perDay = vip?.task_num ?? 0;
    return {
      level: vip?.level ?? 0,
      per_day: perDay,
      used_today: use.today,
      left_today: Math.max(0, perDay - use.today),
      in_progress_max: vip?.task_everyday ?? 0,
      in_progress: use.inProgress,
      day: bounds.day,
      resets_at: bounds.next,
      balance: formatCents(balances.cash),
      points_per_unit: POINTS_PER_CASH_UNIT,
    };
  }

  async detail(userId: number, id: number, lang: Language): Promise<OrderDetail> {
    const order = await repo.findOrder(this.db, id, userId);
    if (!order) throw notFound();
    return toDetail(await this.withGoods(order), lang, this.config.orderAutoReceiveDays);
  }

  async adminList(filter: { page: number; status?: OrderStatus; userId?: number }, lang: Language): Promise<PageOf<AdminOrder>> {
    const rows = await repo.page(this.db, {
      userId: filter.userId,
      statuses: filter.status ? [filter.status] : undefined,
      limit: PAGE_SIZE,
      offset: (filter.page - 1) * PAGE_SIZE,
    });
    const [orders, names] = await Promise.all([this.withGoodsMany(rows), this.accounts.usernames(rows.map((r) => r.user_id))]);
    const list = orders.map((o) => toAdminOrder({ ...o, username: names.get(o.user_id) ?? '' }, lang, this.config.orderAutoReceiveDays));
    return { list, total: Number(rows[0]?.total ?? 0), page: filter.page };
  }

  /** The operator ships a placed order; shipping it again with the same carrier and number changes nothing. */
  async ship(actor: Actor, id: number, carrier: string, trackingNo: string): Promise<OrderWithGoods> {
    const shipped = await this.db.tx(async (q) => {
      const order = await repo.lockOrder(q, id);
      if (!order) throw notFound();
      if (order.status === 'shipped' && order.carrier === carrier && order.tracking_no === trackingNo) return order;
      if (order.status !== 'placed') throw refuse('order.notPlaced', { status: order.status });
      const after = await repo.markShipped(q, id, carrier.trim(), trackingNo.trim());
      await this.operators.record(q, actor, {
        action: 'order.ship',
        target: { type: 'order', id },
        before: { status: order.status },
        after: { status: after.status, carrier: after.carrier, tracking_no: after.tracking_no },
      });
      await this.messages.notify(q, order.user_id, {
        kind: 'order_shipped',
        params: { id, carrier: after.carrier, tracking_no: after.tracking_no },
        ref: { type: 'order', id },
      });
      return after;
    });
    return this.withGoods(shipped);
  }

  /** The customer confirms a shipped order arrived; confirming it again answers the received order. */
  async receive(userId: number, id: number): Promise<OrderWithGoods> {
    const received = await this.db.tx(async (q) => {
      const order = await repo.lockOrder(q, id);
      if (!order || order.user_id !== userId) throw notFound();
      if (order.status === 'received') return order;
      if (order.status === 'placed') throw refuse('order.notShipped');
      if (order.status === 'cancelled') throw refuse('order.wasCancelled');
      return this.markReceived(q, order);
    });
    return this.withGoods(received);
  }

  /** Receives the shipped orders not confirmed within the configured days; answers how many. */
  async receiveDue(limit = 100): Promise<number> {
    let count = 0;
    for (const { id } of await repo.dueForReceipt(this.db, this.config.orderAutoReceiveDays, limit)) {
      const done = await this.db.tx(async (q) => {
        const order = await repo.lockOrder(q, Number(id));
        // Another instance (or the customer) may have received it since it was listed.
        if (order?.status !== 'shipped') return false;
        await this.markReceived(q, order);
        return true;
      });
      if (done) count += 1;
    }
    return count;
  }

  /** The customer cancels a placed order: paid back in full, its units back in stock. */
  async cancel(userId: number, id: number): Promise<OrderWithGoods> {
    const found = await repo.findOrder(this.db, id, userId);
    if (!found) throw notFound();
    const cancelled = await this.db.tx(async (q) => {
      // The item first, then the order, then the accounts: the order in which the buys take their locks.
      await this.catalogue.lockForSale(q, found.goods_id);
      const order = (await repo.lockOrder(q, id))!;
      if (order.status === 'cancelled') return order;
      if (order.status !== 'placed') throw refuse('order.alreadyShipped');
      if (order.amount_cents > 0n) {
        await this.ledger.transfer(q, {
          from: { house: SALES_ACCOUNT },
          to: { user: userId, code: 'main' },
          asset: 'cash',
          amount: order.amount_cents,
          kind: 'order_refund',
          ref: { type: 'order', id: order.id },
        });
      }
      await this.catalogue.changeStock(q, order.goods_id, order.quantity);
      // The order before the customer's other rows (see markReceived).
      const after = await repo.markCancelled(q, id);
      await this.accounts.addOrderMoney(q, [{ userId, inOrders: -order.amount_cents, returned: 0n }]);
      await this.messages.notify(q, userId, { kind: 'order_cancelled', params: { id, amount: formatCents(order.amount_cents) }, ref: { type: 'order', id } });
      return after;
    });
    return this.withGoods(cancelled);
  }

  /**
   * Receipt: the rebate and the points fixed when the order was placed, as ledger transfers, and a message. The
   * order changes after the transfers and before the customer's other rows (their order money, their messages),
   * the order a buy batch takes them in (cash account, orders and their counters, then the rest): the counters
   * the order's trigger keeps (migration 024) are never waited for crosswise.
   */
  private async markReceived(q: Queryable, order: repo.OrderRow): Promise<repo.OrderRow> {
    const ref = { type: 'order' as const, id: order.id };
    const customer = { user: order.user_id, code: 'main' as const };
    if (order.rebate_cents > 0n) {
      await this.ledger.transfer(q, { from: { house: REBATES_ACCOUNT }, to: customer, asset: 'cash', amount: order.rebate_cents, kind: 'order_rebate', ref });
    }
    if (order.points > 0n) {
      await this.ledger.transfer(q, { from: { house: LOYALTY_ACCOUNT }, to: customer, asset: 'points', amount: order.points, kind: 'order_points', ref });
    }
    const after = await repo.markReceived(q, Number(order.id));
    await this.accounts.addOrderMoney(q, [{ userId: order.user_id, inOrders: -order.amount_cents, returned: order.rebate_cents }]);
    await this.messages.notify(q, order.user_id, {
      kind: 'order_received',
      params: { id: Number(order.id), rebate: formatCents(order.rebate_cents), points: Number(order.points) },
      ref,
    });
    return after;
  }

  /** A page of orders with what was bought: one query by primary key for the page's items. */
  private async withGoodsMany<T extends repo.OrderRow>(orders: T[]): Promise<Array<T & OrderWithGoods>> {
    const covers = await this.catalogue.goodsCovers(orders.map((o) => o.goods_id));
    return orders.map((o) => ({ ...o, ...(covers.get(o.goods_id) ?? NO_COVER) }));
  }

  private async withGoods(order: repo.OrderRow): Promise<OrderWithGoods> {
    const goods = await this.catalogue.findGoods(order.goods_id);
    return { ...order, title_en: goods?.title_en ?? '', title_zh: goods?.title_zh ?? '', images: goods?.images ?? [] };
  }
}

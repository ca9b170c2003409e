import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { DomainError, refuse, unauthorized } from '../../domain/errors';
import { formatCents } from '../../money';
import type { AccountService } from '../account/service';
import type { LedgerService, LockedAccounts } from '../ledger/service';
import type { MessageService } from '../messages/service';
import type { CatalogueService, GoodsRow } from '../shopping/service';
import { Coalescer } from './coalescer';
import { decideBatch, type Buyer, type BuyRequest, type Decision } from './decide';
import * as repo from './repository';
import type { OrderWithGoods } from './views';

/** The house account snap-buy payments go to (and refunds come from). */
export const SALES_ACCOUNT = 'sales';
/**
 * At most this many buys in one transaction. While one batch is written the next one gathers, so under a rush the
 * batch is as big as the buys that arrived meanwhile: a larger cap lets throughput grow with the crowd (each buy
 * costs the same few hundred microseconds of set-based work) while a batch still commits in a few hundred ms.
 */
const MAX_BATCH = 1000;

type Outcome = { order: OrderWithGoods } | { error: unknown };
/**
 * Who buys: a user already known (the service level, ops, tests), or the hash of a session token that the batch
 * checks itself — one statement for all its buyers, in the transaction that pays, instead of a query per request.
 */
export type Purchaser = { userId: number } | { tokenHash: string };
/** A buy as submitted, its buyer not yet identified. */
export type Submitted = Omit<BuyRequest, 'userId'> & { who: Purchaser };

/** What a batch reaches through other modules' services. */
export interface BatchServices {
  ledger: LedgerService;
  accounts: AccountService;
  catalogue: CatalogueService;
  messages: MessageService;
}

/**
 * The core of the buy engine, wherever it runs (the request thread, or the buy thread of buy-worker.ts): each batch
 * is one transaction that locks the item once, locks the buyers' cash accounts and the sales account in one pass,
 * decides every buy on its own rules (decide.ts), then writes the orders, the payments (one ledger transfer each),
 * the stock and the messages in a handful of set-based statements. Concurrent buys of one item are coalesced (see
 * coalescer.ts); with `coalesce` off every buy is its own transaction on the item's row lock.
 */
export class BuyBatches {
  private readonly batches = new Coalescer<number, Submitted, Outcome>((goodsId, batch) => this.runBatch(goodsId, batch), MAX_BATCH);
  private readonly ledger: LedgerService;
  private readonly accounts: AccountService;
  private readonly catalogue: CatalogueService;
  private readonly messages: MessageService;

  constructor(
    private readonly batchDb: Database,
    private readonly config: Config,
    { ledger, accounts, catalogue, messages }: BatchServices,
    private readonly coalesce: boolean,
  ) {
    this.ledger = ledger;
    this.accounts = accounts;
    this.catalogue = catalogue;
    this.messages = messages;
  }

  async buy(request: Submitted): Promise<OrderWithGoods> {
    const outcome = this.coalesce ? await this.batches.submit(request.goodsId, request) : (await this.runBatch(request.goodsId, [request]))[0]!;
    if ('error' in outcome) throw outcome.error;
    return outcome.order;
  }

  private async runBatch(goodsId: number, batch: Submitted[]): Promise<Outcome[]> {
    try {
      return await this.batchDb.tx((q) => this.placeBatch(q, goodsId, batch));
    } catch (error) {
      // A refusal of the whole batch (the ledger's last word on a balance) is every request's answer only when
      // it is the one request; otherwise the coalescer retries them one by one.
      if (batch.length === 1 && error instanceof DomainError) return [{ error }];
      throw error;
    }
  }

  /** Identifies the buyers (an unknown or expired session is a 401 for that buy alone), then places the buys. */
  private async placeBatch(q: Queryable, goodsId: number, submitted: Submitted[]): Promise<Outcome[]> {
    const hashes = submitted.flatMap((s) => ('tokenHash' in s.who ? [s.who.tokenHash] : []));
    const sessions = await this.accounts.sessionUsers(q, hashes);
    const identified = submitted.map(({ who, ...buy }): BuyRequest | undefined => {
      const userId = 'userId' in who ? who.userId : sessions.get(who.tokenHash);
      return userId === undefined ? undefined : { ...buy, userId };
    });
    const known = identified.filter((r): r is BuyRequest => r !== undefined);
    const outcomes = known.length > 0 ? await this.placeKnown(q, goodsId, known) : [];
    let next = 0;
    return identified.map((r) => (r ? outcomes[next++]! : { error: unauthorized() }));
  }

  private async placeKnown(q: Queryable, goodsId: number, batch: BuyRequest[]): Promise<Outcome[]> {
    const goods = await this.catalogue.lockForSale(q, goodsId);
    if (!goods) return batch.map(() => ({ error: refuse('shopping.noGoods') }));
    const userIds = [...new Set(batch.map((b) => b.userId))].sort((a, b) => a - b);
    const locked = await this.ledger.lockCash(q, userIds, [SALES_ACCOUNT]);
    const pairs = batch.map((b) => ({ userId: b.userId, requestId: b.requestId }));
    const state = await repo.batchState(q, userIds, pairs, this.config.shopTimeZone);
    const day = state.day;
    const earlier = state.earlierIds.length > 0 ? await repo.ordersByIds(q, state.earlierIds) : [];
    const levels = await this.accounts.levelsOf(q, userIds);
    const buyers: Map<number, Buyer> = new Map(
      levels.map((vip) => [vip.user_id, { vip, balance: locked.cashOf(vip.user_id), ...state.use.get(vip.user_id)! }]),
    );
    const decisions = decideBatch(goods, buyers, earlier, batch, new Date());
    const placed = await this.write(q, goods, decisions, day, locked);
    return decisions.map((d, i): Outcome => {
      if ('refused' in d) return { error: d.refused };
      if ('earlier' in d) return { order: withGoods(d.earlier, goods) };
      return { order: withGoods(placed.get('sameAs' in d ? d.sameAs : i)!, goods) };
    });
  }

  /** Writes the placed orders, their payments, the stock taken and the messages; answers the orders by batch index. */
  private async write(q: Queryable, goods: GoodsRow, decisions: Decision[], day: string, locked: LockedAccounts): Promise<Map<number, repo.OrderRow>> {
    const indexes = decisions.flatMap((d, i) => ('place' in d ? [i] : []));
    if (indexes.length === 0) return new Map();
    const orders = await repo.insertOrders(q, indexes.map((i) => (decisions[i] as { place: repo.NewOrder }).place), day);
    await this.ledger.transferMany(
      q,
      orders
        .filter((o) => o.amount_cents > 0n)
        .map((o) => ({ from: { user: o.user_id, code: 'main' as const }, to: { house: SALES_ACCOUNT }, asset: 'cash' as const, amount: o.amount_cents, kind: 'order_pay', ref: { type: 'order', id: o.id } })),
      locked,
    );
    await this.catalogue.changeStock(q, goods.id, -orders.reduce((sum, o) => sum + o.quantity, 0));
    await this.accounts.addOrderMoney(q, orders.map((o) => ({ userId: o.user_id, inOrders: o.amount_cents, returned: 0n })));
    await this.messages.notifyMany(q, orders.map((o) => ({ userId: o.user_id, notice: placedNotice(o) })));
    return new Map(indexes.map((batchIndex, n) => [batchIndex, orders[n]!]));
  }
}

function withGoods(order: repo.OrderRow, goods: GoodsRow): OrderWithGoods {
  return { ...order, title_en: goods.title_en, title_zh: goods.title_zh, images: goods.images };
}

const placedNotice = (o: repo.OrderRow) => ({
  kind: 'order_placed',
  params: { id: Number(o.id), amount: formatCents(o.amount_cents), quantity: o.quantity },
  ref: { type: 'order', id: o.id },
});

import type { BuyBody } from '@snapmall/shared/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { BuyBatches, type BatchServices, type Purchaser } from './buy-batch';
import { BuyEngineThread } from './buy-thread';
import type { OrderWithGoods } from './views';

export { SALES_ACCOUNT, type Purchaser } from './buy-batch';

/** Connections of their own for the batches, so a batch never waits behind ordinary requests for one. */
const BATCH_CONNECTIONS = 2;

/**
 * The buy path. Concurrent buys of one item are coalesced into batches (buy-batch.ts), written here or, when the
 * database says how to reach it and the config asks, in a thread of their own (buy-thread.ts, whose worker is
 * built by the same composition, services.ts). Across server instances the item's row lock orders the batches,
 * and each buyer's account lock orders their buys of different items, so the stock and the quotas hold anywhere.
 *
 * With `coalesce` off every buy is its own transaction on the item's row lock: the baseline the bench compares.
 */
export class BuyService {
  private readonly batches?: BuyBatches;
  private readonly thread?: BuyEngineThread;

  constructor(
    db: Database,
    config: Config,
    ledger: BatchServices['ledger'],
    accounts: BatchServices['accounts'],
    catalogue: BatchServices['catalogue'],
    messages: BatchServices['messages'],
    coalesce = true,
    /** Run the coalesced batches in a thread of their own (buy-thread.ts) when the database says how to reach it. */
    inThread = false,
  ) {
    this.thread = coalesce && inThread && db.connection ? new BuyEngineThread(db.connection, config) : undefined;
    // Connections of its own only where the batches run here (the thread opens its own).
    if (!this.thread) {
      const batchDb = coalesce ? (db.lane?.(BATCH_CONNECTIONS) ?? db) : db;
      this.batches = new BuyBatches(batchDb, config, { ledger, accounts, catalogue, messages }, coalesce);
    }
  }

  async buy(who: Purchaser, body: BuyBody): Promise<OrderWithGoods> {
    if (this.thread) return this.thread.buy(who, body);
    return this.batches!.buy({ who, goodsId: body.goods_id, quantity: body.quantity, requestId: body.request_id });
  }

  /** Starts the buy thread now rather than with the first buy (a server about to take traffic). */
  async warmUp(): Promise<void> {
    await this.thread?.start();
  }

  /** Stops the buy thread, if there is one (the server is closing). */
  close(): Promise<void> {
    return this.thread?.close() ?? Promise.resolve();
  }
}

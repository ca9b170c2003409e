import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuyBody } from '@snapmall/shared/contract';
import type { Config } from '../../config';
import type { Purchaser } from './buy-batch';
import { errorOf, type BuyCall, type BuyReply } from './buy-protocol';
import type { OrderWithGoods } from './views';

/**
 * The request thread's side of the buy engine thread (buy-worker.ts): a call goes over as a message and its order
 * (or refusal) comes back. The thread starts with the first buy; if it dies, the calls in flight fail (their
 * transactions either committed, and a retry with the same request id finds the order, or rolled back) and the
 * next buy starts another.
 */
export class BuyEngineThread {
  private worker?: Worker;
  private ready?: Promise<void>;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (order: OrderWithGoods) => void; reject: (error: unknown) => void }>();

  constructor(
    private readonly connection: { url: string; schema?: string },
    private readonly config: Config,
  ) {}

  async buy(who: Purchaser, body: BuyBody): Promise<OrderWithGoods> {
    await this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Held open only while buys are in flight: an idle thread never keeps the process alive.
      this.worker!.ref();
      this.worker!.postMessage({ id, who, body } satisfies BuyCall);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage('close');
    });
  }

  start(): Promise<void> {
    if (this.worker && this.ready) return this.ready;
    // The boot file registers tsx in the thread (loaders are per thread), then loads buy-worker.ts.
    const worker = new Worker(path.join(__dirname, 'buy-worker-boot.cjs'), {
      workerData: { ...this.connection, config: this.config },
      execArgv: [],
    });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.once('message', (first) => {
        if (this.pending.size === 0) worker.unref();
        return first === 'ready' ? resolve() : reject(new Error('buy engine did not start'));
      });
      worker.once('error', reject);
    });
    worker.on('message', (reply: BuyReply | 'ready') => {
      if (reply === 'ready') return;
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('order' in reply) call.resolve(reply.order as OrderWithGoods);
      else call.reject(errorOf(reply));
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      for (const call of this.pending.values()) call.reject(new Error('the buy engine stopped'));
      this.pending.clear();
    });
    return this.ready;
  }
}

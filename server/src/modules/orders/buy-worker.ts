/**
 * The buy engine in a thread of its own (see BuyEngineThread): the coalescer and its batches run on this thread's
 * event loop and its own connections, so their round trips to PostgreSQL never wait behind the HTTP work of the
 * request thread, which only parses, checks the token, and answers. Built by the server's own composition
 * (services.ts), with the batches run here rather than in yet another thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../../config';
import { openPostgres } from '../../db/postgres';
import { createServices } from '../../services';
import { replyOf, type BuyCall } from './buy-protocol';

const { url, schema, config } = workerData as { url: string; schema?: string; config: Config };

async function main() {
  const db = await openPostgres(url, { schema, max: 2 });
  const { buys } = createServices({ db, config: { ...config, coalesceBuys: true, buyThread: false } });
  parentPort!.on('message', (call: BuyCall | 'close') => {
    if (call === 'close') {
      void db.close().then(() => process.exit(0));
      return;
    }
    buys.buy(call.who, call.body).then(
      (order) => parentPort!.postMessage(replyOf(call.id, { order })),
      (error: unknown) => parentPort!.postMessage(replyOf(call.id, { error })),
    );
  });
  parentPort!.postMessage('ready');
}

void main();

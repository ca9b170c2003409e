/**
 * The buy engine in a thread of its own (see BuyEngineThread): the coalescer and its batches run on this thread's
 * event loop and its own connections, so their round trips to PostgreSQL never wait behind the HTTP work of the
 * request thread, which only parses, checks the token, and answers. Built from the same services as in-process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BuyBody } from '@snapmall/shared/contract';
import type { Config } from '../../config';
import { openPostgres } from '../../db/postgres';
import { DomainError } from '../../http/errors';
import { AccountService } from '../account/service';
import { LedgerService } from '../ledger/service';
import { MessageService } from '../messages/service';
import { OperatorService } from '../operators/service';
import { CatalogueService } from '../shopping/service';
import { BuyService, type Purchaser } from './buy';

export interface BuyCall {
  id: number;
  who: Purchaser;
  body: BuyBody;
}
export type BuyReply = { id: number; order: unknown } | { id: number; domain: Pick<DomainError, 'kind' | 'key' | 'vars' | 'fields'> } | { id: number; failed: string };

const { url, schema, config } = workerData as { url: string; schema?: string; config: Config };

async function main() {
  const db = await openPostgres(url, { schema, max: 2 });
  const ledger = new LedgerService(db);
  const operators = new OperatorService(db);
  const accounts = new AccountService(db, config, ledger);
  const catalogue = new CatalogueService(db, accounts, operators);
  const buys = new BuyService(db, config, ledger, accounts, catalogue, new MessageService(db), true);
  parentPort!.on('message', (call: BuyCall | 'close') => {
    if (call === 'close') {
      void db.close().then(() => process.exit(0));
      return;
    }
    buys.buy(call.who, call.body).then(
      (order) => parentPort!.postMessage({ id: call.id, order } satisfies BuyReply),
      (error: unknown) =>
        parentPort!.postMessage(
          (error instanceof DomainError
            ? { id: call.id, domain: { kind: error.kind, key: error.key, vars: error.vars, fields: error.fields } }
            : { id: call.id, failed: error instanceof Error ? error.message : String(error) }) satisfies BuyReply,
        ),
    );
  });
  parentPort!.postMessage('ready');
}

void main();

// The flash sale's HTTP server, in a process of its own (forked by flash-sale-server-process.ts), so that the load
// generator does not share its event loop: the real app on a schema the bench made, listening on loopback, plus —
// on this bench instance only — a no-op route behind the customer guard that measures the server's ceiling. It
// reports the transaction profile (flash-sale-profile.ts) and any unexpected errors when asked.
import { performance } from 'node:perf_hooks';
import { EmptyBody } from '@snapmall/shared/contract';
import { buildApp } from 'server/src/app';
import { testConfig } from 'server/src/config';
import { openPostgres } from 'server/src/db/postgres';
import { DomainError } from 'server/src/domain/errors';
import { requireUser } from 'server/src/http/auth';
import { createServices } from 'server/src/services';
import { instrument, type TxProfile } from './flash-sale-profile';
import { applicationName, NOOP_PATH } from './flash-sale-shop';

export type ServerMessage = { type: 'ready'; url: string } | { type: 'profile'; profile: TxProfile; eventLoop: number } | { type: 'reset' };
export type ParentMessage = { type: 'reset' } | { type: 'profile' } | { type: 'close' };

function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

async function main() {
  const [url, schema, coalesce, max] = process.argv.slice(2);
  if (!url || !schema) throw new Error('usage: flash-sale-server <database url> <schema> <coalesce 1|0> <pool max>');
  const pool = await openPostgres(withApplicationName(url, applicationName(schema)), { schema, max: Number(max ?? 20) });
  const profiler = instrument(pool);
  const config = testConfig({ databaseUrl: url, coalesceBuys: coalesce !== '0', warmBuyThread: true, checkAnswers: false });
  const app = await buildApp({ db: profiler.db, config });
  // The same guard every customer route has (guarded is { preValidation: requireUser(accounts) }, http/guards.ts).
  const { accounts } = createServices({ db: profiler.db, config });
  app.post(NOOP_PATH, { schema: { body: EmptyBody }, preValidation: requireUser(accounts) }, async (_req, reply) => reply.ok({}));
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof DomainError && error.kind === 'refused') return;
    const key = error instanceof DomainError ? `${error.kind} ${error.key}` : error.message.slice(0, 120);
    const errors = profiler.snapshot().errors;
    errors[key] = (errors[key] ?? 0) + 1;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  const send = (message: ServerMessage) => process.send!(message);
  let loop = performance.eventLoopUtilization();
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'reset') {
      profiler.reset();
      loop = performance.eventLoopUtilization();
      send({ type: 'reset' });
    } else if (message.type === 'profile') {
      send({ type: 'profile', profile: profiler.snapshot(), eventLoop: performance.eventLoopUtilization(loop).utilization });
    } else if (message.type === 'close') {
      void app
        .close()
        .then(() => pool.close())
        .finally(() => process.exit(0));
    }
  });
  // The parent gone (killed, or failed), this server goes too.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', url: address });
}

main().catch((error: unknown) => {
  console.error('flash-sale server:', error);
  process.exit(1);
});

import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/database';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AppDeps {
  db: Database;
  config: Config;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the success envelope (code 1) with a message key translated to the request's language. */
    ok(data: unknown, messageKey?: string): FastifyReply;
  }
}

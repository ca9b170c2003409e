// The operator's admin lists at size (issue 18): deposits and withdrawals with each of their filters, the audit
// trail and the operators' messages, page 1 with its total, at 10 rows and at 1,000,000 rows in each table
// (100,000 operator messages), the customer holding 50,000 of them. The console's calls (issue 19): the lists by
// customer, days, amounts, brand and sort, the customer search and page, the audit search and the dashboard, over
// 1,000,000 orders of the part's own beside the rest, 200,000 more customers and three years of dashboard figures.
import type { Queryable } from 'server/src/db/database';
import type { AdminListQuery } from 'server/src/domain/admin-list';
import * as customers from 'server/src/modules/account/customers-repository';
import { findUserById } from 'server/src/modules/account/repository';
import { depositsFiltered, recordCounts, withdrawalsFiltered } from 'server/src/modules/bank/admin-list-repository';
import { LedgerConsole } from 'server/src/modules/ledger/console';
import { searchAudit } from 'server/src/modules/operators/audit-search';
import * as operators from 'server/src/modules/operators/repository';
import { orderCount, ordersFiltered } from 'server/src/modules/orders/admin-list-repository';
import { growAdminRows, openAdminRows, type AdminRows } from 'server/test/support/admin-rows';
import { growConsoleOrders, growKindBuckets, growSearchUsers, openConsoleGoods } from 'server/test/support/console-rows';
import type { ScaleCall, ScaleContext, ScalePart } from './part';

const LARGE = 1_000_000;
let rows: AdminRows | undefined;
let consoleGoods: Awaited<ReturnType<typeof openConsoleGoods>> | undefined;
/**
 * Customers to search for and dashboard figures: at the small size the recent ones the calls read (35 days of a
 * customer a minute, 100 days of quarter hours), at the large size history behind them, so both sizes answer the
 * same pages and the figures show what more history costs.
 */
const SEARCH_USERS = { small: 50_000, large: 200_000 };
const DASHBOARD_DAYS = { small: 100, large: 3 * 365 };

type Filter = { label: string; status?: 0 | 1 | 2; customer?: true };
const FILTERS: Filter[] = [
  { label: 'all' },
  { label: 'pending', status: 0 },
  { label: 'approved', status: 1 },
  { label: 'one customer', customer: true },
  { label: 'one customer pending', customer: true, status: 0 },
];

/** The bodies that name the customer: setUp fills in their id, known once the bench has registered them. */
const customerBodies: Array<Record<string, unknown>> = [];

function reviewCalls(list: 'deposit' | 'withdraw'): ScaleCall[] {
  // What the route reads since issue 19's filters: the same page, status by status or the customer's.
  const page = list === 'deposit' ? depositsFiltered : withdrawalsFiltered;
  return FILTERS.map((f) => {
    const body: Record<string, unknown> = { page: 1, ...(f.status === undefined ? {} : { status: f.status }) };
    if (f.customer) customerBodies.push(body);
    return {
      name: `admin ${list}/list ${f.label}`,
      url: `/api/admin/${list}/list`,
      body,
      as: 'operator',
      explain: (q: Queryable, ctx: ScaleContext) => page(q, { ...listOf({ userIds: f.customer ? [ctx.customer.id] : undefined }), status: f.status }),
    };
  });
}

const DAY_MS = 86_400_000;
/** The last week but today, in UTC (no `minute` header): what a dated filter asks for. */
const WEEK = { from: new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10), to: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10) };
const WEEK_RANGE = { start: new Date(`${WEEK.from}T00:00:00Z`), end: new Date(Date.parse(`${WEEK.to}T00:00:00Z`) + DAY_MS) };
const listOf = (over: Partial<AdminListQuery> = {}): AdminListQuery => ({ page: 1, limit: 20, sort: 'createtime', order: 'desc', ...over });

/** The console's filtered lists: a body as the console sends it, and the repository call it makes. */
function consoleListCalls(): ScaleCall[] {
  const calls: Array<[string, string, Record<string, unknown>, (q: Queryable, ctx: ScaleContext) => Promise<unknown>]> = [
    ['admin deposit/list last week', '/api/admin/deposit/list', { ...WEEK }, (q) => depositsFiltered(q, listOf(WEEK_RANGE))],
    ['admin deposit/list pending by amount', '/api/admin/deposit/list', { status: 0, sort: 'amount', order: 'asc' }, (q) => depositsFiltered(q, { ...listOf({ sort: 'amount', order: 'asc' }), status: 0 })],
    ['admin deposit/list amounts 120-120.50', '/api/admin/deposit/list', { min_amount: '120', max_amount: '120.50' }, (q) => depositsFiltered(q, listOf({ minCents: 12_000n, maxCents: 12_050n }))],
    ['admin deposit/list customer by id, 100 rows', '/api/admin/deposit/list', { customer: 'CUSTOMER', limit: 100 }, (q, ctx) => depositsFiltered(q, listOf({ userIds: [ctx.customer.id], limit: 100 }))],
    ['admin deposit/list customer last week by amount', '/api/admin/deposit/list', { customer: 'CUSTOMER', sort: 'amount', ...WEEK }, (q, ctx) => depositsFiltered(q, listOf({ userIds: [ctx.customer.id], sort: 'amount', ...WEEK_RANGE }))],
    ['admin withdraw/list approved last week', '/api/admin/withdraw/list', { status: 1, ...WEEK }, (q) => withdrawalsFiltered(q, { ...listOf(WEEK_RANGE), status: 1 })],
    ['admin order/list placed oldest first', '/api/admin/order/list', { status: 'placed', order: 'asc' }, (q) => ordersFiltered(q, { ...listOf({ order: 'asc' }), status: 'placed' })],
    ['admin order/list brand by amount', '/api/admin/order/list', { brand_id: 'BRAND', sort: 'amount' }, (q) => ordersFiltered(q, { ...listOf({ sort: 'amount' }), goodsIds: [consoleGoods!.goods[0]] })],
    ['admin order/list customer last week', '/api/admin/order/list', { customer: 'CUSTOMER', ...WEEK }, (q, ctx) => ordersFiltered(q, listOf({ userIds: [ctx.customer.id], ...WEEK_RANGE }))],
    ['admin audit/list operator and kind', '/api/admin/audit/list', { actor: 'op1', action: 'deposit.' }, (q) => searchAudit(q, { page: 1, limit: 20, actor: 'operator:op1', action: 'deposit.' })],
    ['admin audit/list kind last week', '/api/admin/audit/list', { action: 'withdraw.reject', ...WEEK }, (q) => searchAudit(q, { page: 1, limit: 20, action: 'withdraw.reject', ...WEEK_RANGE })],
    ['admin audit/list one target', '/api/admin/audit/list', { target_type: 'deposit', target_id: 500_000 }, (q) => searchAudit(q, { page: 1, limit: 20, targetType: 'deposit', targetId: 500_000 })],
    ['admin user/list', '/api/admin/user/list', {}, (q) => customers.newestPage(q, 20, 0, 1020)],
    ['admin user/list by username start', '/api/admin/user/list', { q: 'finder00012' }, (q) => customers.searchPage(q, customers.searchOf('finder00012'), 20, 0, 1020)],
    ['admin user/list by mobile start', '/api/admin/user/list', { q: '0810001' }, (q) => customers.searchPage(q, customers.searchOf('0810001'), 20, 0, 1020)],
    ['admin user/get', '/api/admin/user/get', { user_id: 'CUSTOMER' }, async (q, ctx) => {
      await findUserById(q, ctx.customer.id);
      await recordCounts(q, ctx.customer.id);
      await orderCount(q, ctx.customer.id);
    }],
    ['admin dashboard 30 days', '/api/admin/dashboard', {}, async (q, ctx) => {
      await new LedgerConsole(ctx.server.db).days(new Date(Date.now() - 30 * DAY_MS), 30, q);
      await customers.registrationsPerDay(q, new Date(Date.now() - 30 * DAY_MS), new Date());
    }],
  ];
  return calls.map(([name, url, body, explain]) => {
    const call: ScaleCall = { name, url, body: url.endsWith('/list') ? { page: 1, ...body } : { ...body }, as: 'operator', explain };
    placeholders.push(call.body);
    return call;
  });
}

/** Bodies naming the customer or the brand: setUp fills them in, once they exist. */
const placeholders: Array<Record<string, unknown>> = [];

export const adminPart: ScalePart = {
  name: 'admin lists',
  sizes: {
    small: '10 deposits, withdrawals, orders, audit records, operator messages; 50,000 customers; 100 days of dashboard figures',
    large: '1,000,000 deposits, withdrawals, orders, audit records (the customer 50,000 of each); 100,000 operator messages; 200,000 customers; 3 years of dashboard figures',
  },
  async setUp(ctx) {
    rows = await openAdminRows(ctx.server.db, ctx.customer.id);
    consoleGoods = await openConsoleGoods(ctx.server.db);
    for (const body of customerBodies) body.user_id = ctx.customer.id;
    for (const body of placeholders) {
      for (const [key, value] of Object.entries(body)) {
        if (value === 'CUSTOMER') body[key] = key === 'user_id' ? ctx.customer.id : String(ctx.customer.id);
        if (value === 'BRAND') body[key] = consoleGoods.brand;
      }
    }
  },
  async grow(ctx, size) {
    if (!rows || !consoleGoods) throw new Error('admin lists: setUp first');
    if (size === 'small') {
      await growAdminRows(ctx.server.db, rows, 1, 10);
      await growConsoleOrders(ctx.server.db, rows, consoleGoods.goods, 1, 10);
      await growSearchUsers(ctx.server.db, 1, SEARCH_USERS.small);
      await growKindBuckets(ctx.server.db, 0, DASHBOARD_DAYS.small);
    } else {
      await growAdminRows(ctx.server.db, rows, 11, LARGE);
      await growConsoleOrders(ctx.server.db, rows, consoleGoods.goods, 11, LARGE);
      await growSearchUsers(ctx.server.db, SEARCH_USERS.small + 1, SEARCH_USERS.large);
      await growKindBuckets(ctx.server.db, DASHBOARD_DAYS.small, DASHBOARD_DAYS.large);
    }
  },
  calls: [
    ...reviewCalls('deposit'),
    ...reviewCalls('withdraw'),
    { name: 'admin audit/list', url: '/api/admin/audit/list', body: { page: 1 }, as: 'operator', explain: (q) => searchAudit(q, { page: 1, limit: 20 }) },
    { name: 'admin message/list', url: '/api/admin/message/list', body: { page: 1 }, as: 'operator', explain: (q) => operators.messagePage(q, 20, 0) },
    ...consoleListCalls(),
  ],
};

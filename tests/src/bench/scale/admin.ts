// The operator's admin lists at size (issue 18): deposits and withdrawals with each of their filters, the audit
// trail and the operators' messages, page 1 with its total, at 10 rows and at 1,000,000 rows in each table
// (100,000 operator messages), the customer holding 50,000 of them.
import type { Queryable } from 'server/src/db/database';
import * as bank from 'server/src/modules/bank/repository';
import * as operators from 'server/src/modules/operators/repository';
import { growAdminRows, openAdminRows, type AdminRows } from 'server/test/support/admin-rows';
import type { ScaleCall, ScaleContext, ScalePart } from './part';

const LARGE = 1_000_000;
const PAGE = { limit: 20, offset: 0 };
let rows: AdminRows | undefined;

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
  const page = list === 'deposit' ? bank.depositPage : bank.withdrawalPage;
  return FILTERS.map((f) => {
    const body: Record<string, unknown> = { page: 1, ...(f.status === undefined ? {} : { status: f.status }) };
    if (f.customer) customerBodies.push(body);
    return {
      name: `admin ${list}/list ${f.label}`,
      url: `/api/admin/${list}/list`,
      body,
      as: 'operator',
      explain: (q: Queryable, ctx: ScaleContext) => page(q, { ...PAGE, status: f.status, userId: f.customer ? ctx.customer.id : undefined }),
    };
  });
}

export const adminPart: ScalePart = {
  name: 'admin lists',
  sizes: {
    small: '10 deposits, withdrawals, audit records, operator messages',
    large: '1,000,000 deposits, withdrawals, audit records (the customer 50,000 of each); 100,000 operator messages',
  },
  async setUp(ctx) {
    rows = await openAdminRows(ctx.server.db, ctx.customer.id);
    for (const body of customerBodies) body.user_id = ctx.customer.id;
  },
  async grow(ctx, size) {
    if (!rows) throw new Error('admin lists: setUp first');
    if (size === 'small') await growAdminRows(ctx.server.db, rows, 1, 10);
    else await growAdminRows(ctx.server.db, rows, 11, LARGE);
  },
  calls: [
    ...reviewCalls('deposit'),
    ...reviewCalls('withdraw'),
    { name: 'admin audit/list', url: '/api/admin/audit/list', body: { page: 1 }, as: 'operator', explain: (q) => operators.auditPage(q, 20, 0) },
    { name: 'admin message/list', url: '/api/admin/message/list', body: { page: 1 }, as: 'operator', explain: (q) => operators.messagePage(q, 20, 0) },
  ],
};

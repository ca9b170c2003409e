import type { FastifyRequest } from 'fastify';
import { AdminListFilters } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { listQuery } from '../../http/admin-list';
import { oneOrMany } from '../../http/bulk';
import { actorOf } from '../../http/operator-auth';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** The operator's review of deposits and withdrawals (one or many at once), and the deposit channels. */
export async function bankAdminRoutes(
  app: AppInstance,
  { review, approvals, bankLists, customers, cardReveal, operatorGuarded }: RouteDeps<'review' | 'approvals' | 'bankLists' | 'customers' | 'cardReveal' | 'operatorGuarded'>,
) {
  const guarded = operatorGuarded;
  // Filtered by status, customer (an id, or a username or mobile start), days, amounts; sorted; sized (issue 19).
  const filter = async (req: FastifyRequest, b: AdminListFilters) => ({ ...(await listQuery(req, b, customers)), status: b.status });

  post(app, '/api/admin/deposit/list', guarded, async (req, reply) =>
    reply.ok(await bankLists.deposits(await filter(req, req.body))),
  );
  post(app, '/api/admin/deposit/approve', guarded, async (req, reply) =>
    // Credited within the owner's threshold for the customer's 24 hours; past it, requested of a second operator (issue 26).
    oneOrMany(req.body, req, reply, (id) => approvals.approveDeposit(actorOf(req), id), 'review.approved'),
  );
  post(app, '/api/admin/deposit/reject', guarded, async (req, reply) =>
    oneOrMany(req.body, req, reply, (id) => review.rejectDeposit(actorOf(req), id, req.body.reason.trim()), 'review.rejected'),
  );

  post(app, '/api/admin/withdraw/list', guarded, async (req, reply) =>
    reply.ok(await bankLists.withdrawals(await filter(req, req.body))),
  );
  post(app, '/api/admin/withdraw/approve', guarded, async (req, reply) =>
    // Paid within the owner's threshold for the customer's 24 hours; past it, requested of a second operator (issue 26), row by row.
    oneOrMany(req.body, req, reply, (id) => approvals.approveWithdrawal(actorOf(req), id), 'review.approved'),
  );
  post(app, '/api/admin/withdraw/reject', guarded, async (req, reply) =>
    oneOrMany(req.body, req, reply, (id) => review.rejectWithdrawal(actorOf(req), id, req.body.reason.trim()), 'review.rejected'),
  );

  // The whole card number of one withdrawal, audited (finance: /api/admin/withdraw/ in roles.ts).
  post(app, '/api/admin/withdraw/card', guarded, async (req, reply) =>
    reply.ok(await cardReveal.reveal(actorOf(req), req.body.id)),
  );

  post(app, '/api/admin/channel/list', guarded, async (_req, reply) => reply.ok(await review.channels()));
  post(app, '/api/admin/channel/save', guarded, async (req, reply) =>
    reply.ok(await approvals.saveChannel(actorOf(req), req.body), 'approval.requested'),
  );
}

import type { FastifyRequest } from 'fastify';
import { AdminListFilters, AdminPageBody, AdminRejectBody, AdminReviewBody, AdminWithdrawCardBody, ChannelSaveBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { listQuery } from '../../http/admin-list';
import { oneOrMany } from '../../http/bulk';
import { actorOf } from '../../http/operator-auth';
import type { RouteDeps } from '../../services';

/** The operator's review of deposits and withdrawals (one or many at once), and the deposit channels. */
export async function bankAdminRoutes(
  app: AppInstance,
  { review, approvals, bankLists, customers, cardReveal, operatorGuarded }: RouteDeps<'review' | 'approvals' | 'bankLists' | 'customers' | 'cardReveal' | 'operatorGuarded'>,
) {
  const guarded = operatorGuarded;
  // Filtered by status, customer (an id, or a username or mobile start), days, amounts; sorted; sized (issue 19).
  const filter = async (req: FastifyRequest, b: AdminListFilters) => ({ ...(await listQuery(req, b, customers)), status: b.status });

  app.post('/api/admin/deposit/list', { schema: { body: AdminListFilters }, ...guarded }, async (req, reply) =>
    reply.ok(await bankLists.deposits(await filter(req, req.body))),
  );
  app.post('/api/admin/deposit/approve', { schema: { body: AdminReviewBody }, ...guarded }, async (req, reply) =>
    // Credited within the owner's threshold for the customer's 24 hours; past it, requested of a second operator (issue 26).
    oneOrMany(req.body, req, reply, (id) => approvals.approveDeposit(actorOf(req), id), 'review.approved'),
  );
  app.post('/api/admin/deposit/reject', { schema: { body: AdminRejectBody }, ...guarded }, async (req, reply) =>
    oneOrMany(req.body, req, reply, (id) => review.rejectDeposit(actorOf(req), id, req.body.reason.trim()), 'review.rejected'),
  );

  app.post('/api/admin/withdraw/list', { schema: { body: AdminListFilters }, ...guarded }, async (req, reply) =>
    reply.ok(await bankLists.withdrawals(await filter(req, req.body))),
  );
  app.post('/api/admin/withdraw/approve', { schema: { body: AdminReviewBody }, ...guarded }, async (req, reply) =>
    // Paid within the owner's threshold for the customer's 24 hours; past it, requested of a second operator (issue 26), row by row.
    oneOrMany(req.body, req, reply, (id) => approvals.approveWithdrawal(actorOf(req), id), 'review.approved'),
  );
  app.post('/api/admin/withdraw/reject', { schema: { body: AdminRejectBody }, ...guarded }, async (req, reply) =>
    oneOrMany(req.body, req, reply, (id) => review.rejectWithdrawal(actorOf(req), id, req.body.reason.trim()), 'review.rejected'),
  );

  // The whole card number of one withdrawal, audited (finance: /api/admin/withdraw/ in roles.ts).
  app.post('/api/admin/withdraw/card', { schema: { body: AdminWithdrawCardBody }, ...guarded }, async (req, reply) =>
    reply.ok(await cardReveal.reveal(actorOf(req), req.body.id)),
  );

  app.post('/api/admin/channel/list', { schema: { body: AdminPageBody }, ...guarded }, async (_req, reply) => reply.ok(await review.channels()));
  app.post('/api/admin/channel/save', { schema: { body: ChannelSaveBody }, ...guarded }, async (req, reply) =>
    reply.ok(await approvals.saveChannel(actorOf(req), req.body), 'approval.requested'),
  );
}

import { type MoneyLogEntry, type PageOf } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { cursorPage, placeOf } from '../../db/cursor-page';
import { authOf } from '../../http/auth';
import { jsonSafe } from '../../json';
import { formatCents } from '../../money';
import { actorOf } from '../../http/operator-auth';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

const PAGE_SIZE = 20;
const signed = (cents: bigint) => (cents > 0n ? `+${formatCents(cents)}` : formatCents(cents));

/** The customer's statement ("capital management"), and the operator's adjustments and ledger check. */
export async function ledgerRoutes(app: AppInstance, { ledger, approvals, guarded, operatorGuarded, config }: RouteDeps<'ledger' | 'approvals' | 'guarded' | 'operatorGuarded' | 'config'>) {
  post(app, '/api/user/moneylog', guarded, async (req, reply) => {
    const page = req.body.page ?? 1;
    const { kind, from, to, cursor } = req.body;
    // By number, or after a cursor (the next_cursor of the page before): then each side is read from its place.
    const read = await ledger.statement(authOf(req).userId, { kind, from, to, timeZone: config.shopTimeZone, shown: PAGE_SIZE, ...placeOf(page, cursor, PAGE_SIZE) });
    const { rows, next } = cursorPage(read, PAGE_SIZE);
    const answer: PageOf<MoneyLogEntry> = {
      page,
      total: Number(read[0]?.total ?? 0),
      ...(read[0]?.more ? { has_more: true as const } : {}),
      ...next,
      list: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        amount: signed(r.signed),
        balance: formatCents(r.balance_after),
        ref_type: r.ref_type,
        ref_id: Number(r.ref_id),
        memo: r.memo,
        createtime: Math.floor(r.createtime.getTime() / 1000),
      })),
    };
    return reply.ok(answer);
  });

  post(app, '/api/admin/user/adjust', operatorGuarded, async (req, reply) =>
    // Requested of a second finance operator (issue 26); the command line's user:adjust acts alone.
    reply.ok(await approvals.adjust(actorOf(req), req.body), 'approval.requested'),
  );

  post(app, '/api/admin/ledger/verify', operatorGuarded, async (_req, reply) => {
    const report = await ledger.verify();
    return reply.ok(jsonSafe(report));
  });
}

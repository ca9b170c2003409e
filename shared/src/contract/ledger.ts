import { Type } from '@sinclair/typebox';

/**
 * The ledger's closed lists, owned by the server (server/src/modules/ledger) and named here once: what kind of
 * transfer a statement line is, and what it belongs to. The server's transfers are typed by them, so a kind the
 * server adds must be added here, and then every client has it translated (shared's catalog, `ledger.kind.*`,
 * held complete by a test).
 */
export const TRANSFER_KINDS = [
  'deposit',
  'withdraw_hold',
  'withdraw_refund',
  'withdraw_paid',
  'withdraw_fee',
  'adjustment',
  'order_pay',
  'order_refund',
  'order_rebate',
  'order_points',
  'vip_upgrade',
  'signin',
  'lottery_bet',
  'lottery_win',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * The kinds a customer's statement holds: those that move the spendable cash of their main account (a paid
 * withdrawal leaves the hold account, not this one: its money left the balance when it was held), and those on
 * their points.
 */
export const CASH_STATEMENT_KINDS = ['deposit', 'withdraw_hold', 'withdraw_refund', 'order_pay', 'order_refund', 'order_rebate', 'vip_upgrade', 'adjustment'] as const satisfies readonly TransferKind[];
export const POINTS_STATEMENT_KINDS = ['order_points', 'signin', 'lottery_bet', 'lottery_win'] as const satisfies readonly TransferKind[];

/** What a transfer belongs to (its `ref_type`). */
export const TRANSFER_REFS = ['deposit', 'withdrawal', 'order', 'adjustment', 'bet', 'vip', 'signin'] as const;
export type TransferRef = (typeof TRANSFER_REFS)[number];

export const TransferKindSchema = Type.Union(TRANSFER_KINDS.map((kind) => Type.Literal(kind)));
export const TransferRefSchema = Type.Union(TRANSFER_REFS.map((ref) => Type.Literal(ref)));

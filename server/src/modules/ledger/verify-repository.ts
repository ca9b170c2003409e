// The ledger check's queries (LedgerService.verify): set-based passes over the transfers that answer figures and
// the first problems of each kind, so the check takes seconds per million transfers and sends no row per account.
import type { Queryable } from '../../db/database';
import type { Asset } from './repository';

/** At most this many problems of each kind are answered: enough to start looking, never every row. */
export const PROBLEMS_SHOWN = 20;

/** One row of ledgerCheck: the figures of one asset, or one account that fails a check (`problem`). */
export interface LedgerCheckRow {
  kind: 'asset' | 'balance' | 'negative';
  id: bigint | null;
  code: string | null;
  asset: Asset;
  /** The account's stored balance; for an asset, the sum of its accounts' balances. */
  stored: bigint;
  /** What the account's transfers add up to; for an asset, its customers' total. */
  computed: bigint;
  /** For an asset: its accounts, its transfers, and how many of its accounts fail each check. */
  accounts: bigint | null;
  transfers: bigint | null;
  balance_problems: bigint | null;
  negative_problems: bigint | null;
}

/**
 * Every account's stored balance against its transfers, set-based: the transfers are read once per side, summed
 * per account by hashing (a few rows per account, whatever the history), and joined to the accounts. Answers one
 * figures row per asset and the first accounts (by id) whose balance differs or, for a customer, is below zero;
 * never a row per account.
 */
export async function ledgerCheck(q: Queryable) {
  return q.query<LedgerCheckRow>(
    `WITH sides AS (
       SELECT debit_account_id AS account_id, -sum(amount) AS delta, count(*) AS transfers FROM ledger_transfers GROUP BY 1
       UNION ALL
       SELECT credit_account_id, sum(amount), 0 FROM ledger_transfers GROUP BY 1),
     computed AS (SELECT account_id, sum(delta)::bigint AS computed, sum(transfers)::bigint AS transfers FROM sides GROUP BY 1),
     checked AS MATERIALIZED (
       SELECT a.id, a.owner_kind, a.code, a.asset, a.balance AS stored, COALESCE(c.computed, 0) AS computed,
              COALESCE(c.transfers, 0) AS transfers
       FROM ledger_accounts a LEFT JOIN computed c ON c.account_id = a.id)
     SELECT 'asset' AS kind, NULL::bigint AS id, NULL AS code, asset, sum(stored)::bigint AS stored,
            COALESCE(sum(stored) FILTER (WHERE owner_kind = 'user'), 0)::bigint AS computed, count(*) AS accounts,
            sum(transfers)::bigint AS transfers, count(*) FILTER (WHERE stored <> computed) AS balance_problems,
            count(*) FILTER (WHERE owner_kind = 'user' AND stored < 0) AS negative_problems
     FROM checked GROUP BY asset
     UNION ALL
     (SELECT 'balance', id, code, asset, stored, computed, NULL, NULL, NULL, NULL FROM checked
      WHERE stored <> computed ORDER BY id LIMIT $1)
     UNION ALL
     (SELECT 'negative', id, code, asset, stored, computed, NULL, NULL, NULL, NULL FROM checked
      WHERE owner_kind = 'user' AND stored < 0 ORDER BY id LIMIT $1)`,
    [PROBLEMS_SHOWN],
  );
}

/**
 * Transfers whose recorded balance-after differs from the running sum of their account's transfers up to them
 * (in id order, which is the order they took the account's row lock): the statement would show a false balance.
 * One pass over the legs in (account, id) order, which the two side indexes give ready merged, so nothing is
 * sorted however long an account's history; answers the first mismatches by transfer id and how many there are.
 */
export async function runningBalanceMismatches(q: Queryable) {
  return q.query<{ transfer_id: bigint; account_id: bigint; recorded: bigint; running: bigint; total: bigint }>(
    `WITH legs AS (
       SELECT id, debit_account_id AS account_id, -amount AS delta, debit_balance_after AS recorded FROM ledger_transfers
       UNION ALL
       SELECT id, credit_account_id, amount, credit_balance_after FROM ledger_transfers)
     SELECT id AS transfer_id, account_id, recorded, running, count(*) OVER () AS total FROM (
       SELECT id, account_id, recorded, sum(delta) OVER (PARTITION BY account_id ORDER BY id)::bigint AS running FROM legs) x
     WHERE running <> recorded ORDER BY id LIMIT $1`,
    [PROBLEMS_SHOWN],
  );
}

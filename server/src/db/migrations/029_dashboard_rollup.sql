-- The operator's dashboard (issue 19) without reading history: the ledger's transfers of the kinds it charts, summed
-- by quarter hour (UTC) and kind as they are written. A day of any time zone is 96 quarter hours (every zone in use
-- is a whole number of quarter hours from UTC), so 90 days of figures are at most 8,640 rows per kind, however many
-- transfers made them.
--
-- Kinds counted: deposit (approved deposits: money in), withdraw_paid (approved withdrawals as paid out: money
-- out), order_pay, order_refund and vip_upgrade (sales: snap-buy orders and VIP levels paid in cash, less refunds),
-- lottery_bet and lottery_win (points staked and paid back). Only these: each of them already locks its house
-- account (deposits, payouts, sales, memberships, the game's pool) for the rest of its transaction, so the
-- quarter hour's row adds no queue of its own, where a kind between a customer's own accounts (withdraw_hold) would
-- put every customer's request in one line.
--
-- One atomic statement: the table, the trigger and its backfill. Creating the trigger locks ledger_transfers
-- against writes until this block commits, so the backfill counts exactly the transfers the trigger will not
-- (about a second per million transfers on the 2-core dev machine). A trigger rather than the services keeps the
-- sums, so an instance of the previous version still running during a rolling deploy cannot make them wrong.
-- Transfers are append-only (migration 004): inserts are all there is to count.
DO $$
BEGIN
  CREATE TABLE IF NOT EXISTS ledger_kind_buckets (
    bucket timestamptz NOT NULL,
    kind text NOT NULL,
    amount bigint NOT NULL DEFAULT 0,
    transfers bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (bucket, kind)
  );

  -- Per statement: its transfers of the counted kinds by quarter hour and kind, in key order, so two statements
  -- adding to the same rows take them in one order and cannot deadlock.
  CREATE OR REPLACE FUNCTION ledger_kinds_bucketed() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    INSERT INTO ledger_kind_buckets AS b (bucket, kind, amount, transfers)
    SELECT date_bin('15 minutes', createtime, TIMESTAMPTZ '2000-01-01 00:00:00+00'), kind, sum(amount), count(*)
    FROM new_transfers
    WHERE kind IN ('deposit', 'withdraw_paid', 'order_pay', 'order_refund', 'vip_upgrade', 'lottery_bet', 'lottery_win')
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (bucket, kind) DO UPDATE SET amount = b.amount + EXCLUDED.amount, transfers = b.transfers + EXCLUDED.transfers;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS ledger_transfers_bucketed ON ledger_transfers;
  CREATE TRIGGER ledger_transfers_bucketed AFTER INSERT ON ledger_transfers REFERENCING NEW TABLE AS new_transfers
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_kinds_bucketed();

  DELETE FROM ledger_kind_buckets;
  INSERT INTO ledger_kind_buckets (bucket, kind, amount, transfers)
  SELECT date_bin('15 minutes', createtime, TIMESTAMPTZ '2000-01-01 00:00:00+00'), kind, sum(amount), count(*)
  FROM ledger_transfers
  WHERE kind IN ('deposit', 'withdraw_paid', 'order_pay', 'order_refund', 'vip_upgrade', 'lottery_bet', 'lottery_win')
  GROUP BY 1, 2;
END;
$$;

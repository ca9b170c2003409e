-- The lottery's operator pages (issue 19) without reading bets: what each period took and paid (the draws list
-- beside each result) and what each game took and paid by quarter hour (UTC; a day of any time zone in use is 96
-- of them, as in migration 029), kept by the bets' triggers as they are written.
--
-- A bet adds itself to its period and to the quarter hour it was placed in; its settlement adds its payout to the
-- period and to the quarter hour it was paid in. Bets are only ever settled after they are placed (their game,
-- period, amount and time never change) and never deleted (their stakes are in the ledger).
--
-- Locks: a bet writes these rows of its own game before its ledger transfer locks the game's pool account for the
-- rest of its transaction, so the bets of one game already queued on that account; the rows add no queue of their
-- own. Bets hold the game row shared and the draw takes it exclusively, so a bet and a settlement of one game never
-- meet here; every statement takes its rows in key order (period, then quarter hour), so none can deadlock.
--
-- One atomic statement: the tables, the triggers and their backfill. Creating a trigger locks lottery_bets against
-- writes until this block commits, so the backfill counts exactly the bets the triggers will not (one pass over the
-- bets; about a second per million on the 2-core dev machine). Triggers rather than the service keep the sums, so an
-- instance of the previous version still running during a rolling deploy cannot make them wrong.
DO $$
BEGIN
  CREATE TABLE IF NOT EXISTS lottery_period_totals (
    game_id integer NOT NULL,
    period_no bigint NOT NULL,
    bets bigint NOT NULL DEFAULT 0,
    staked bigint NOT NULL DEFAULT 0,
    winners bigint NOT NULL DEFAULT 0,
    paid bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, period_no)
  );
  CREATE TABLE IF NOT EXISTS lottery_game_buckets (
    game_id integer NOT NULL,
    bucket timestamptz NOT NULL,
    bets bigint NOT NULL DEFAULT 0,
    staked bigint NOT NULL DEFAULT 0,
    paid bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, bucket)
  );

  -- Placed bets (a bulk insert may hold bets already settled: their payouts count where they were paid).
  CREATE OR REPLACE FUNCTION lottery_bets_placed_totals() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    INSERT INTO lottery_period_totals AS t (game_id, period_no, bets, staked, winners, paid)
    SELECT game_id, period_no, count(*), sum(amount), count(*) FILTER (WHERE status = 'won'), sum(payout)
    FROM new_bets GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (game_id, period_no) DO UPDATE
      SET bets = t.bets + EXCLUDED.bets, staked = t.staked + EXCLUDED.staked, winners = t.winners + EXCLUDED.winners, paid = t.paid + EXCLUDED.paid;
    INSERT INTO lottery_game_buckets AS b (game_id, bucket, bets, staked, paid)
    SELECT game_id, bucket, sum(bets), sum(staked), sum(paid) FROM (
      SELECT game_id, date_bin('15 minutes', createtime, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket, 1 AS bets, amount AS staked, 0::bigint AS paid FROM new_bets
      UNION ALL
      SELECT game_id, date_bin('15 minutes', settletime, TIMESTAMPTZ '2000-01-01 00:00:00+00'), 0, 0, payout FROM new_bets WHERE settletime IS NOT NULL AND payout > 0
    ) x GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (game_id, bucket) DO UPDATE SET bets = b.bets + EXCLUDED.bets, staked = b.staked + EXCLUDED.staked, paid = b.paid + EXCLUDED.paid;
    RETURN NULL;
  END;
  $f$;

  -- Settled bets: the winners and payouts they add, in the quarter hour they were paid.
  CREATE OR REPLACE FUNCTION lottery_bets_settled_totals() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    INSERT INTO lottery_period_totals AS t (game_id, period_no, winners, paid)
    SELECT n.game_id, n.period_no,
           count(*) FILTER (WHERE n.status = 'won') - count(*) FILTER (WHERE o.status = 'won'), sum(n.payout - o.payout)
    FROM new_bets n JOIN old_bets o ON o.id = n.id
    WHERE n.status IS DISTINCT FROM o.status OR n.payout <> o.payout
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (game_id, period_no) DO UPDATE SET winners = t.winners + EXCLUDED.winners, paid = t.paid + EXCLUDED.paid;
    INSERT INTO lottery_game_buckets AS b (game_id, bucket, paid)
    SELECT n.game_id, date_bin('15 minutes', COALESCE(n.settletime, now()), TIMESTAMPTZ '2000-01-01 00:00:00+00'), sum(n.payout - o.payout)
    FROM new_bets n JOIN old_bets o ON o.id = n.id
    WHERE n.payout <> o.payout
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (game_id, bucket) DO UPDATE SET paid = b.paid + EXCLUDED.paid;
    RETURN NULL;
  END;
  $f$;

  DROP TRIGGER IF EXISTS lottery_bets_placed_totalled ON lottery_bets;
  CREATE TRIGGER lottery_bets_placed_totalled AFTER INSERT ON lottery_bets REFERENCING NEW TABLE AS new_bets
    FOR EACH STATEMENT EXECUTE FUNCTION lottery_bets_placed_totals();
  DROP TRIGGER IF EXISTS lottery_bets_settled_totalled ON lottery_bets;
  CREATE TRIGGER lottery_bets_settled_totalled AFTER UPDATE ON lottery_bets REFERENCING OLD TABLE AS old_bets NEW TABLE AS new_bets
    FOR EACH STATEMENT EXECUTE FUNCTION lottery_bets_settled_totals();

  DELETE FROM lottery_period_totals;
  INSERT INTO lottery_period_totals (game_id, period_no, bets, staked, winners, paid)
  SELECT game_id, period_no, count(*), sum(amount), count(*) FILTER (WHERE status = 'won'), sum(payout)
  FROM lottery_bets GROUP BY 1, 2;
  DELETE FROM lottery_game_buckets;
  INSERT INTO lottery_game_buckets (game_id, bucket, bets, staked, paid)
  SELECT game_id, bucket, sum(bets), sum(staked), sum(paid) FROM (
    SELECT game_id, date_bin('15 minutes', createtime, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket, 1 AS bets, amount AS staked, 0::bigint AS paid FROM lottery_bets
    UNION ALL
    SELECT game_id, date_bin('15 minutes', settletime, TIMESTAMPTZ '2000-01-01 00:00:00+00'), 0, 0, payout FROM lottery_bets WHERE settletime IS NOT NULL AND payout > 0
  ) x GROUP BY 1, 2;
END;
$$;

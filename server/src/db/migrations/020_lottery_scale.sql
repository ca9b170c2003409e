-- migrate: no transaction
-- The lottery's customer calls at any size of history (issue 18): totals kept with the rows they count, so no page
-- counts a game's draws or a customer's bets, and the indexes each list is read through. Outside a transaction for
-- CREATE INDEX CONCURRENTLY (lottery_bets is large in production); every statement can run again (see migrate.ts).

-- One atomic statement: the counters, the triggers that keep them and their backfill. Creating a trigger locks its
-- table against writes until this block commits, so the backfill counts exactly the rows the triggers will not:
-- bets and draws wait for the length of one count (measured on the 2-core dev machine: 0.1 s for the bets' count
-- over 1,000,000 narrow rows, 0.06 s for 1,000,000 draws; real rows are wider, so expect a few tenths per million).
-- Triggers rather than the service keep the counts, so an instance of the previous version still running during a
-- rolling deploy (which inserts draws and bets without knowing of them) cannot make them wrong.
DO $$
BEGIN
  ALTER TABLE lottery_games ADD COLUMN IF NOT EXISTS drawn_periods bigint NOT NULL DEFAULT 0;
  CREATE TABLE IF NOT EXISTS lottery_bet_totals (
    user_id integer PRIMARY KEY REFERENCES users (id),
    bets bigint NOT NULL DEFAULT 0,
    -- Shop days with at least one bet: the rows of the customer's by-day list.
    days bigint NOT NULL DEFAULT 0
  );

  CREATE OR REPLACE FUNCTION lottery_draws_counted() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE lottery_games g SET drawn_periods = g.drawn_periods + n.c
      FROM (SELECT game_id, count(*) AS c FROM new_draws GROUP BY game_id) n WHERE g.id = n.game_id;
    ELSE
      UPDATE lottery_games g SET drawn_periods = g.drawn_periods - n.c
      FROM (SELECT game_id, count(*) AS c FROM old_draws GROUP BY game_id) n WHERE g.id = n.game_id;
    END IF;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS lottery_draws_inserted ON lottery_draws;
  CREATE TRIGGER lottery_draws_inserted AFTER INSERT ON lottery_draws REFERENCING NEW TABLE AS new_draws
    FOR EACH STATEMENT EXECUTE FUNCTION lottery_draws_counted();
  DROP TRIGGER IF EXISTS lottery_draws_deleted ON lottery_draws;
  CREATE TRIGGER lottery_draws_deleted AFTER DELETE ON lottery_draws REFERENCING OLD TABLE AS old_draws
    FOR EACH STATEMENT EXECUTE FUNCTION lottery_draws_counted();
  UPDATE lottery_games g SET drawn_periods = (SELECT count(*) FROM lottery_draws d WHERE d.game_id = g.id);

  -- A bet adds one to its customer's bets, and one day when it is the first of its shop day: the statement's rows
  -- are visible here, so a day is new when all of its bets are new. A customer's bets are placed one at a time
  -- (the service holds the customer's lock), so two first bets of one day never meet.
  CREATE OR REPLACE FUNCTION lottery_bets_counted() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    INSERT INTO lottery_bet_totals AS t (user_id, bets, days)
    SELECT a.user_id, sum(a.n), count(*) FILTER (WHERE a.n = (SELECT count(*) FROM lottery_bets b WHERE b.user_id = a.user_id AND b.shop_day = a.shop_day))
    FROM (SELECT user_id, shop_day, count(*) AS n FROM new_bets GROUP BY user_id, shop_day) a
    GROUP BY a.user_id
    ON CONFLICT (user_id) DO UPDATE SET bets = t.bets + EXCLUDED.bets, days = t.days + EXCLUDED.days;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS lottery_bets_inserted ON lottery_bets;
  CREATE TRIGGER lottery_bets_inserted AFTER INSERT ON lottery_bets REFERENCING NEW TABLE AS new_bets
    FOR EACH STATEMENT EXECUTE FUNCTION lottery_bets_counted();
  -- Bets are never deleted (their stakes are in the ledger); a delete would leave the totals behind.
  DELETE FROM lottery_bet_totals;
  INSERT INTO lottery_bet_totals (user_id, bets, days)
  SELECT user_id, count(*), count(DISTINCT shop_day) FROM lottery_bets GROUP BY user_id;
END;
$$;

-- A small table (a new or test database) gets its indexes at once: CONCURRENTLY waits for every older transaction
-- in the database to end, which there buys nothing. The statements below then find them made and skip.
DO $$
BEGIN
  IF pg_relation_size('lottery_bets') < 8 * 1024 * 1024 THEN
    CREATE INDEX IF NOT EXISTS lottery_bets_user_pending_idx ON lottery_bets (user_id, id DESC) WHERE status = 'pending';
    CREATE INDEX IF NOT EXISTS lottery_bets_user_day_idx ON lottery_bets (user_id, shop_day DESC) INCLUDE (amount, payout);
    DROP INDEX IF EXISTS lottery_bets_day_idx;
  END IF;
END;
$$;

-- notcount: a customer's pending bets, newest first, counted from this index alone (a few rows, whatever the history).
CREATE INDEX CONCURRENTLY IF NOT EXISTS lottery_bets_user_pending_idx ON lottery_bets (user_id, id DESC) WHERE status = 'pending';
-- buylogday: a customer's days newest first, summed from the index without reading the bets themselves.
CREATE INDEX CONCURRENTLY IF NOT EXISTS lottery_bets_user_day_idx ON lottery_bets (user_id, shop_day DESC) INCLUDE (amount, payout);
-- The index above answers what this one did (a customer's day, for the daily stake) and more.
DROP INDEX CONCURRENTLY IF EXISTS lottery_bets_day_idx;

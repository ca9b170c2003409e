-- A customer's number of sign-ins kept with the rows it counts (issue 18): the operator's customer page showed it
-- by counting every day the customer ever signed in (4 ms at 50,000 days, 40 times the 10 days').
--
-- One atomic statement: the counter, the trigger that keeps it and its backfill, as migration 022 keeps messages'.
-- Creating the trigger locks signins against writes until this block commits, so the backfill counts exactly the
-- rows the trigger will not. A trigger rather than the service keeps it, so an instance of the previous version
-- still running during a rolling deploy cannot make it wrong. Sign-ins are never updated (a day is signed once).
DO $$
BEGIN
  CREATE TABLE IF NOT EXISTS signin_totals (
    user_id integer PRIMARY KEY REFERENCES users (id),
    signins bigint NOT NULL DEFAULT 0
  );

  -- Per statement, customers in user_id order: two batches naming the same customers lock their counters in one
  -- order and cannot deadlock.
  CREATE OR REPLACE FUNCTION signins_counted() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO signin_totals AS t (user_id, signins)
      SELECT user_id, count(*) FROM new_signins GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET signins = t.signins + EXCLUDED.signins;
    ELSE
      UPDATE signin_totals t SET signins = t.signins - d.n
      FROM (SELECT user_id, count(*) AS n FROM old_signins GROUP BY user_id) d
      WHERE t.user_id = d.user_id;
    END IF;
    RETURN NULL;
  END;
  $f$;
  DROP TRIGGER IF EXISTS signins_inserted ON signins;
  CREATE TRIGGER signins_inserted AFTER INSERT ON signins REFERENCING NEW TABLE AS new_signins
    FOR EACH STATEMENT EXECUTE FUNCTION signins_counted();
  DROP TRIGGER IF EXISTS signins_deleted ON signins;
  CREATE TRIGGER signins_deleted AFTER DELETE ON signins REFERENCING OLD TABLE AS old_signins
    FOR EACH STATEMENT EXECUTE FUNCTION signins_counted();
  DELETE FROM signin_totals;
  INSERT INTO signin_totals (user_id, signins) SELECT user_id, count(*) FROM signins GROUP BY user_id;
END;
$$;

-- The statement's total over a range of days at any size of history (issue 18): an account's lines counted per
-- UTC hour, day and month as transfers are written, so a range's count adds up at most a few dozen buckets (the
-- months inside it, the days at its ends, the hours at the ends of those) instead of every line in it. The range's
-- ends are shop days in the shop's time zone, which may change: UTC buckets stay right whatever it is, and a zone
-- whose offset is not whole hours (+5:30, +5:45) leaves at most a part hour at each end, counted line by line.

LOCK TABLE ledger_transfers IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE ledger_statement_buckets (
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  grain "char" NOT NULL CHECK (grain IN ('h', 'd', 'm')),
  -- The bucket's start, UTC.
  bucket timestamp NOT NULL,
  kind text NOT NULL,
  lines bigint NOT NULL,
  PRIMARY KEY (account_id, grain, bucket, kind)
);

-- The trigger of migration 023, now also keeping the buckets: one pass over the statement's new transfers each.
CREATE OR REPLACE FUNCTION ledger_statement_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_statement_totals AS t (account_id, kind, lines)
  SELECT account, kind, count(*) FROM (
    SELECT debit_account_id AS account, kind FROM new_transfers
    UNION ALL SELECT credit_account_id, kind FROM new_transfers) legs
  GROUP BY account, kind ORDER BY account, kind
  ON CONFLICT (account_id, kind) DO UPDATE SET lines = t.lines + EXCLUDED.lines;
  INSERT INTO ledger_statement_buckets AS t (account_id, grain, bucket, kind, lines)
  SELECT account, g.grain, date_trunc(g.unit, at_utc), kind, count(*) FROM (
    SELECT debit_account_id AS account, kind, createtime AT TIME ZONE 'UTC' AS at_utc FROM new_transfers
    UNION ALL SELECT credit_account_id, kind, createtime AT TIME ZONE 'UTC' FROM new_transfers) legs
  CROSS JOIN (VALUES ('h'::"char", 'hour'), ('d', 'day'), ('m', 'month')) AS g (grain, unit)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, grain, bucket, kind) DO UPDATE SET lines = t.lines + EXCLUDED.lines;
  RETURN NULL;
END;
$$;

-- The history so far. The lock (taken first, below the table) keeps transfers from being written until this
-- migration's transaction commits, and the new trigger takes effect with it: no transfer is missed or counted twice.
INSERT INTO ledger_statement_buckets (account_id, grain, bucket, kind, lines)
SELECT account, g.grain, date_trunc(g.unit, at_utc), kind, count(*) FROM (
  SELECT debit_account_id AS account, kind, createtime AT TIME ZONE 'UTC' AS at_utc FROM ledger_transfers
  UNION ALL SELECT credit_account_id, kind, createtime AT TIME ZONE 'UTC' FROM ledger_transfers) legs
CROSS JOIN (VALUES ('h'::"char", 'hour'), ('d', 'day'), ('m', 'month')) AS g (grain, unit)
GROUP BY 1, 2, 3, 4;

-- The lines on an account from s (inclusive) to e (exclusive), of one kind or all (NULL); NULL ends are open.
-- Whole months from their buckets, the days before and after them from theirs, the hours before and after those
-- from theirs, and the part hours at the very ends from the (account, createtime) indexes of migration 023.
CREATE OR REPLACE FUNCTION ledger_statement_count(account bigint, only_kind text, s timestamptz, e timestamptz)
RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  su timestamp := COALESCE(s AT TIME ZONE 'UTC', '-infinity');
  eu timestamp := COALESCE(e AT TIME ZONE 'UTC', 'infinity');
  -- The whole hours, days and months inside [su, eu): each start rounded up, each end down.
  hs timestamp := CASE WHEN date_trunc('hour', su) = su THEN su ELSE date_trunc('hour', su) + interval '1 hour' END;
  he timestamp := date_trunc('hour', eu);
  ds timestamp := CASE WHEN date_trunc('day', hs) = hs THEN hs ELSE date_trunc('day', hs) + interval '1 day' END;
  de timestamp := date_trunc('day', he);
  ms timestamp := CASE WHEN date_trunc('month', ds) = ds THEN ds ELSE date_trunc('month', ds) + interval '1 month' END;
  me timestamp := date_trunc('month', de);
  counted bigint;
  parts bigint;
BEGIN
  IF eu <= su THEN
    RETURN 0;
  END IF;
  -- Where a coarser grain has nothing inside, LEAST/GREATEST make the finer grain's two ends meet in one span.
  SELECT COALESCE(sum(lines), 0) INTO counted FROM (
    SELECT lines FROM ledger_statement_buckets
    WHERE account_id = account AND grain = 'm' AND bucket >= ms AND bucket < me AND (only_kind IS NULL OR kind = only_kind)
    UNION ALL SELECT lines FROM ledger_statement_buckets
    WHERE account_id = account AND grain = 'd' AND bucket >= ds AND bucket < LEAST(ms, de) AND (only_kind IS NULL OR kind = only_kind)
    UNION ALL SELECT lines FROM ledger_statement_buckets
    WHERE account_id = account AND grain = 'd' AND bucket >= GREATEST(me, LEAST(ms, de)) AND bucket < de AND (only_kind IS NULL OR kind = only_kind)
    UNION ALL SELECT lines FROM ledger_statement_buckets
    WHERE account_id = account AND grain = 'h' AND bucket >= hs AND bucket < LEAST(ds, he) AND (only_kind IS NULL OR kind = only_kind)
    UNION ALL SELECT lines FROM ledger_statement_buckets
    WHERE account_id = account AND grain = 'h' AND bucket >= GREATEST(de, LEAST(ds, he)) AND bucket < he AND (only_kind IS NULL OR kind = only_kind)
  ) b;
  -- Each part hour on each side of the transfer is its own range of one index, so none reads beyond its hour.
  SELECT count(*) INTO parts FROM (
    SELECT 1 FROM ledger_transfers WHERE credit_account_id = account AND (only_kind IS NULL OR kind = only_kind)
      AND createtime >= su AT TIME ZONE 'UTC' AND createtime < LEAST(hs, eu) AT TIME ZONE 'UTC'
    UNION ALL SELECT 1 FROM ledger_transfers WHERE credit_account_id = account AND (only_kind IS NULL OR kind = only_kind)
      AND createtime >= GREATEST(he, LEAST(hs, eu)) AT TIME ZONE 'UTC' AND createtime < eu AT TIME ZONE 'UTC'
    UNION ALL SELECT 1 FROM ledger_transfers WHERE debit_account_id = account AND (only_kind IS NULL OR kind = only_kind)
      AND createtime >= su AT TIME ZONE 'UTC' AND createtime < LEAST(hs, eu) AT TIME ZONE 'UTC'
    UNION ALL SELECT 1 FROM ledger_transfers WHERE debit_account_id = account AND (only_kind IS NULL OR kind = only_kind)
      AND createtime >= GREATEST(he, LEAST(hs, eu)) AT TIME ZONE 'UTC' AND createtime < eu AT TIME ZONE 'UTC'
  ) p;
  RETURN counted + parts;
END;
$$;

-- Rate limits move from fixed one-minute counters (which let 2x the limit through across a minute boundary) to
-- an exact sliding window kept as a log: one row per allowed hit, stamped with when it leaves its window.
-- Old counters carry nothing worth keeping: at worst an address gets one fresh minute.

DROP TABLE IF EXISTS rate_limits;

CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  -- Epoch milliseconds at which this hit stops counting (hit time + the window it was counted in).
  expires_ms bigint NOT NULL
);
-- A bucket's live hits in order, and the sweep of everyone's expired hits.
CREATE INDEX rate_limit_hits_bucket_idx ON rate_limit_hits (bucket, expires_ms);
CREATE INDEX rate_limit_hits_expires_idx ON rate_limit_hits (expires_ms);

-- With REDIS_URL the log lives in Redis instead; this database's own key prefix keeps shops (and test runs) that
-- share one Redis apart, while every server on this database shares its buckets.
CREATE TABLE rate_limit_namespace (
  redis_prefix text NOT NULL
);
INSERT INTO rate_limit_namespace (redis_prefix) VALUES ('snapmall:rl:' || gen_random_uuid()::text || ':');

-- Issue 27: real users' Web Vitals, kept as per-minute histograms (never one row per sample): one row per minute,
-- page (route), remote version, device class, connection type and metric, its samples counted in the fixed buckets
-- of shared/src/vitals/histogram.ts (VITAL_BOUNDS, one count per bound). A batch adds its counts to the minute's
-- row. Kept 30 days (vitals/service.ts sweeps).
CREATE TABLE vitals_minute (
  remote text NOT NULL,
  version text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  minute timestamptz NOT NULL,
  route text NOT NULL,
  device text NOT NULL,
  connection text NOT NULL,
  buckets integer[] NOT NULL,
  samples integer NOT NULL,
  -- The canary judge reads a remote's versions and metric over its window: the key's first four columns.
  PRIMARY KEY (remote, version, metric, minute, route, device, connection)
);
-- The console's day and week, and the sweep.
CREATE INDEX vitals_minute_by_minute ON vitals_minute (minute);

-- What each client brought per day (UTC), remote version and metric: a client adds at most a few samples a day
-- (vitals/service.ts SAMPLES_PER_CLIENT), and an address at most the canary telemetry's few clients, so no one
-- address outweighs the real visitors in a p75.
CREATE TABLE vitals_client_samples (
  day date NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  client text NOT NULL,
  metric text NOT NULL,
  samples integer NOT NULL,
  PRIMARY KEY (day, remote, version, client, metric)
);

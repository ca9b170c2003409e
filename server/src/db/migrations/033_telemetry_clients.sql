-- The shell's reports counted per client (issue 25). release_telemetry summed events per minute, so one address
-- could send as many as its cap let through (and the cap lived in each instance's memory): 13 calls withdrew a
-- healthy canary. Now a client (its id, snapmall:client) counts once per version: the row says when it last loaded
-- that version and when it last failed, and the judge counts rows. The counts of before mean nothing under the new
-- rule and are dropped.
DROP TABLE IF EXISTS release_telemetry;

CREATE TABLE release_telemetry_clients (
  remote text NOT NULL,
  version text NOT NULL,
  client text NOT NULL,
  -- HMAC-SHA256 of the client address (an IPv6 address's /64) with a key of release_keys: which address brought
  -- the client in, so one address brings only a few; never the address itself.
  address bytea NOT NULL,
  loaded_at timestamptz,
  failed_at timestamptz,
  -- The last failure's route and error name ('' when none), for the console.
  route text NOT NULL DEFAULT '',
  error text NOT NULL DEFAULT '',
  -- The later of loaded_at and failed_at: what the windows, the per-address cap and the sweep read.
  seen_at timestamptz NOT NULL,
  CHECK (loaded_at IS NOT NULL OR failed_at IS NOT NULL),
  PRIMARY KEY (remote, version, client)
);
-- The judge's and release/list's figures: a remote's versions over the window or the day.
CREATE INDEX release_telemetry_clients_seen ON release_telemetry_clients (remote, version, seen_at);
-- The per-address cap: the clients one address brought to a version lately.
CREATE INDEX release_telemetry_clients_address ON release_telemetry_clients (remote, version, address, seen_at);
-- The sweep of old rows.
CREATE INDEX release_telemetry_clients_sweep ON release_telemetry_clients (seen_at);

-- Issue 25: the shop runs every release's smoke run itself, and the registry is the owner's.
--
-- smoke: queued at publish, running while a smoke runner holds the claim, then passed or failed (only the runner
-- writes a verdict). A claim whose runner died is taken again after its lease (smoke_claimed_at); smoke_attempts
-- stops a release that kills every runner from being tried for ever. promote_on_pass: the shop's own first
-- publish of a remote with no stable release (npm start) goes stable when, and only when, its smoke run passes.
ALTER TABLE releases DROP CONSTRAINT IF EXISTS releases_smoke_check;
ALTER TABLE releases ADD CONSTRAINT releases_smoke_check CHECK (smoke IN ('queued', 'running', 'passed', 'failed'));
ALTER TABLE releases
  ADD COLUMN smoke_at timestamptz,
  ADD COLUMN smoke_by text,
  ADD COLUMN smoke_claim text,
  ADD COLUMN smoke_claimed_at timestamptz,
  ADD COLUMN smoke_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN promote_on_pass boolean NOT NULL DEFAULT false;
-- Releases published before: a verdict a deployer wrote is no verdict. What is live (stable or canary) is smoke-run
-- by the shop, and stays live meanwhile (the shop is not taken down by its own upgrade); the rest of the history is
-- not queued (its runs would hold up every new publish's): NULL, never run, until an operator asks for a run
-- (`npm run ops -- release:smoke`).
UPDATE releases SET smoke = NULL, smoke_note = '';
UPDATE releases SET smoke = 'queued' WHERE pruned_at IS NULL AND id IN (SELECT release_id FROM release_channels);
CREATE INDEX releases_smoke_queue ON releases (id) WHERE smoke IN ('queued', 'running');

-- A retired remote is off the registry (no channels, its prefixes free); its releases and log stay for the record.
ALTER TABLE remotes ADD COLUMN retired_at timestamptz;
-- retire: the remote's stable release taken off when the remote was retired.
ALTER TABLE release_channel_log DROP CONSTRAINT release_channel_log_action_check;
ALTER TABLE release_channel_log ADD CONSTRAINT release_channel_log_action_check
  CHECK (action IN ('promote', 'rollback', 'canary', 'end', 'withdraw', 'retire'));

-- A smoke runner's credential (the hash only), for a runner that runs as its own process.
CREATE TABLE smoke_runner_tokens (
  name text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- The customers the shop keeps for its own use (the smoke runner signs in as one), by what they are for. Their
-- usernames carry a random part, so nobody can register one first.
CREATE TABLE service_customers (
  role text PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id)
);

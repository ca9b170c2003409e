-- Issue 17, the rest of the release store: the four remotes the shop is built with are the registry's first rows
-- (a fifth is added by `npm run ops -- remote:add`), the gate's findings on a release, canaries, the telemetry the
-- shell reports, deploy rights, preview claims, the preview links' signing key and the operators' messages.
ALTER TABLE remotes ADD COLUMN id bigserial UNIQUE;
INSERT INTO remotes (name, prefixes, owner) VALUES
  ('mf-account', '{/pages/login/,/pages/my/}', 'team-account'),
  ('mf-bank', '{/pages/bank/}', 'team-bank'),
  ('mf-shopping', '{/pages/shopping/}', 'team-shopping'),
  ('mf-lottery', '{/pages/lottery/}', 'team-lottery')
ON CONFLICT (name) DO NOTHING;

-- routes: the paths the build's route table declares (read from its exposed ./routes at publish).
-- smoke: the browser smoke run's verdict, reported by `npm run release`; a release that failed it is never live.
-- pruned_at: when retention removed its files (the row stays: the channel log names it).
ALTER TABLE releases
  ADD COLUMN routes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN smoke text CHECK (smoke IN ('passed', 'failed')),
  ADD COLUMN smoke_note text NOT NULL DEFAULT '',
  ADD COLUMN pruned_at timestamptz;

-- A canary serves `percent` of the clients; stable always 100.
ALTER TABLE release_channels ADD CONSTRAINT release_channels_percent CHECK (channel = 'canary' OR percent = 100);
ALTER TABLE release_channels ADD CONSTRAINT release_channels_canary_percent CHECK (channel = 'stable' OR percent BETWEEN 1 AND 100);

-- canary: a canary set or changed; end: a canary taken off (promoted, or by hand); withdraw: taken off by the
-- telemetry judge (a failure rate over the threshold).
ALTER TABLE release_channel_log DROP CONSTRAINT release_channel_log_action_check;
ALTER TABLE release_channel_log ADD CONSTRAINT release_channel_log_action_check
  CHECK (action IN ('promote', 'rollback', 'canary', 'end', 'withdraw'));
ALTER TABLE release_channel_log ADD COLUMN note text NOT NULL DEFAULT '';

-- What the shell reports per remote version and minute: loads (a route table loaded) and failures (a load failed,
-- or a route's boundary caught an error), by route and error name. Nothing personal. Counted, not appended.
CREATE TABLE release_telemetry (
  remote text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('load', 'failure')),
  route text NOT NULL DEFAULT '',
  error text NOT NULL DEFAULT '',
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (remote, version, minute, kind, route, error)
);

-- A team's deploy token (the hash only); a subject ('operator:<username>' or 'token:<name>') may publish and
-- move the channels of the remotes it is given here, and no other.
CREATE TABLE deploy_tokens (
  name text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE TABLE deploy_rights (
  subject text NOT NULL,
  remote text NOT NULL REFERENCES remotes (name),
  granted_by text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject, remote)
);

-- A preview link is claimed by the first browser (client id) that opens it; nobody else is switched by it.
CREATE TABLE release_preview_claims (
  nonce text PRIMARY KEY,
  client_id text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);

-- Keys every instance shares without a shared filesystem (the preview links' signing key).
CREATE TABLE release_keys (
  name text PRIMARY KEY,
  secret text NOT NULL
);

-- What the shop tells its operators (a canary withdrawn by itself, …), read with `npm run ops -- message:list`.
CREATE TABLE operator_messages (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

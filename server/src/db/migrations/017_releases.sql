-- The release store of issue 17 (foundation): the registry of remotes as data, and each remote's immutable
-- releases, their files content-addressed by sha256 so a file shared by several releases is stored once.
CREATE TABLE remotes (
  name text PRIMARY KEY,
  prefixes text[] NOT NULL CHECK (cardinality(prefixes) > 0),
  owner text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- sha256 as 64 lowercase hex characters: readable in logs and in a versioned URL without conversion.
CREATE TABLE release_blobs (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL,
  size integer NOT NULL CHECK (size >= 0)
);

-- version: the remote's package version plus the build hash. requires: the shared versions the build needs.
CREATE TABLE releases (
  id bigserial PRIMARY KEY,
  remote text NOT NULL REFERENCES remotes (name),
  version text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  requires jsonb NOT NULL DEFAULT '{}',
  size integer NOT NULL CHECK (size >= 0),
  UNIQUE (remote, version)
);

CREATE TABLE release_files (
  release_id bigint NOT NULL REFERENCES releases (id),
  path text NOT NULL,
  sha256 text NOT NULL REFERENCES release_blobs (sha256),
  content_type text NOT NULL,
  PRIMARY KEY (release_id, path)
);

CREATE TABLE release_channels (
  remote text NOT NULL REFERENCES remotes (name),
  channel text NOT NULL CHECK (channel IN ('stable', 'canary')),
  release_id bigint NOT NULL REFERENCES releases (id),
  percent integer NOT NULL DEFAULT 100 CHECK (percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, channel)
);

-- Every change of a channel, appended: a rollback takes the stable release before the current one from here,
-- and the log is the history an operator reads. rolled_back marks an entry a rollback undid, so a second
-- rollback goes one further back instead of bouncing between the last two.
CREATE TABLE release_channel_log (
  id bigserial PRIMARY KEY,
  remote text NOT NULL REFERENCES remotes (name),
  channel text NOT NULL CHECK (channel IN ('stable', 'canary')),
  release_id bigint NOT NULL REFERENCES releases (id),
  percent integer NOT NULL CHECK (percent BETWEEN 0 AND 100),
  action text NOT NULL CHECK (action IN ('promote', 'rollback')),
  actor text NOT NULL,
  rolled_back boolean NOT NULL DEFAULT false,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX release_channel_log_remote ON release_channel_log (remote, channel, id);

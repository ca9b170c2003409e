-- Issue 26: operator sessions an operator can see and end. A token's row is its session: an id to name it by (the
-- token's hash never leaves the server), the device (the browser's user agent, shortened) and address it was opened
-- from, and when it was last used, so a session left idle ends (OPERATOR_IDLE_MINUTES) on every instance at once:
-- every instance reads the same row, and logging out deletes it.
ALTER TABLE operator_tokens
  ADD COLUMN id bigserial,
  ADD COLUMN device text NOT NULL DEFAULT '',
  ADD COLUMN address text NOT NULL DEFAULT '',
  ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX operator_tokens_id_key ON operator_tokens (id);
CREATE INDEX operator_tokens_operator_idx ON operator_tokens (operator_id, last_used_at DESC);

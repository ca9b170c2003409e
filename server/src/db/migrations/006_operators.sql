-- Operators: a kind of account of their own, with their own tokens, and the audit trail of what they did.

CREATE TABLE operators (
  id serial PRIMARY KEY,
  username text NOT NULL,
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'normal',
  createtime timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_username_key ON operators (lower(username));

CREATE TABLE operator_tokens (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  createtime timestamptz NOT NULL DEFAULT now(),
  expiretime timestamptz NOT NULL
);

-- Every operator action, written in the same transaction as the action: who, what, when, before and after.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id bigint NOT NULL DEFAULT 0,
  before jsonb,
  after jsonb,
  reason text NOT NULL DEFAULT '',
  createtime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION append_only();

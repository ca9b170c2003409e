-- Issue 26: a second factor for every operator. Passkeys (WebAuthn) first, one TOTP secret as the fallback, and ten
-- one-time recovery codes (kept as SHA-256: they are 50 random bits each, so a fast hash is enough and a lookup is
-- one index probe). A login past the password is a ticket (its hash stored) good for the second step only, or for
-- enrolment only; challenges are single-use rows, so a challenge one instance issued is verified by another.

CREATE TABLE operator_passkeys (
  id bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  -- base64url, as the browser names it
  credential_id text NOT NULL,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE UNIQUE INDEX operator_passkeys_credential_key ON operator_passkeys (credential_id);
CREATE INDEX operator_passkeys_operator_idx ON operator_passkeys (operator_id);

-- One TOTP secret per operator. last_step is the newest 30-second step a code was accepted for: a code of that step
-- or an older one is a replay (RFC 6238 §5.2), refused even on another instance (the update is conditional).
CREATE TABLE operator_totp (
  operator_id integer PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
  secret text NOT NULL,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);

CREATE TABLE operator_recovery_codes (
  id bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX operator_recovery_codes_key ON operator_recovery_codes (operator_id, code_hash);

-- The half-way point of a login: 'verify' (the password was right, a factor is asked for) or 'enrol' (the password
-- was right and the operator has no factor yet: only the enrolment calls take it). Never an operator token.
CREATE TABLE operator_tickets (
  ticket_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'enrol')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_tickets_operator_idx ON operator_tickets (operator_id);

-- Single-use challenges: a WebAuthn challenge (registration or login), or a TOTP secret waiting for its first code.
CREATE TABLE operator_challenges (
  id bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('passkey-add', 'passkey-login', 'totp-add')),
  value text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX operator_challenges_lookup_idx ON operator_challenges (operator_id, kind, value);

-- A one-time enrolment link (`npm run ops -- operator:add`): its hash, whose it is, until when; used once.
CREATE TABLE operator_enrol_links (
  link_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

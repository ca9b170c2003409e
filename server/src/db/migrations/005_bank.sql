-- Bank cards, deposit channels, deposits and withdrawals, and the customers' messages.

CREATE TABLE bank_cards (
  user_id integer PRIMARY KEY REFERENCES users (id),
  name text NOT NULL,
  bank_name text NOT NULL,
  card_no text NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now(),
  updatetime timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposit_channels (
  id serial PRIMARY KEY,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  instructions_en text NOT NULL,
  instructions_zh text NOT NULL,
  min_cents bigint NOT NULL CHECK (min_cents > 0),
  max_cents bigint NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  createtime timestamptz NOT NULL DEFAULT now(),
  updatetime timestamptz NOT NULL DEFAULT now(),
  CHECK (min_cents <= max_cents)
);

-- status: 0 Pending Review, 1 Success, 2 Rejected.
CREATE TABLE deposits (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  channel_id integer NOT NULL REFERENCES deposit_channels (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reference text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reason text NOT NULL DEFAULT '',
  createtime timestamptz NOT NULL DEFAULT now(),
  reviewtime timestamptz,
  reviewer text NOT NULL DEFAULT ''
);
CREATE INDEX deposits_user_idx ON deposits (user_id, id DESC);
CREATE INDEX deposits_status_idx ON deposits (status, id);

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0 AND fee_cents <= amount_cents),
  -- The card as it was when the customer asked: where the operator pays to.
  card_name text NOT NULL,
  bank_name text NOT NULL,
  card_no text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reason text NOT NULL DEFAULT '',
  createtime timestamptz NOT NULL DEFAULT now(),
  reviewtime timestamptz,
  reviewer text NOT NULL DEFAULT ''
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id);

CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  ref_type text NOT NULL DEFAULT '',
  ref_id bigint NOT NULL DEFAULT 0,
  read_at timestamptz,
  createtime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_user_idx ON messages (user_id, id DESC);

-- The double-entry ledger: the one place a balance lives and changes. An account belongs to a user or to the
-- house and holds one asset (cash in cents, or points); a transfer moves a positive amount from its debit account
-- to its credit account, and the two balances change in the same transaction. Every asset's balances sum to zero.

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('user', 'house')),
  user_id integer REFERENCES users (id),
  -- A user's 'main' (spendable) or 'hold' (withdrawals under review); the house's 'deposits', 'payouts', 'fees' …
  code text NOT NULL,
  asset text NOT NULL CHECK (asset IN ('cash', 'points')),
  balance bigint NOT NULL DEFAULT 0,
  CHECK ((owner_kind = 'user') = (user_id IS NOT NULL)),
  -- The rule that matters most: a customer's account never goes below zero, whatever the code does.
  CONSTRAINT ledger_user_balance_not_negative CHECK (owner_kind = 'house' OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_user_key ON ledger_accounts (user_id, code, asset) WHERE owner_kind = 'user';
CREATE UNIQUE INDEX ledger_accounts_house_key ON ledger_accounts (code, asset) WHERE owner_kind = 'house';

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  asset text NOT NULL CHECK (asset IN ('cash', 'points')),
  amount bigint NOT NULL CHECK (amount > 0),
  kind text NOT NULL,
  -- What the transfer belongs to: a deposit, withdrawal, order, bet, adjustment … and its id.
  ref_type text NOT NULL DEFAULT '',
  ref_id bigint NOT NULL DEFAULT 0,
  memo text NOT NULL DEFAULT '',
  -- Both balances right after this transfer, for the statement.
  debit_balance_after bigint NOT NULL,
  credit_balance_after bigint NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, id);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, id);
CREATE INDEX ledger_transfers_ref_idx ON ledger_transfers (ref_type, ref_id);

-- Transfers are append-only: a mistake is corrected by a new transfer, never by changing or removing one.
CREATE FUNCTION append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: correct it with a new row', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION append_only();

-- A money-moving call's answer, kept per caller and client request id, so a retry moves nothing twice.
CREATE TABLE idempotency_keys (
  actor text NOT NULL,
  request_id uuid NOT NULL,
  endpoint text NOT NULL,
  body_hash text NOT NULL,
  answer jsonb NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (actor, request_id)
);

-- Balances now live in the ledger only: no second copy that could drift.
ALTER TABLE users DROP COLUMN money_cents;
ALTER TABLE users DROP COLUMN score;

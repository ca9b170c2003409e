-- A transfer's asset is its accounts' asset, by the database: a points transfer can never touch a cash account.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_id_asset_key UNIQUE (id, asset);
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_debit_asset_fkey
  FOREIGN KEY (debit_account_id, asset) REFERENCES ledger_accounts (id, asset);
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_credit_asset_fkey
  FOREIGN KEY (credit_account_id, asset) REFERENCES ledger_accounts (id, asset);

-- An account is whose it is for good: only its balance ever changes (and only with a transfer, by the code).
CREATE FUNCTION ledger_account_identity_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_kind IS DISTINCT FROM OLD.owner_kind OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.code IS DISTINCT FROM OLD.code OR NEW.asset IS DISTINCT FROM OLD.asset OR NEW.id IS DISTINCT FROM OLD.id THEN
    RAISE EXCEPTION 'a ledger account''s owner, code and asset never change';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_account_identity_fixed BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_identity_fixed();
CREATE TRIGGER ledger_accounts_not_deleted BEFORE DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION append_only();

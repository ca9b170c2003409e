-- The audit trail as a hash chain (issue 26): every record carries its place in the chain (seq) and the sha256 of
-- its fields and the previous record's hash (server/src/modules/operators/audit-chain.ts says how). An edit, a
-- removal or an insertion made with database rights (the append-only trigger switched off) no longer fits the
-- chain, and `npm run ops -- audit:verify` names the record; `audit:export` hands the chain to an auditor. The
-- ALTER TABLE holds the trail against writes while the index below is built (seconds on millions of rows, once); an
-- instance of the previous version still running in a rolling deploy then has its audited actions refused (no
-- place in the chain), never written outside it.

ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS seq bigint, ADD COLUMN IF NOT EXISTS hash text;
-- Not unique: verify walks (seq, id), so a forged record at a taken place is still seen and named.
CREATE INDEX IF NOT EXISTS audit_log_seq_idx ON audit_log (seq, id);

-- The chain's last record: taken FOR UPDATE by every writer as its transaction's last lock (lock-order.md), so
-- records are chained one after another also on several instances. legacy_until: the records written before this
-- migration, chained once by the server (in id order) and then never updated again.
CREATE TABLE IF NOT EXISTS audit_chain_head (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  seq bigint NOT NULL,
  hash text NOT NULL,
  legacy_until bigint NOT NULL,
  legacy_done boolean NOT NULL
);
INSERT INTO audit_chain_head (seq, hash, legacy_until, legacy_done)
SELECT 0, repeat('0', 64), COALESCE(max(id), 0), NOT EXISTS (SELECT 1 FROM audit_log) FROM audit_log
ON CONFLICT DO NOTHING;

-- Every record written from now on is chained as it is written (the older ones are filled in once).
ALTER TABLE audit_log ADD CONSTRAINT audit_log_chained CHECK (seq IS NOT NULL AND hash IS NOT NULL) NOT VALID;

-- Still no delete and no truncation; an update only fills in an older record's place in the chain, once.
DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log;
CREATE TRIGGER audit_log_append_only BEFORE DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION append_only();

CREATE OR REPLACE FUNCTION audit_log_chained_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.seq IS NULL AND OLD.hash IS NULL AND NEW.seq IS NOT NULL AND NEW.hash IS NOT NULL
     AND OLD.id <= (SELECT legacy_until FROM audit_chain_head)
     AND (NEW.id, NEW.actor, NEW.action, NEW.target_type, NEW.target_id, NEW.before, NEW.after, NEW.reason, NEW.createtime)
         IS NOT DISTINCT FROM (OLD.id, OLD.actor, OLD.action, OLD.target_type, OLD.target_id, OLD.before, OLD.after, OLD.reason, OLD.createtime)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: correct it with a new row';
END;
$$;
DROP TRIGGER IF EXISTS audit_log_chained_once ON audit_log;
CREATE TRIGGER audit_log_chained_once BEFORE UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_chained_once();

-- What verify looks for last: a record outside the chain (none, once the older ones are chained).
CREATE INDEX IF NOT EXISTS audit_log_unchained_idx ON audit_log (id) WHERE seq IS NULL OR hash IS NULL;

-- Lottery seeds unreadable before their draw (issue 26): a seed is stored sealed (AES-256-GCM, lottery/seed-vault.ts)
-- under a key kept outside the database. The clear seeds of older chains are sealed by the server at start (and by
-- every draw tick, for a previous version's instance still running in a rolling deploy), and seed is then NULL.
ALTER TABLE lottery_seeds ALTER COLUMN seed DROP NOT NULL;
ALTER TABLE lottery_seeds ADD COLUMN IF NOT EXISTS sealed bytea;
ALTER TABLE lottery_seeds ADD CONSTRAINT lottery_seeds_one_form CHECK ((seed IS NULL) <> (sealed IS NULL));
-- The seeds still in clear, found without reading the table (none once sealed).
CREATE INDEX IF NOT EXISTS lottery_seeds_clear_idx ON lottery_seeds (game_id, period_no) WHERE seed IS NOT NULL;

-- The key's fingerprint (an HMAC under the key: it tells keys apart and nothing of them), written by the first
-- instance that seals: an instance started with another key is refused before it seals or draws anything.
CREATE TABLE IF NOT EXISTS lottery_seed_key (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  fingerprint text NOT NULL
);

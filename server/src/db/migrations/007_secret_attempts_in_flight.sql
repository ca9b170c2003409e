-- Attempts in flight are counted apart from completed failures: a burst of right answers (a double tap) waits its
-- turn instead of being told the secret is locked, and the limit still counts every check in the window.
ALTER TABLE secret_attempts DROP CONSTRAINT secret_attempts_failures_check;
ALTER TABLE secret_attempts ADD CONSTRAINT secret_attempts_failures_check CHECK (failures >= 0);
ALTER TABLE secret_attempts ADD COLUMN pending integer NOT NULL DEFAULT 0 CHECK (pending >= 0);
ALTER TABLE secret_attempts ADD COLUMN last_attempt timestamptz NOT NULL DEFAULT now();

-- Failed secret checks per subject: a login name (known or not, so an unknown name is locked like a known one)
-- or a user's withdrawal password. An attempt is counted before the slow hash check, so guesses sent at the
-- same moment cannot all be checked before the lock is seen.
CREATE TABLE secret_attempts (
  scope text NOT NULL,
  subject text NOT NULL,
  failures integer NOT NULL CHECK (failures > 0),
  last_failure timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, subject)
);

-- The login failure count now lives in secret_attempts (keyed by the lower-cased login name).
ALTER TABLE users DROP COLUMN loginfailure;
ALTER TABLE users DROP COLUMN loginfailuretime;

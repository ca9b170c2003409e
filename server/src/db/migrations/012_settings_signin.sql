-- The shop's configuration (SPEC §3 "app store"), one row per key, set by the operator (audited).
CREATE TABLE shop_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updatetime timestamptz NOT NULL DEFAULT now()
);

-- Daily sign-in: one row per customer and shop day (the primary key makes it once, however many requests race).
CREATE TABLE signins (
  user_id integer NOT NULL REFERENCES users (id),
  day date NOT NULL,
  points bigint NOT NULL CHECK (points >= 0),
  streak integer NOT NULL CHECK (streak >= 1),
  createtime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);

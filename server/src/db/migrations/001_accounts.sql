-- Accounts, VIP levels, sessions, customer service, notices and the rate-limit counters.
-- Money is bigint cents; rates are integer basis points (1/100 of a percent).

CREATE TABLE vip_levels (
  id serial PRIMARY KEY,
  level integer NOT NULL UNIQUE,
  name text NOT NULL,
  price_cents bigint NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  task_rate_bp integer NOT NULL DEFAULT 0 CHECK (task_rate_bp >= 0),
  order_join_rate_bp integer NOT NULL DEFAULT 0 CHECK (order_join_rate_bp >= 0),
  task_num integer NOT NULL DEFAULT 0 CHECK (task_num >= 0),
  task_everyday integer NOT NULL DEFAULT 1 CHECK (task_everyday >= 0),
  withdraw_num integer NOT NULL DEFAULT 1 CHECK (withdraw_num >= 0),
  withdraw_rate_bp integer NOT NULL DEFAULT 0 CHECK (withdraw_rate_bp >= 0),
  min_withdraw_cents bigint NOT NULL DEFAULT 10000 CHECK (min_withdraw_cents >= 10000),
  max_withdraw_cents bigint NOT NULL DEFAULT 100000000 CHECK (max_withdraw_cents <= 100000000),
  content text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  CHECK (min_withdraw_cents <= max_withdraw_cents)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  nickname text NOT NULL,
  realname text NOT NULL,
  mobile text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  gender smallint NOT NULL DEFAULT 0,
  birthday date,
  bio text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  paypassword_hash text,
  money_cents bigint NOT NULL DEFAULT 0 CHECK (money_cents >= 0),
  score bigint NOT NULL DEFAULT 0 CHECK (score >= 0),
  level integer NOT NULL REFERENCES vip_levels (level),
  group_id integer NOT NULL DEFAULT 0,
  pid integer REFERENCES users (id),
  invite_code text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'normal',
  successions integer NOT NULL DEFAULT 1,
  maxsuccessions integer NOT NULL DEFAULT 1,
  prevtime timestamptz,
  logintime timestamptz,
  loginip text NOT NULL DEFAULT '',
  loginfailure integer NOT NULL DEFAULT 0,
  loginfailuretime timestamptz,
  joinip text NOT NULL DEFAULT '',
  jointime timestamptz NOT NULL DEFAULT now(),
  createtime timestamptz NOT NULL DEFAULT now(),
  updatetime timestamptz NOT NULL DEFAULT now(),
  now_order_money_cents bigint NOT NULL DEFAULT 0,
  return_money_cents bigint NOT NULL DEFAULT 0
);

-- Usernames are unique regardless of letter case, also under concurrent sign-ups.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE user_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  createtime timestamptz NOT NULL DEFAULT now(),
  expiretime timestamptz NOT NULL
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id);

CREATE TABLE customer_services (
  id serial PRIMARY KEY,
  name text NOT NULL,
  url text NOT NULL,
  weigh integer NOT NULL DEFAULT 0
);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  lang text NOT NULL DEFAULT 'en-us',
  status text NOT NULL DEFAULT 'published',
  createtime timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);

CREATE TABLE contents (
  key text NOT NULL,
  lang text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  updatetime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, lang)
);

-- The entry level every new customer starts at; operators add higher levels.
INSERT INTO vip_levels (level, name, content) VALUES (1, 'VIP 1', 'Entry level');

-- The points lottery: games, their seeds made in advance (hash chains), draws and bets. Stakes and payouts are
-- points (the ledger's points asset), never cash.

CREATE TABLE lottery_games (
  id serial PRIMARY KEY,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  -- Periods follow from the clock: period n runs from epoch + (n - 1) × period_seconds, drawn at its end.
  epoch timestamptz NOT NULL DEFAULT date_trunc('minute', now()),
  period_seconds integer NOT NULL DEFAULT 60 CHECK (period_seconds BETWEEN 2 AND 86400),
  close_seconds integer NOT NULL DEFAULT 5 CHECK (close_seconds >= 1),
  min_stake bigint NOT NULL CHECK (min_stake >= 1),
  max_stake bigint NOT NULL,
  -- Bet type code → what a winning stake of 1 pays back, in hundredths (195 = 1.95×, stake included).
  payouts jsonb NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  createtime timestamptz NOT NULL DEFAULT now(),
  updatetime timestamptz NOT NULL DEFAULT now(),
  CHECK (close_seconds < period_seconds),
  CHECK (min_stake <= max_stake)
);

-- A hash chain covers periods first_period … first_period + length - 1: seed(k - 1) = sha256(seed(k)), and the
-- commitment sha256(seed(first_period)) is public from the moment the chain is made, before any of its periods opens.
CREATE TABLE lottery_chains (
  id serial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES lottery_games (id),
  first_period bigint NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  commitment text NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, first_period)
);

CREATE TABLE lottery_seeds (
  game_id integer NOT NULL REFERENCES lottery_games (id),
  period_no bigint NOT NULL,
  chain_id integer NOT NULL REFERENCES lottery_chains (id),
  seed text NOT NULL,
  PRIMARY KEY (game_id, period_no)
);

-- One row per drawn period: its existence is the draw, written in the transaction that settles every bet on it.
CREATE TABLE lottery_draws (
  game_id integer NOT NULL REFERENCES lottery_games (id),
  period_no bigint NOT NULL,
  seed text NOT NULL,
  commitment text NOT NULL,
  dice integer[] NOT NULL,
  drawn_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, period_no)
);

CREATE TABLE lottery_bets (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES lottery_games (id),
  period_no bigint NOT NULL,
  bet_type text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- The payout published when the bet was placed, in hundredths.
  payout_rate integer NOT NULL CHECK (payout_rate > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost')),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  shop_day date NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now(),
  settletime timestamptz,
  CHECK ((status = 'pending') = (settletime IS NULL))
);
CREATE INDEX lottery_bets_user_idx ON lottery_bets (user_id, id DESC);
CREATE INDEX lottery_bets_pending_idx ON lottery_bets (game_id, period_no) WHERE status = 'pending';
CREATE INDEX lottery_bets_day_idx ON lottery_bets (user_id, shop_day);

-- The customer's own daily stake limit (0 = none); a raise waits for the next shop day.
CREATE TABLE lottery_limits (
  user_id integer PRIMARY KEY REFERENCES users (id),
  daily_limit bigint NOT NULL DEFAULT 0 CHECK (daily_limit >= 0),
  pending_limit bigint,
  pending_from date,
  updatetime timestamptz NOT NULL DEFAULT now()
);

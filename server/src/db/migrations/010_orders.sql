-- Snap-buy orders. What was charged, the rebate and points it earns on receipt, and the rates behind them are
-- kept as they were when the order was placed: a later change of price or level never rewrites an order.

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  goods_id integer NOT NULL REFERENCES goods (id),
  -- The client's id for the purchase: a retried request finds this order instead of buying again.
  request_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  level integer NOT NULL,
  unit_price_cents bigint NOT NULL CHECK (unit_price_cents > 0),
  discount_bp integer NOT NULL CHECK (discount_bp >= 0),
  member_price_cents bigint NOT NULL CHECK (member_price_cents >= 0),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  rebate_bp integer NOT NULL CHECK (rebate_bp >= 0),
  rebate_cents bigint NOT NULL CHECK (rebate_cents >= 0),
  points bigint NOT NULL CHECK (points >= 0),
  status text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'shipped', 'received', 'cancelled')),
  carrier text NOT NULL DEFAULT '',
  tracking_no text NOT NULL DEFAULT '',
  -- The shop's day it was placed on (its time zone): the day's snap-buy quota counts these.
  shop_day date NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now(),
  shiptime timestamptz,
  receivetime timestamptz,
  canceltime timestamptz,
  UNIQUE (user_id, request_id),
  CHECK ((status IN ('shipped', 'received')) = (shiptime IS NOT NULL) OR (status = 'cancelled' AND shiptime IS NULL)),
  CHECK ((status = 'received') = (receivetime IS NOT NULL)),
  CHECK ((status = 'cancelled') = (canceltime IS NOT NULL))
);
CREATE INDEX orders_user_idx ON orders (user_id, id DESC);
CREATE INDEX orders_user_day_idx ON orders (user_id, shop_day) WHERE status <> 'cancelled';
CREATE INDEX orders_in_progress_idx ON orders (user_id) WHERE status IN ('placed', 'shipped');
CREATE INDEX orders_status_idx ON orders (status, id DESC);
CREATE INDEX orders_due_idx ON orders (shiptime) WHERE status = 'shipped';

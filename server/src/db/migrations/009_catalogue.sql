-- The snap-buying catalogue: brands and their goods, texts in both languages, prices in cents, real stock.

CREATE TABLE brands (
  id serial PRIMARY KEY,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_zh text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  createtime timestamptz NOT NULL DEFAULT now(),
  updatetime timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE goods (
  id serial PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands (id),
  title_en text NOT NULL,
  title_zh text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_zh text NOT NULL DEFAULT '',
  -- Image paths on the shop's own origin, first one the cover.
  images jsonb NOT NULL DEFAULT '[]',
  price_cents bigint NOT NULL CHECK (price_cents > 0),
  -- Never below zero, whatever the code does: nothing is ever oversold.
  stock integer NOT NULL CHECK (stock >= 0),
  -- The lowest VIP level that may buy it.
  min_level integer NOT NULL DEFAULT 1,
  on_sale boolean NOT NULL DEFAULT true,
  sale_start timestamptz,
  sale_end timestamptz,
  sort integer NOT NULL DEFAULT 0,
  createtime timestamptz NOT NULL DEFAULT now(),
  updatetime timestamptz NOT NULL DEFAULT now(),
  CHECK (sale_start IS NULL OR sale_end IS NULL OR sale_start < sale_end)
);
CREATE INDEX goods_brand_idx ON goods (brand_id, sort, id);

-- Reference loyalty platform ("Cresce Vendas", loyalty/): API users per store, members and registered purchases.
CREATE TABLE loyalty_credentials (
  username text PRIMARY KEY,
  token text NOT NULL,
  codfilial text NOT NULL,
  active boolean NOT NULL DEFAULT true
);
INSERT INTO loyalty_credentials (username, token, codfilial) VALUES
  ('cv-loja17', 'cv-token-17', '17'),
  ('cv-loja18', 'cv-token-18', '18');

CREATE TABLE loyalty_members (
  registration char(11) PRIMARY KEY,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE loyalty_shop_id_seq START 50001;
CREATE TABLE loyalty_shops (
  id bigint PRIMARY KEY DEFAULT nextval('loyalty_shop_id_seq'),
  username text NOT NULL REFERENCES loyalty_credentials (username),
  coupon text NOT NULL,
  registration char(11) NOT NULL REFERENCES loyalty_members (registration),
  total numeric(14,3) NOT NULL,
  points bigint NOT NULL,
  purchased_at text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'registered' CHECK (status IN ('registered', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  UNIQUE (username, coupon)
);

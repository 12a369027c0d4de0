-- Idempotency keys of the reference ERP bridge and loyalty platform (sandbox/idempotency.ts): the first answer to
-- a POST carrying `Idempotency-Key`, replayed to every repeat, as Stripe's API does.
CREATE TABLE sandbox_idempotency (
  service text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,             -- null while the first request is being handled
  reply jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service, key)
);

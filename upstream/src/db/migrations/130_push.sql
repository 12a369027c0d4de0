-- Reference push provider (OneSignal-compatible, push/): notifications accepted and the app's segments.
CREATE TABLE push_notifications (
  id text PRIMARY KEY,
  app_id text NOT NULL,
  api text NOT NULL CHECK (api IN ('current', 'legacy')),
  idempotency_key text,
  body jsonb NOT NULL,
  response jsonb NOT NULL,
  recipients integer NOT NULL,
  send_after timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX push_notifications_idempotency ON push_notifications (app_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

CREATE TABLE push_segments (
  name text PRIMARY KEY,
  recipients integer NOT NULL
);
INSERT INTO push_segments (name, recipients) VALUES
  ('Subscribed Users', 1250),
  ('Total Subscriptions', 1250),
  ('Active Users', 830),
  ('Engaged Users', 410),
  ('Inactive Users', 420);

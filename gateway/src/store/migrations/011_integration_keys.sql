-- Keys for internal tools (auth/integration-keys.ts, page 'Integrações'): only an HMAC of the secret is kept. A
-- revoke (or a removed row) is announced with NOTIFY so every gateway instance drops its cached copy at once
-- (store/change-feed.ts's pattern). last_used_at is written at most once a minute per key and not announced.
CREATE TABLE integration_keys (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  pages text[] NOT NULL,
  branch integer,
  secret_hash text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by text
);

CREATE FUNCTION notify_integration_key_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('painel_integration_keys', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER integration_keys_changed
  AFTER UPDATE OF revoked_at, expires_at, pages, branch OR DELETE ON integration_keys
  FOR EACH ROW EXECUTE FUNCTION notify_integration_key_change();

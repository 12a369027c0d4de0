-- Failed logins per client address and per matrícula (auth/login-limiter.ts), in the store so that every gateway
-- instance counts the same attempts. One row per key and fixed window: the window opens at the first failure.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  failures integer NOT NULL
);

-- Upload tickets in use or used (domains/uploads/proxy.ts): a ticket serves one upload on whichever instance
-- receives it. Claimed when its bytes start to flow, released if the storage API did not take them.
CREATE TABLE upload_tickets_used (
  ticket_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- Failed logins per client address and per matrícula (auth/login-limiter.ts), in the store so that every gateway
-- instance counts the same attempts. One row per key and fixed window: the window opens at the first failure.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  failures integer NOT NULL
);

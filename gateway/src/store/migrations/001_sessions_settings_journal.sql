-- Gateway store, first schema: sessions, settings and the workflow journal (used from the next issue on).

-- Key/value settings the gateway keeps for itself, e.g. the generated SECRET_KEY outside production.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per login. The browser holds only a signed JWT naming the row (id); the upstream tokens stay here.
-- refresh_token_enc is AES-256-GCM (key derived from SECRET_KEY): base64 of iv | tag | ciphertext.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL,             -- upstream auth user pk
  employee_id bigint NOT NULL,         -- detalhe-funcionario id
  matricula text NOT NULL,
  name text NOT NULL,
  email text,
  user_type smallint NOT NULL CHECK (user_type BETWEEN 1 AND 7),
  branch integer,                      -- codFilial; null for managers, marketing and superusers
  access_token text NOT NULL,
  access_expires_at timestamptz,       -- from the access token's exp claim, to refresh before expiry
  refresh_token_enc text NOT NULL,
  created_at timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL, -- mutations and touchSession only; queries do not count
  expires_at timestamptz NOT NULL,     -- created_at + 48 h, never moves
  ended_at timestamptz                 -- logout
);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Workflow journal: one run per business operation (e.g. invoicing an order), steps recorded once each so a
-- retried run skips what already happened upstream.
CREATE TABLE workflow_runs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,                  -- 'order-status', 'invoicing', 'completion', 'cancellation', ...
  subject text NOT NULL,               -- what it acts on, e.g. 'pedido:123'
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  input jsonb,
  result jsonb,
  error text,
  session_id uuid,
  user_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workflow_runs_subject_idx ON workflow_runs (subject, created_at);

CREATE TABLE workflow_steps (
  id bigserial PRIMARY KEY,
  run_id bigint NOT NULL REFERENCES workflow_runs (id) ON DELETE CASCADE,
  name text NOT NULL,                  -- 'erp.processa-pedido', 'push.status', ...
  idempotency_key text NOT NULL,       -- also sent upstream where the upstream supports it (push)
  status text NOT NULL DEFAULT 'started' CHECK (status IN ('started', 'succeeded', 'failed')),
  request jsonb,
  response jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT workflow_steps_run_name_key UNIQUE (run_id, name),
  CONSTRAINT workflow_steps_idempotency_key UNIQUE (idempotency_key)
);

-- What the reference ERP bridge, loyalty, push and storage services received and answered (sandbox/recorder.ts).
CREATE TABLE sandbox_requests (
  id bigserial PRIMARY KEY,
  service text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  query jsonb NOT NULL DEFAULT '{}'::jsonb,
  headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  body jsonb,
  status integer,
  response jsonb,
  fault text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_requests_service_id ON sandbox_requests (service, id);

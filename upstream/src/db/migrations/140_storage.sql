-- Reference storage API (storage/): uploaded files (bytes in the database) and its URL-signing secret.
CREATE TABLE storage_files (
  key text PRIMARY KEY,
  folder text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE storage_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);

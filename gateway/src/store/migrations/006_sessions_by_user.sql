-- A password change ends every open session of its user (auth/session.ts endAllOfUser): found by user, not by id.
CREATE INDEX sessions_open_by_user_idx ON sessions (user_id) WHERE ended_at IS NULL;

-- When each user's password last changed through the gateway (auth/session.ts endAllOfUser). A login whose
-- product API check may have seen the old password (it began before that moment) makes no session, so a
-- login in flight during a reset cannot outlive it. Rows matter for a moment only; the hourly purge drops them.
CREATE TABLE password_changes (
  user_id bigint PRIMARY KEY,
  changed_at timestamptz NOT NULL
);

-- What 'Sessões abertas' shows of each session (auth/session.ts listOpen, auth/session-devices.ts): the User-Agent
-- and the client address its login came with (auth/client-address.ts, TRUSTED_PROXY_COUNT honoured), and its last
-- use: any request it made, written at most once a minute per session (noteUse). last_activity_at stays the idle
-- limit's, which only mutations and touchSession move. Not announced: migration 004's trigger names its columns,
-- and an older last use in another instance's cache is harmless. Sessions made before this have none of the three:
-- their device is unknown and their last use is their last activity.
ALTER TABLE sessions
  ADD COLUMN user_agent text,
  ADD COLUMN client_address text,
  ADD COLUMN last_used_at timestamptz;

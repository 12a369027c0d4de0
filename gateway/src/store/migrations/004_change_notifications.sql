-- Change notifications for the in-process caches of every gateway instance (store/change-feed.ts): a session
-- whose end or upstream tokens change, and a workflow run that starts or changes status, are announced with
-- NOTIFY (delivered at commit), so other instances drop their cached copy at once instead of after their cache
-- window. Last-activity updates are not announced: a cached copy that looks idle is read again anyway.
CREATE FUNCTION notify_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('painel_sessions', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER sessions_changed
  AFTER UPDATE OF ended_at, access_token, access_expires_at, refresh_token_enc OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();

CREATE FUNCTION notify_workflow_run_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('painel_workflow_runs', NEW.subject);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER workflow_runs_changed
  AFTER INSERT OR UPDATE OF status ON workflow_runs
  FOR EACH ROW EXECUTE FUNCTION notify_workflow_run_change();

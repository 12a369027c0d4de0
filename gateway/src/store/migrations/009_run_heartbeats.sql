-- Leases that track the living (workflows/run-holder.ts): a running run names the gateway process that holds it
-- and when that process last said it is alive. A run whose heartbeat stopped is interrupted within seconds,
-- instead of holding its order until a fixed lease ran out; a process that starts interrupts what it held.
ALTER TABLE workflow_runs ADD COLUMN holder text;
ALTER TABLE workflow_runs ADD COLUMN heartbeat_at timestamptz;

-- Workflow journal, second part: at most one running run per subject (an order), so two staff acting at once,
-- a double click or two gateway instances cannot run the same order's workflow twice; a failed run that a
-- newer action replaced is 'abandoned' (it can no longer be retried); the fields the panel shows.
ALTER TABLE workflow_runs DROP CONSTRAINT workflow_runs_status_check;
ALTER TABLE workflow_runs ADD CONSTRAINT workflow_runs_status_check
  CHECK (status IN ('running', 'succeeded', 'failed', 'abandoned'));
ALTER TABLE workflow_runs ADD COLUMN progress text;          -- Portuguese text of the current step
ALTER TABLE workflow_runs ADD COLUMN error_code text;        -- UserError code of the failure
ALTER TABLE workflow_runs ADD COLUMN error_field text;
ALTER TABLE workflow_runs ADD COLUMN can_retry boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX workflow_runs_one_running_idx ON workflow_runs (subject) WHERE status = 'running';

-- The in-process index of orders with an unfinished workflow (workflows/active-runs.ts) reloads the subjects of
-- running and failed runs about once a second; this partial index keeps that read small however long the
-- journal grows (finished runs, the vast majority, are not in it).
CREATE INDEX workflow_runs_unfinished_idx ON workflow_runs (subject) WHERE status IN ('running', 'failed');

// How many e2e files run at the same time, each on a stack of its own (global-setup.ts): three on the 2-core CI
// machine. One file at a time left a core idle (a browser test mostly waits on the page and the stack); three were no
// faster than two while the stacks' databases ran in PGlite inside the runner, and are since they run on the test
// server (TEST_DATABASE_URL): the step took 262 s against 318 s with two, back to back (2026-12-07).
// E2E_WORKERS=1 runs them one after another, as a developer may want when reading a failure.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3) || 1);

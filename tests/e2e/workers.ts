// How many e2e files run at the same time, each on a stack of its own (global-setup.ts): two on the 2-core CI
// machine, where one file at a time left a core idle (a browser test mostly waits on the page and the stack).
// E2E_WORKERS=1 runs them one after another, as a developer may want when reading a failure.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

// Types of scripts/deployable.mjs for the TypeScript that imports it (the built-gateway integration test).
/** Why the folder cannot be started as the build of these sources (missing, stale), or null when it can. */
export function buildProblem(root: string, outDir: string): string | null;

// Types of scripts/build.mjs for the TypeScript that imports it (the benchmarks build their server processes with it).
/**
 * Compiles one program (a TypeScript entry, relative to the repo root) to `outfile` as production runs it;
 * `deployed`: for the deployable folder (assets resolved below the bundle's folder). Answers esbuild's metafile.
 */
export function buildProgram(entry: string, outfile: string, options?: { deployed?: boolean }): Promise<unknown>;

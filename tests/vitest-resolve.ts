// Module resolution shared by the vitest configs. graphql 16 has no "exports" map: Node loads its CommonJS build
// (index.js), the one @apollo/server and @graphql-tools use, while vite would pick its "module" build (index.mjs)
// for the files it transforms. Two copies of graphql are two realms (a schema built by one is refused by the
// other's execute), so tests load graphql the way the gateway does when it runs.
import { createRequire } from 'node:module';

export const resolve = { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] };

// The settings the database layer itself reads, declared with the settings kit; the gateway's and the reference
// services' tables include them.
import { setting, z, type Env } from './settings';

export const DB_SETTINGS = {
  PGLITE_SHARED_BUFFERS: setting({
    schema: z.string().regex(/^\d+(kB|MB|GB)$/, { error: 'must be a size such as 16MB' }),
    defaultText: "PGlite's 128MB; `npm start` gives the gateway's store `16MB`",
    description: "PGlite's buffer pool (PostgreSQL's `shared_buffers`), resident in full from the start: most of a PGlite program's memory at rest",
  }),
};

/** PGLITE_SHARED_BUFFERS now (a bad value is an error naming it: the programs check it at start already). */
export function pgliteSharedBuffers(env: Env = process.env): string | undefined {
  const read = DB_SETTINGS.PGLITE_SHARED_BUFFERS.read('PGLITE_SHARED_BUFFERS', env);
  if (!read.ok) throw new Error(read.problem);
  return read.value;
}

// Environment variables a test sets for a while. Integration files share one worker process (vitest.config.ts), so
// whatever a file sets must be put back, or the next file inherits it.

/** Sets `vars` in process.env and returns what puts them back (a variable that was unset is removed again). */
export function setEnv(vars: Readonly<Record<string, string>>): () => void {
  const previous = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

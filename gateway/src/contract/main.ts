// `npm run contract [-- --write]`: checks that the services in the environment (the gateway's own variables, see
// config.ts) answer what the gateway relies on. One line per check (PASS, FAIL, OFF); exit 1 on any FAIL, 2 on a
// setting problem. Read-only unless --write with CONTRACT_WRITE=staging.
import { ConfigProblem, contractConfig } from './config';
import { line } from './result';
import { runContract } from './run';

try {
  const run = await runContract(contractConfig(process.env, process.argv.slice(2)));
  for (const result of run.results) console.log(line(result));
  for (const text of run.summary) console.log(text);
  process.exit(run.results.some((r) => r.status === 'FAIL') || !run.results.length ? 1 : 0);
} catch (error) {
  console.error(`[contract] ${error instanceof ConfigProblem ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exit(2);
}

// Bench child: times the gateway's policy and input checks for one page (lib/check-cost.ts) in a process of its
// own started with NODE_ENV=production, as the gateway child runs: graphql-js reads NODE_ENV when it loads, and its
// development build's extra type checks would inflate the cost walk several times. Answers the figures as its
// ready message, then waits to be stopped.
import type { UserType } from '../../gateway/src/auth/policy';
import { measureCheckCost } from '../lib/check-cost';
import { childOptions, serveChild } from '../lib/serve-child';

interface Options {
  query: string;
  variables: Record<string, unknown>;
  data: unknown;
  type: UserType;
  branch: number | null;
}

serveChild(async () => {
  const { query, variables, data, type, branch } = childOptions<Options>();
  return { info: { ...measureCheckCost(query, variables, data, type, branch) }, close: async () => {} };
});

// Resolvers of schema/dashboard.graphql: the welcome page's sales per month, read through the kit's `reading`.
// The policy lets types 1, 2 and 3 in (SEE_SALES_CHART); the branch binding narrows type 3 to its own branch,
// whatever it asks for. Without the product API's monthly figures (an extension,
// docs/contracts/product-api.md#extensions) the answer has no years and says why (availability), and no call is made.
import type { QueryResolvers } from '../../generated/resolvers-types';
import { branchFilter } from '../../auth/policy';
import { saoPauloDate } from '../../kit/dates';
import { availability } from '../../kit/availability';
import { badInput } from '../../kit/paging';
import { reading } from '../../kit/read';
import { branchProblem, chartYears, DASHBOARD_MESSAGES, yearsOfSales } from './rules';

const Query: QueryResolvers = {
  salesByMonth: (_parent, { years, branch }, ctx) =>
    reading(DASHBOARD_MESSAGES.loadFailed, async () => {
      // The policy guard ran first, so there is a session here.
      const session = ctx.session!;
      const chosen = chartYears(years, Number(saoPauloDate(ctx.now).slice(0, 4)));
      if ('problem' in chosen) throw badInput(chosen.problem);
      const wrongBranch = branchProblem(branch);
      if (wrongBranch) throw badInput(wrongBranch);
      const scope = branchFilter(session, 'salesChart', branch);
      const offered = availability(ctx, 'monthlySales', DASHBOARD_MESSAGES.unavailable);
      if (!offered.available) return { branch: scope, years: [], availability: offered };
      const rows = await ctx.upstreams.productApi.monthlySales.perMonth(chosen, scope);
      return { branch: scope, years: yearsOfSales(chosen, rows), availability: offered };
    }),
};

export const dashboardResolvers = { Query };

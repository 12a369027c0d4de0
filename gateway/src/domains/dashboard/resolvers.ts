// Resolvers of schema/dashboard.graphql: the welcome page's sales per month. The policy lets types 1, 2 and 3 in
// (SEE_SALES_CHART); the branch binding narrows type 3 to its own branch, whatever it asks for.
import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../generated/resolvers-types';
import { branchFilter } from '../../auth/policy';
import { textOf } from '../../kit/text';
import { saoPauloDate } from '../../kit/dates';
import { branchProblem, chartYears, DASHBOARD_MESSAGES, yearsOfSales } from './rules';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const Query: QueryResolvers = {
  salesByMonth: async (_parent, { years, branch }, ctx) => {
    // The policy guard ran first, so there is a session here.
    const session = ctx.session!;
    const chosen = chartYears(years, Number(saoPauloDate(ctx.now).slice(0, 4)));
    if ('problem' in chosen) throw badInput(chosen.problem);
    const wrongBranch = branchProblem(branch);
    if (wrongBranch) throw badInput(wrongBranch);
    const scope = branchFilter(session, 'salesChart', branch);
    let rows;
    try {
      rows = await ctx.upstreams.productApi.monthlySales.perMonth(chosen, scope);
    } catch (error) {
      throw new GraphQLError(`${DASHBOARD_MESSAGES.loadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
    }
    return { branch: scope, years: yearsOfSales(chosen, rows) };
  },
};

export const dashboardResolvers = { Query };

// Resolvers of schema/reports.graphql: the catalogue, the branch choice and a report's rows as data (read in
// queries.ts with the CSV route's stream and parameter rules, so GraphQL and the CSV refuse alike).
import { GraphQLError } from 'graphql';
import { sessionOf } from '../../context';
import type { QueryResolvers } from '../../generated/resolvers-types';
import { branchChoiceOf } from '../../kit/branch-choices';
import { ALL, badInput, pageRequest } from '../../kit/paging';
import { reading } from '../../kit/read';
import { findReport, REPORT_CATALOGUE } from './catalogue';
import { rawFromInput, toReport } from './mappers';
import { reportRowsPage } from './queries';
import { REPORT_MESSAGES, resolveParameters } from './rules';

const Query: QueryResolvers = {
  reports: () => REPORT_CATALOGUE.map(toReport),
  reportBranchOptions: (_parent, _args, ctx) => reading(REPORT_MESSAGES.branchesFailed, () => branchChoiceOf(ctx, 'reports')),
  reportRows: async (_parent, { index, parameters, page, pageSize }, ctx) => {
    const session = sessionOf(ctx);
    const report = findReport(index);
    if (!report) throw badInput(REPORT_MESSAGES.unknownReport(String(index)), 'index');
    const request = pageRequest(page, pageSize ?? ALL);
    const resolved = resolveParameters(session, report, rawFromInput(parameters));
    if (!('ok' in resolved)) {
      throw new GraphQLError(resolved.message, { extensions: { code: resolved.code } });
    }
    const { total, items } = await reportRowsPage(ctx, report, resolved.ok, request);
    return { report: toReport(report), branch: resolved.ok.branch, total, items };
  },
};

export const reportResolvers = { Query };

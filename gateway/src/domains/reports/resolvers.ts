// Resolvers of schema/reports.graphql: the catalogue, the branch choice and a report's rows as data. Rows are read
// with the CSV route's stream (upstream-rows.ts) and only the asked page is kept, so a page of a large report costs
// the gateway one page of memory.
import { GraphQLError } from 'graphql';
import { pipeline } from 'node:stream/promises';
import { branchFilter, isBranchBound } from '../../auth/policy';
import { sessionOf } from '../../context';
import type { QueryResolvers, ReportParametersInput } from '../../generated/resolvers-types';
import { badInput, pageRequest } from '../../kit/paging';
import { findReport, REPORT_CATALOGUE, reportPath, type ReportDefinition } from './catalogue';
import { dataValues } from './csv';
import { resolveParameters } from './route';
import { ALL_BRANCHES, REPORT_MESSAGES, upstreamQuery, type RawReportParameters } from './rules';
import { openReport, rowBatches } from './upstream-rows';
import { toBranchSource } from '../../kit/branch-source';

const toReport = (report: ReportDefinition) => ({
  ...report,
  parameters: [...report.parameters],
  columns: [...report.columns],
  csvPath: `/reports/${report.index}.csv`,
});

/** graphql-scalars' Date parses to a Date at UTC midnight; the rules read YYYY-MM-DD. */
const day = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** The typed input as the rules read the query string. */
export function rawFromInput(input: ReportParametersInput): RawReportParameters {
  return {
    branch: input.allBranches ? ALL_BRANCHES : input.branch == null ? null : String(input.branch),
    startDate: day(input.startDate),
    endDate: day(input.endDate),
    minimumValue: input.minimumValue ?? null,
  };
}

const Query: QueryResolvers = {
  reports: () => REPORT_CATALOGUE.map(toReport),
  reportBranchOptions: async (_parent, _args, ctx) => {
    const session = sessionOf(ctx);
    const api = ctx.upstreams.productApi;
    try {
      if (isBranchBound(session.type, 'reports')) {
        const own = await api.branches.load(branchFilter(session, 'reports') as number);
        return { branches: own ? [toBranchSource(own)] : [], allBranches: false };
      }
      return { branches: (await api.branches.list({ status: 'A' }, 1, 500)).items.map(toBranchSource), allBranches: true };
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions?.code === 'FORBIDDEN') throw error;
      throw new GraphQLError('Erro ao carregar as filiais.', { extensions: { code: 'UPSTREAM_ERROR' } });
    }
  },
  reportRows: async (_parent, { index, parameters, page, pageSize }, ctx) => {
    const session = sessionOf(ctx);
    const report = findReport(index);
    if (!report) throw badInput(REPORT_MESSAGES.unknownReport(String(index)), 'index');
    const request = pageRequest(page, pageSize ?? -1);
    const resolved = resolveParameters(session, report, rawFromInput(parameters));
    if (!('ok' in resolved)) {
      throw new GraphQLError(resolved.message, { extensions: { code: resolved.code } });
    }
    const first = (request.page - 1) * request.size;
    const items: { values: (string | null)[] }[] = [];
    let total = 0;
    try {
      const upstream = await openReport(ctx.services, session, reportPath(report), upstreamQuery(report, resolved.ok));
      await pipeline(upstream, rowBatches(), async (batches: AsyncIterable<Record<string, unknown>[]>) => {
        for await (const rows of batches) {
          for (const row of rows) {
            if (total >= first && items.length < request.size) items.push({ values: dataValues(report, row) });
            total++;
          }
        }
      });
    } catch (error) {
      ctx.log.error('report rows failed', { report: index, error: String(error) });
      throw new GraphQLError(REPORT_MESSAGES.loadFailed, { extensions: { code: 'UPSTREAM_ERROR' } });
    }
    return { report: toReport(report), branch: resolved.ok.branch, total, items };
  },
};

export const reportResolvers = { Query };

// Reading a page of a report's rows for GraphQL: the rows come through the CSV route's stream (upstream-rows.ts)
// and only the asked page is kept, so a page of a large report costs the gateway one page of memory. Not through
// kit `reading`: as on the CSV route, the product API's own text of a failed report never reaches the client
// (it is logged); the client reads the report's fixed 'try again' text.
import { GraphQLError } from 'graphql';
import { pipeline } from 'node:stream/promises';
import type { Context } from '../../context';
import type { PageRequest } from '../../kit/paging';
import type { ReportDefinition } from './catalogue';
import { dataValues } from './csv';
import { REPORT_MESSAGES, type ReportParameters } from './rules';
import { openReportRows } from './upstream-rows';

interface ReportRowsRead {
  total: number;
  items: { values: (string | null)[] }[];
}

/** The rows of `request`'s page and the count of all of them; an upstream failure is UPSTREAM_ERROR 'Erro ao gerar...'. */
export async function reportRowsPage(ctx: Context, report: ReportDefinition, parameters: ReportParameters, request: PageRequest): Promise<ReportRowsRead> {
  const first = (request.page - 1) * request.size;
  const items: ReportRowsRead['items'] = [];
  let total = 0;
  try {
    const rows = await openReportRows(ctx, report, parameters);
    await pipeline(rows, async (batches: AsyncIterable<Record<string, unknown>[]>) => {
      for await (const rows of batches) {
        for (const row of rows) {
          if (total >= first && items.length < request.size) items.push({ values: dataValues(report, row) });
          total++;
        }
      }
    });
  } catch (error) {
    ctx.log.error('report rows failed', { report: report.index, error: String(error) });
    throw new GraphQLError(REPORT_MESSAGES.loadFailed, { extensions: { code: 'UPSTREAM_ERROR' } });
  }
  return { total, items };
}

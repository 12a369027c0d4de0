// Mounts the reports and the dashboard on the product API router:
//   createProductApi(db, { mount: mountReports })
// GET relatorioN/?datainicial='YYYY-MM-DD'&datafinal='YYYY-MM-DD'&filial=17|Todas[&valorminimo=150]
//   -> {results: [...]}; GET dashboard/vendas-mensais/?anos=2025,2026[&filial=17] -> {results: [...]}.
import type { Db } from '@painel/db/database';
import { referenceFeatures, type ReferenceFeatures } from '../../profile';
import { ApiError, type Reply } from '../http';
import type { Router } from '../router';
import { REPORTS } from './catalog';
import { monthlySales, readYears } from './dashboard';
import { readParams, ReportInputError } from './params';

/** The longest period a report accepts: keeps one request from scanning years of data by mistake. */
export const MAX_PERIOD_DAYS = 3660;

function asApiError(error: unknown): never {
  if (error instanceof ReportInputError) throw new ApiError(400, error.fields);
  throw error;
}

export function mountReports(router: Router, db: Db, features: ReferenceFeatures = referenceFeatures()): void {
  for (const report of REPORTS) {
    router.get(`${report.name}/`, async (ctx): Promise<Reply> => {
      try {
        const params = readParams(ctx.query, report.needs);
        if (params.period) {
          const days = (Date.parse(params.period.end) - Date.parse(params.period.start)) / 86_400_000;
          if (days > MAX_PERIOD_DAYS) throw new ReportInputError({ datafinal: [`Ensure the period is at most ${MAX_PERIOD_DAYS} days.`] });
        }
        return { status: 200, body: { results: await report.run(db, params) } };
      } catch (error) {
        return asApiError(error);
      }
    });
  }
  // The dashboard's figures are ours (docs/contracts/product-api.md#extensions), not in the specs' call tables: the
  // seeds profile has no route.
  if (!features.monthlySales) return;
  router.get('dashboard/vendas-mensais/', async (ctx): Promise<Reply> => {
    try {
      const { years, branch } = readYears(ctx.query);
      return { status: 200, body: { results: await monthlySales(db, years, branch) } };
    } catch (error) {
      return asApiError(error);
    }
  });
}

// The report endpoints (docs/areas/staff-and-support.md#calls): each report of the catalogue asked as the gateway asks it (its query
// from reports/rules.ts, the last month, every branch) answers {results: [...]} whose rows carry every column key
// the catalogue maps (the CSV and XLSX columns). Report 7 is read from produtos/ (product-visibility.ts): its check is
// that call's row in calls/spec-002.ts.
import { REPORT_CATALOGUE, reportPath, type ReportDefinition } from '../../domains/reports/catalogue';
import { PRODUCT_VISIBILITY_REPORT } from '../../domains/reports/product-visibility';
import { upstreamQuery } from '../../domains/reports/rules';
import type { Contract, Row } from '../contract';
import { fail, pass, settled, type CheckResult } from '../result';

const DAYS = 31;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function checkReport(contract: Contract, report: ReportDefinition, name: string): Promise<CheckResult> {
  const end = new Date();
  const start = new Date(end.getTime() - DAYS * 86_400_000);
  const query = upstreamQuery(report, {
    branch: null,
    period: report.parameters.includes('PERIOD') ? { start: isoDay(start), end: isoDay(end) } : undefined,
    minimumValue: report.parameters.includes('MINIMUM_VALUE') ? '0' : undefined,
  });
  const path = reportPath(report);
  const answer = await contract.api(path, { query });
  if (answer.status !== 200) return fail(name, `GET ${path} answered HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
  const rows = (answer.body as { results?: unknown } | null)?.results;
  if (!Array.isArray(rows)) return fail(name, `GET ${path} answered without a results list: the download would be empty`);
  const keys = report.columns.map((column) => column.key);
  const missing = keys.filter((key) => (rows as Row[]).some((row) => !(key in row)));
  if (missing.length) return fail(name, `rows lack ${missing.map((k) => `'${k}'`).join(', ')}: those columns would be empty`);
  return pass(
    name,
    rows.length ? `${rows.length} rows carry the ${keys.length} column keys` : 'answers the shape (no rows in the last month to check keys on)',
  );
}

export async function reportChecks(contract: Contract): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const report of REPORT_CATALOGUE.filter((r) => r.index !== PRODUCT_VISIBILITY_REPORT)) {
    const name = `GET ${reportPath(report)} report row keys: ${report.title} (docs/areas/staff-and-support.md#report-catalogue)`;
    results.push(...(await settled(name, () => checkReport(contract, report, name))));
  }
  return results;
}

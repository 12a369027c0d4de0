// The reports' parameter rules (docs/areas/staff-and-support.md#validation): report 5 needs a minimum value, the others their branch
// and/or period; a bad value is refused in Portuguese before the product API is asked. The same rules serve the
// CSV route (query string) and GraphQL (typed input), so both refuse alike; the policy then narrows the branch.
import { branchFilter, forbidden } from '../../auth/policy';
import type { Session } from '../../auth/session';
import type { ReportDefinition } from './catalogue';

export const REPORT_MESSAGES = {
  minimumValue: 'É necessário definir o valor mínimo para geração do relatório',
  branchOrPeriod: 'É necessário definir a filial e/ou o período de informações para geração do relatório',
  badDate: (text: string) => `Data inválida: ${text}.`,
  startAfterEnd: 'A data inicial deve ser anterior ou igual à data final.',
  periodTooLong: (days: number) => `O período do relatório deve ter no máximo ${days} dias.`,
  badBranch: (text: string) => `Filial inválida: ${text}.`,
  badMinimum: (text: string) => `Valor mínimo inválido: ${text}.`,
  unknownReport: (text: string) => `Relatório inexistente: ${text}.`,
  loadFailed: 'Erro ao gerar o relatório. Tente novamente.',
  branchesFailed: 'Erro ao Carregar Filiais: ',
};

/** The product API refuses longer periods (reports/mount.ts); said here in Portuguese first. */
const MAX_PERIOD_DAYS = 3660;

/** 'Todas' (every branch) as the select and the URL say it. */
export const ALL_BRANCHES = 'Todas';

/** What the browser or a tool sent, as text: branch is a code or 'Todas'; dates YYYY-MM-DD (DD/MM/YYYY accepted). */
export interface RawReportParameters {
  branch?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  minimumValue?: string | null;
}

export interface ReportParameters {
  /** null: every branch. */
  branch: number | null;
  period?: { start: string; end: string };
  /** Decimal text with a point, e.g. '150.5'. */
  minimumValue?: string;
}

export type Checked = { ok: ReportParameters } | { problem: string };

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** A real calendar day as YYYY-MM-DD, from YYYY-MM-DD or DD/MM/YYYY; null when it is not one. */
export function isoDay(text: string): string | null {
  const trimmed = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : trimmed;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

/** '1.234,56', '1234,56' and '1234.56' are all 1234.56; null when it is no non-negative amount. */
export function decimalText(text: string): string | null {
  let t = text.trim().replace(/^R\$\s*/, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  return /^\d{1,12}(\.\d{1,3})?$/.test(t) ? t : null;
}

/** Checks a report's parameters; the first problem wins, in the order the page shows its fields. */
export function checkParameters(report: ReportDefinition, raw: RawReportParameters): Checked {
  const needs = new Set(report.parameters);
  const out: ReportParameters = { branch: null };
  if (needs.has('MINIMUM_VALUE') && blank(raw.minimumValue)) return { problem: REPORT_MESSAGES.minimumValue };
  if (needs.has('BRANCH') && blank(raw.branch)) return { problem: REPORT_MESSAGES.branchOrPeriod };
  if (needs.has('PERIOD') && (blank(raw.startDate) || blank(raw.endDate))) return { problem: REPORT_MESSAGES.branchOrPeriod };
  if (needs.has('BRANCH')) {
    const text = raw.branch!.trim();
    if (text.toLowerCase() !== ALL_BRANCHES.toLowerCase()) {
      if (!/^\d{1,9}$/.test(text) || Number(text) === 0) return { problem: REPORT_MESSAGES.badBranch(text) };
      out.branch = Number(text);
    }
  }
  if (needs.has('PERIOD')) {
    const start = isoDay(raw.startDate!);
    if (!start) return { problem: REPORT_MESSAGES.badDate(raw.startDate!.trim()) };
    const end = isoDay(raw.endDate!);
    if (!end) return { problem: REPORT_MESSAGES.badDate(raw.endDate!.trim()) };
    if (start > end) return { problem: REPORT_MESSAGES.startAfterEnd };
    if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_PERIOD_DAYS) return { problem: REPORT_MESSAGES.periodTooLong(MAX_PERIOD_DAYS) };
    out.period = { start, end };
  }
  if (needs.has('MINIMUM_VALUE')) {
    const value = decimalText(raw.minimumValue!);
    if (!value) return { problem: REPORT_MESSAGES.badMinimum(raw.minimumValue!.trim()) };
    out.minimumValue = value;
  }
  return { ok: out };
}

/** The product API's query (docs/areas/staff-and-support.md#calls: dates sent quoted, 'Todas' for every branch). */
export function upstreamQuery(report: ReportDefinition, params: ReportParameters): Record<string, string> {
  const query: Record<string, string> = {};
  if (report.parameters.includes('BRANCH')) query.filial = params.branch === null ? ALL_BRANCHES : String(params.branch);
  if (params.period) {
    query.datainicial = `'${params.period.start}'`;
    query.datafinal = `'${params.period.end}'`;
  }
  if (params.minimumValue) query.valorminimo = params.minimumValue;
  return query;
}

/** Parameters checked and the branch narrowed by the policy; the refusal (status and message) otherwise. */
export function resolveParameters(
  session: Session,
  report: ReportDefinition,
  raw: RawReportParameters,
): { ok: ReportParameters } | { status: 400 | 403; code: string; message: string } {
  const checked = checkParameters(report, raw);
  if ('problem' in checked) return { status: 400, code: 'BAD_USER_INPUT', message: checked.problem };
  if (!report.parameters.includes('BRANCH')) return checked;
  try {
    return { ok: { ...checked.ok, branch: branchFilter(session, 'reports', checked.ok.branch) } };
  } catch {
    return { status: 403, code: 'FORBIDDEN', message: forbidden().message };
  }
}

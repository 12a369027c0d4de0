// The page's side of the reports' parameter rules (docs/areas/staff-and-support.md#validation), checked before the
// gateway is asked (which checks them again): report 5 needs its minimum value, the others the branch and/or period the
// catalogue says.
import type { ReportParameter } from '../generated/graphql';
import { dayText } from '../lib/dateFields';

export const REPORT_TEXTS = {
  minimumValue: 'É necessário definir o valor mínimo para geração do relatório',
  branchOrPeriod: 'É necessário definir a filial e/ou o período de informações para geração do relatório',
  badMinimum: (text: string) => `Valor mínimo inválido: ${text}. Use um valor como 150,00.`,
  /** A date field's text it does not accept ('Data inicial', 'Data inválida'): said as such, not as a missing period. */
  badDate: (field: string, problem: string) => `${field}: ${problem}. Corrija a data para gerar o relatório.`,
  generating: 'Gerando relatório...',
  loadFailed: 'Erro ao gerar o relatório: ',
  loadListFailed: 'Erro ao carregar os relatórios: ',
} as const;

export const ALL_BRANCHES = 'Todas';
/** The catalogue is paged in the browser, 8 reports a page; no query sends this size. */
export const REPORTS_PER_PAGE = 8;

export interface ReportForm {
  /** '' (not chosen), 'Todas' or a branch code */
  branch: string;
  /** 'YYYY-MM-DD' or '' */
  startDate: string;
  endDate: string;
  /** as typed: '150,00' */
  minimumValue: string;
}

export const EMPTY_FORM: ReportForm = { branch: '', startDate: '', endDate: '', minimumValue: '' };

/**
 * Whether a typed minimum value is money the gateway takes ('150', '150,00', 'R$ 1.234,56'; at most 12 digits before
 * the separator, 3 after): 'abc', '12abc' or '1e5' are refused here, not sent to come back as a 400.
 */
export function minimumValueTaken(text: string): boolean {
  let t = text.trim().replace(/^R\$\s*/, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  return /^\d{1,12}(\.\d{1,3})?$/.test(t);
}

/** The message that stops generation, or null when the report can be asked for. */
export function formProblem(parameters: readonly ReportParameter[], form: ReportForm): string | null {
  if (parameters.includes('MINIMUM_VALUE') && form.minimumValue.trim() === '') return REPORT_TEXTS.minimumValue;
  if (parameters.includes('MINIMUM_VALUE') && !minimumValueTaken(form.minimumValue)) return REPORT_TEXTS.badMinimum(form.minimumValue.trim());
  if (parameters.includes('BRANCH') && form.branch === '') return REPORT_TEXTS.branchOrPeriod;
  if (parameters.includes('PERIOD') && (form.startDate === '' || form.endDate === '')) return REPORT_TEXTS.branchOrPeriod;
  return null;
}

/** The CSV's query string, with the product API's parameter names (the gateway route reads them). */
export function csvQuery(parameters: readonly ReportParameter[], form: ReportForm): string {
  const query = new URLSearchParams();
  if (parameters.includes('BRANCH')) query.set('filial', form.branch);
  if (parameters.includes('PERIOD')) {
    query.set('datainicial', form.startDate);
    query.set('datafinal', form.endDate);
  }
  if (parameters.includes('MINIMUM_VALUE')) query.set('valorminimo', form.minimumValue.trim());
  return query.toString();
}

/** The gateway's refusal of a CSV ({error: {message}}), else the HTTP status. */
export async function refusalText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // not JSON
  }
  return `HTTP ${res.status}`;
}

/** What a generated file covers, as its dialog restates it: 'Filial: 17 - Loja 17', 'Período: 01/10/2026 a 31/10/2026'. */
export function reportScope(
  parameters: readonly ReportParameter[],
  form: ReportForm,
  branches: readonly { code: number; name: string }[],
): { branch?: string; period?: string } {
  const scope: { branch?: string; period?: string } = {};
  if (parameters.includes('BRANCH')) {
    const known = branches.find((b) => String(b.code) === form.branch);
    scope.branch = known ? `${known.code} - ${known.name}` : form.branch;
  }
  if (parameters.includes('PERIOD')) scope.period = `${dayText(form.startDate)} a ${dayText(form.endDate)}`;
  return scope;
}

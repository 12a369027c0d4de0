// Query parameters of the report endpoints (docs/areas/staff-and-support.md#calls). The panel sends dates quoted
// ('2026-03-01' with the quotes); plain dates are accepted too. Bad input becomes a DRF-style 400 body.
export class ReportInputError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super(
      Object.entries(fields)
        .map(([k, v]) => `${k}: ${v.join(' ')}`)
        .join('; '),
    );
    this.name = 'ReportInputError';
  }
}

export const REQUIRED = 'This field is required.';
export const INVALID_DATE = 'Enter a valid date.';
export const INVALID_NUMBER = 'A valid number is required.';
export const INVALID_BRANCH = 'Enter a whole number.';

function unquote(raw: string | null): string {
  return (raw ?? '')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim();
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export interface Period {
  start: string;
  end: string;
}

export interface ReportParams {
  period?: Period;
  /** null means every branch ('Todas' or absent). */
  branch: number | null;
  minimumValue?: string;
}

export interface ParamNeeds {
  period?: boolean;
  minimumValue?: boolean;
}

/** Reads and validates the parameters a report needs; collects every problem before throwing. */
export function readParams(query: URLSearchParams, needs: ParamNeeds): ReportParams {
  const errors: Record<string, string[]> = {};
  const out: ReportParams = { branch: null };

  const branchText = unquote(query.get('filial'));
  if (branchText !== '' && branchText.toLowerCase() !== 'todas') {
    if (/^\d{1,9}$/.test(branchText)) out.branch = Number(branchText);
    else errors.filial = [INVALID_BRANCH];
  }

  if (needs.period) {
    const start = unquote(query.get('datainicial'));
    const end = unquote(query.get('datafinal'));
    if (start === '') errors.datainicial = [REQUIRED];
    else if (!isRealDate(start)) errors.datainicial = [INVALID_DATE];
    if (end === '') errors.datafinal = [REQUIRED];
    else if (!isRealDate(end)) errors.datafinal = [INVALID_DATE];
    if (!errors.datainicial && !errors.datafinal) {
      if (start > end) errors.datafinal = ['Ensure this date is on or after datainicial.'];
      else out.period = { start, end };
    }
  }

  if (needs.minimumValue) {
    const text = unquote(query.get('valorminimo')).replace(',', '.');
    if (text === '') errors.valorminimo = [REQUIRED];
    else if (!/^\d{1,12}(\.\d{1,3})?$/.test(text)) errors.valorminimo = [INVALID_NUMBER];
    else out.minimumValue = text;
  }

  if (Object.keys(errors).length > 0) throw new ReportInputError(errors);
  return out;
}

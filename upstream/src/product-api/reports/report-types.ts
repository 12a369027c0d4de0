import type { Queryable } from '@painel/db/database';
import type { ParamNeeds, ReportParams } from './params';

export type ReportRow = Record<string, unknown>;

export interface ReportDef {
  /** Path segment, e.g. 'relatorio5'. */
  name: string;
  /** Title and CSV file name of docs/areas/staff-and-support.md#report-catalogue (for documentation and the panel's catalogue). */
  title: string;
  needs: ParamNeeds;
  run(db: Queryable, params: ReportParams): Promise<ReportRow[]>;
}

/** SQL parameters shared by the period reports: $1 start, $2 end, $3 branch or null. */
export function periodArgs(params: ReportParams): unknown[] {
  return [params.period!.start, params.period!.end, params.branch];
}

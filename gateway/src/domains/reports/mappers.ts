// Report shapes: the catalogue's definition as the schema's Report (with its CSV's and XLSX's paths), and the parameters as the text the parameter
// rules read, from GraphQL's typed input or from the CSV route's query string, so both paths refuse alike.
import type { ReportParametersInput } from '../../generated/resolvers-types';
import { dateScalarDay } from '../../kit/dates';
import { xlsxFileName, type ReportDefinition } from './catalogue';
import { ALL_BRANCHES, type RawReportParameters } from './rules';

export const toReport = (report: ReportDefinition) => ({
  ...report,
  parameters: [...report.parameters],
  columns: [...report.columns],
  csvPath: `/reports/${report.index}.csv`,
  xlsxFileName: xlsxFileName(report),
  xlsxPath: `/reports/${report.index}.xlsx`,
});

/** The typed input as the rules read the query string. */
export function rawFromInput(input: ReportParametersInput): RawReportParameters {
  return {
    branch: input.allBranches ? ALL_BRANCHES : input.branch == null ? null : String(input.branch),
    startDate: dateScalarDay(input.startDate),
    endDate: dateScalarDay(input.endDate),
    minimumValue: input.minimumValue ?? null,
  };
}

/** The query string's names are the product API's (docs/areas/staff-and-support.md#calls). */
export function rawParameters(search: URLSearchParams): RawReportParameters {
  return { branch: search.get('filial'), startDate: search.get('datainicial'), endDate: search.get('datafinal'), minimumValue: search.get('valorminimo') };
}

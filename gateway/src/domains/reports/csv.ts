// The CSV of a report (spec 002 section 9): ';' between fields, decimal comma, money in BRL pt-BR ('R$ 1.234,50'),
// dates DD/MM/YYYY, a header row with the column names. csv-stringify does the quoting (a ';', a quote or a line
// break inside a field); a byte-order mark first, so spreadsheet programs read the accents as UTF-8.
import { Transform, type TransformCallback } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { ReportColumn, ReportDefinition } from './catalogue';

const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
// No thousands separator on quantities: a spreadsheet reads '1234,5' as a number in a pt-BR locale.
const DECIMAL = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 3 });

/** One value as the CSV shows it; null and empty values are empty fields. */
export function formatCell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'MONEY':
      return MONEY.format(Number(value));
    case 'DECIMAL':
      return DECIMAL.format(Number(value));
    case 'DATE': {
      const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : String(value);
    }
    default:
      return String(value);
  }
}

/** A row of the product API as the CSV's fields, in the catalogue's column order. */
export function csvFields(report: ReportDefinition, row: Record<string, unknown>): string[] {
  return report.columns.map((column) => formatCell(column, row[column.key]));
}

/** The row's values as GraphQL gives them to tools: canonical text (decimals with a point, dates YYYY-MM-DD). */
export function dataValues(report: ReportDefinition, row: Record<string, unknown>): (string | null)[] {
  return report.columns.map((column) => {
    const value = row[column.key];
    return value === null || value === undefined ? null : String(value);
  });
}

export const CSV_OPTIONS = { delimiter: ';', bom: true, record_delimiter: '\r\n' } as const;

/** Object rows in, CSV text out: the header first, then one line per row, with backpressure end to end. */
export function csvWriter(report: ReportDefinition): { rows: Transform; csv: Stringifier } {
  const csv = stringify(CSV_OPTIONS);
  csv.write(report.columns.map((column) => column.key));
  const rows = new Transform({
    objectMode: true,
    transform(row: Record<string, unknown>, _encoding: BufferEncoding, done: TransformCallback) {
      done(null, csvFields(report, row));
    },
  });
  return { rows, csv };
}

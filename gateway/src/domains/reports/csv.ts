// The CSV of a report (docs/areas/staff-and-support.md#csv-and-xlsx-files): ';' between fields, decimal comma, money in
// BRL pt-BR ('R$ 1.234,50'), dates DD/MM/YYYY, a header row with the column names. csv-stringify does the quoting (a
// ';', a quote or a line break inside a field) in one call per batch of rows; a byte-order mark first, so spreadsheet
// programs read the accents as UTF-8.
import { Transform, type TransformCallback } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ReportColumn, ReportDefinition } from './catalogue';

const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
// No thousands separator on quantities: a spreadsheet reads '1234,5' as a number in a pt-BR locale.
const DECIMAL = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 3 });

// OWASP's CSV-injection guidance: a spreadsheet runs a cell that begins with one of these as a formula (a customer
// named '=HYPERLINK(...)' would become a live link). Such a cell gets a leading apostrophe, which the spreadsheet
// shows as text. Only text the gateway passes through is at risk: money, decimals and dates it formats itself begin
// with 'R$', a digit or a minus sign it wrote, and stay numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text from the product API as a cell no spreadsheet will run as a formula. */
function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const INTEGER_TEXT = /^-?\d+$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
/** A number or a date as the product API writes them ('-12.50', '2026-03-05'): data, never a formula. */
const NUMBER_OR_DAY = /^-?\d+(\.\d+)?$|^\d{4}-\d{2}-\d{2}/;

/** One value as the CSV shows it; null and empty values are empty fields. */
export function formatCell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'MONEY':
      return MONEY.format(Number(value));
    case 'DECIMAL':
      return DECIMAL.format(Number(value));
    case 'DATE': {
      const iso = ISO_DAY.exec(String(value));
      return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : inertText(String(value));
    }
    case 'INTEGER':
      return INTEGER_TEXT.test(String(value)) ? String(value) : inertText(String(value));
    default:
      return inertText(String(value));
  }
}

/** A row of the product API as the CSV's fields, in the catalogue's column order. */
function csvFields(report: ReportDefinition, row: Record<string, unknown>): string[] {
  return report.columns.map((column) => formatCell(column, row[column.key]));
}

/**
 * The row's values as GraphQL gives them to tools: canonical text (decimals with a point, dates YYYY-MM-DD). Tools
 * paste these into spreadsheets too, so text columns are made inert as in the CSV.
 */
export function dataValues(report: ReportDefinition, row: Record<string, unknown>): (string | null)[] {
  return report.columns.map((column) => {
    const value = row[column.key];
    if (value === null || value === undefined) return null;
    const text = String(value);
    return column.kind !== 'TEXT' && column.kind !== 'CODE' && NUMBER_OR_DAY.test(text) ? text : inertText(text);
  });
}

const CSV_OPTIONS = { delimiter: ';', record_delimiter: '\r\n' } as const;

/**
 * Arrays of rows in (one per upstream chunk, json-rows.ts), CSV bytes out: a byte-order mark and the header first,
 * then each array written by csv-stringify in one call, so the cost per row is the formatting, not stream hops.
 */
export function csvBatches(report: ReportDefinition): Transform {
  let started = false;
  const header = () => `\ufeff${stringify([report.columns.map((column) => column.key)], CSV_OPTIONS)}`;
  return new Transform({
    writableObjectMode: true,
    transform(rows: Record<string, unknown>[], _encoding: BufferEncoding, done: TransformCallback) {
      const text = stringify(
        rows.map((row) => csvFields(report, row)),
        CSV_OPTIONS,
      );
      done(null, started ? text : `${header()}${text}`);
      started = true;
    },
    flush(done: TransformCallback) {
      done(null, started ? null : header());
    },
  });
}

/**
 * csv-stringify pushes one small chunk per row; written as they come, each is an HTTP chunk and a socket write
 * (8 000 for report 2 at the benchmark's scale). Gathered into chunks of about 64 KiB, it is a handful.
 */
export function batched(size = 64 * 1024): Transform {
  let parts: Buffer[] = [];
  let held = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      parts.push(chunk);
      held += chunk.length;
      if (held < size) return done();
      const out = Buffer.concat(parts, held);
      parts = [];
      held = 0;
      done(null, out);
    },
    flush(done: TransformCallback) {
      done(null, held ? Buffer.concat(parts, held) : null);
    },
  });
}

// A report's XLSX (docs/decisions/0050-report-xlsx.md), beside the CSV that keeps the spec's formats: the same rows,
// each cell typed by its column's kind in the catalogue (catalogue.ts), so Excel reads them without losing data. CODE
// and TEXT are text cells (a CPF keeps its leading 0, an EAN its 13 digits; CODE columns are formatted '@', so a code
// typed into them stays text too), INTEGER and DECIMAL numbers, MONEY numbers in Excel's BRL currency format
// (summable), DATE real dates shown DD/MM/YYYY. The header row is bold, frozen and carries the filter buttons. The page
// shows no totals (it offers the file only), so the sheet has no totals row: every row is a report row.
//
// Written by exceljs's streaming WorkbookWriter with inline strings (no shared-string table held for the end), each
// row committed as it comes, so memory stays bounded like the CSV's. exceljs writes the sheet's XML into a buffer of
// its own that never says 'full' (StreamBuf); the sheet is given a Node PassThrough instead (boundedParts), whose
// fill says when the zip (and behind it the browser) is behind, and the next batch of rows waits for it to drain:
// backpressure reaches the product API's socket as in the CSV.
import { Duplex, PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportColumn, ReportColumnKind, ReportDefinition } from './catalogue';

/** Excel's own BRL currency format (pt-BR, locale 0x416): 'R$ 1.234,50' in a Brazilian Excel, and a number. */
export const BRL_FORMAT = '[$R$-416] #,##0.00;-[$R$-416] #,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';
/** Excel's text format. */
export const TEXT_FORMAT = '@';

interface ColumnLayout {
  numFmt?: string;
  width: number;
}

/** How each kind of column is laid out in the sheet (its cells' number format and a starting width). */
export const XLSX_LAYOUT: Record<ReportColumnKind, ColumnLayout> = {
  TEXT: { width: 30 },
  CODE: { numFmt: TEXT_FORMAT, width: 16 },
  INTEGER: { numFmt: '0', width: 10 },
  DECIMAL: { width: 12 },
  MONEY: { numFmt: BRL_FORMAT, width: 16 },
  DATE: { numFmt: DATE_FORMAT, width: 12 },
};

export type XlsxValue = string | number | Date | null;

const NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * One value of the product API as the sheet's cell: null and '' are empty cells; a value that does not fit its
 * column's kind (a code where a number was expected) is written as the text it is rather than dropped or guessed at.
 * Text is never a formula in an XLSX (a string cell is not evaluated), so it goes in as it is, without the CSV's
 * apostrophe.
 */
export function xlsxValue(column: ReportColumn, value: unknown): XlsxValue {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  switch (column.kind) {
    case 'INTEGER':
    case 'DECIMAL':
    case 'MONEY':
      return NUMBER.test(text.trim()) ? Number(text) : text;
    case 'DATE': {
      const iso = ISO_DAY.exec(text);
      // Midnight UTC: exceljs writes a date as its UTC serial, so the cell is the whole day, with no time part.
      return iso ? new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))) : text;
    }
    default:
      return text;
  }
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\. */
export function sheetName(report: ReportDefinition): string {
  return report.title
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim();
}

/** The one PassThrough per zip part, in place of exceljs's StreamBuf (see the file's head). */
const PART_HIGH_WATER_MARK = 64 * 1024;

interface WriterInternals {
  zip: { append(source: Readable, data: { name: string }): void; abort(): void };
  _openStream(path: string): Writable;
}

/**
 * A zip part's stream: a PassThrough that says when it is full. exceljs writes some of a sheet's XML as its own
 * StringBuf (a string builder with toBuffer()), which its StreamBuf takes and a Node stream does not: copied to a
 * Buffer as it is written (exceljs reuses the builder right after).
 */
class PartStream extends PassThrough {
  override write(chunk: unknown, ...rest: unknown[]): boolean {
    const data =
      !Buffer.isBuffer(chunk) && typeof (chunk as { toBuffer?: unknown })?.toBuffer === 'function' ? (chunk as { toBuffer(): Buffer }).toBuffer() : chunk;
    return (super.write as (...args: unknown[]) => boolean)(data, ...rest);
  }
}

function boundedParts(workbook: ExcelJS.stream.xlsx.WorkbookWriter): WriterInternals {
  const internals = workbook as unknown as WriterInternals;
  internals._openStream = (path: string) => {
    const part = new PartStream({ highWaterMark: PART_HIGH_WATER_MARK });
    internals.zip.append(part, { name: path });
    // What WorkbookWriter.commit waits for before it writes the parts that follow the sheet.
    part.once('finish', () => part.emit('zipped'));
    return part;
  };
  return internals;
}

/**
 * Arrays of rows in (one per upstream chunk, json-rows.ts), the XLSX's bytes out. A batch is taken once the sheet's
 * part has room again, so at most one batch and the streams' buffers are held, whatever the report's size.
 */
export function xlsxBatches(report: ReportDefinition): Duplex {
  const zipped = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: zipped, useStyles: true, useSharedStrings: false });
  const internals = boundedParts(workbook);
  workbook.creator = 'Painel de Controle';
  const sheet = workbook.addWorksheet(sheetName(report), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = report.columns.map((column) => {
    const layout = XLSX_LAYOUT[column.kind];
    return { key: column.key, width: Math.max(layout.width, column.key.length + 2), style: layout.numFmt ? { numFmt: layout.numFmt } : {} };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: report.columns.length } };
  const header = sheet.addRow(report.columns.map((column) => column.key));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.numFmt = 'General';
  });
  header.commit();
  const part = (sheet as unknown as { stream: Writable }).stream;

  /** Resolves when the sheet's part has room again; rejects when the download is torn down first. */
  const room = () =>
    new Promise<void>((resolve, reject) => {
      if (!part.writableNeedDrain) return resolve();
      const drained = () => (part.off('close', closed), resolve());
      const closed = () => (part.off('drain', drained), reject(new Error('the XLSX was abandoned')));
      part.once('drain', drained);
      part.once('close', closed);
    });

  let reading = false;
  const out = new Duplex({
    writableObjectMode: true,
    write(rows: Record<string, unknown>[], _encoding, done) {
      try {
        for (const row of rows) sheet.addRow(report.columns.map((column) => xlsxValue(column, row[column.key]))).commit();
      } catch (error) {
        return done(error as Error);
      }
      room().then(() => done(), done);
    },
    final(done) {
      workbook.commit().then(() => done(), done);
    },
    read() {
      if (reading) return;
      reading = true;
      zipped.resume();
    },
    destroy(error, done) {
      internals.zip.abort();
      part.destroy();
      zipped.destroy();
      done(error);
    },
  });
  zipped.on('data', (chunk: Buffer) => {
    if (out.push(chunk)) return;
    reading = false;
    zipped.pause();
  });
  zipped.pause();
  zipped.once('end', () => out.push(null));
  zipped.once('error', (error) => out.destroy(error));
  return out;
}

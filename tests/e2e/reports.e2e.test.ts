// 'Relatórios' in Chromium against the real stack: the superuser is stopped by the spec's message without a
// branch and period, then generates report 0 for every branch over two years ('Gerando relatório...', the dialog),
// downloads the CSV and reads it (';', the header, dates DD/MM/YYYY, BRL), then the XLSX beside it (read back by
// exceljs: the same header, CPFs text, money numbers). A separator (type 4) is sent to
// /dashboard/.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, withChromium } from './browser';
import { screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

describe('Relatórios', () => {
  it('as the superuser: generates a report, downloads its CSV and reads it', async () => {
    await asUser(browser, '1001', async (page) => {
      await page.goto('/dashboard/relatorio/');
      await page.getByText('Clientes primeiro pedido').click();
      const generate = page.getByRole('button', { name: 'Gerar Relatório' });
      await generate.click();
      await expectToast(page, 'É necessário definir a filial e/ou o período de informações para geração do relatório');
      await page.locator('#relatorio-0-filial').selectOption('Todas');
      await page.locator('#relatorio-0-inicio').fill('01/01/2025');
      await page.locator('#relatorio-0-fim').fill('31/12/2026');
      await page.keyboard.press('Escape');
      await generate.click();
      await expectToast(page, 'Gerando relatório...');
      const dialog = page.getByRole('dialog', { name: 'Relatório gerado' });
      await dialog.getByText('relatorio_clientesprimeiropedido.csv').waitFor();
      await screenshot(page, 'reports-dialog');
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByText('Baixar CSV').click()]);
      expect(download.suggestedFilename()).toBe('relatorio_clientesprimeiropedido.csv');
      const text = (await readFile((await download.path())!)).toString('utf8').replace(/^\ufeff/, '');
      const [header, ...lines] = text.trim().split('\r\n');
      expect(header).toBe('Código Cliente;Cliente;CPF;E-mail;Telefone;Filial;Pedido;Data do Pedido;Valor');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const fields = line.split(';');
        expect(fields[7]).toMatch(/^\d{2}\/\d{2}\/202[56]$/);
        expect(fields.at(-1)).toMatch(/^R\$\u00a0[\d.]+,\d{2}$/);
      }
      const [xlsx] = await Promise.all([page.waitForEvent('download'), dialog.getByText('Baixar XLSX').click()]);
      expect(xlsx.suggestedFilename()).toBe('relatorio_clientesprimeiropedido.xlsx');
      const bytes = await readFile((await xlsx.path())!);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
      const sheet = book.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1).join(';')).toBe(header);
      expect(sheet.rowCount - 1).toBe(lines.length);
      for (let n = 2; n <= sheet.rowCount; n++) {
        const row = sheet.getRow(n);
        expect([ExcelJS.ValueType.String, ExcelJS.ValueType.Null]).toContain(row.getCell(3).type);
        expect(row.getCell(9).type).toBe(ExcelJS.ValueType.Number);
      }
    });
  });

  it('as a separator (type 4): /dashboard/relatorio sends to /dashboard/', async () => {
    await asUser(browser, '1004', async (page) => {
      await page.goto('/dashboard/relatorio/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

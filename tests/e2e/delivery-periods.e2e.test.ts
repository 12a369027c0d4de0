// 'Períodos de Entrega' in Chromium against the real stack: the superuser creates a period and adds it to
// branch 18, then edits it; a manager reads the tables without edit buttons; a submanager is sent to /dashboard/.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, typeTime, withChromium } from './browser';

let browser: Browser;
withChromium((launched) => (browser = launched));

async function searchBranch(page: Page, code: string) {
  await page.goto('/dashboard/horario/');
  await page.getByRole('heading', { name: 'Períodos de Entrega', exact: true }).waitFor();
  await page.getByLabel('Código da Filial').fill(code);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('heading', { name: 'Horários Normais' }).waitFor();
}

describe('Períodos de Entrega', () => {
  it('as a superuser: new period, added to the branch as a special date, then edited', async () => {
    await asUser(browser, '1001', async (page) => {
      await searchBranch(page, '18');
      await page.getByRole('button', { name: 'Novo Período' }).click();
      const dialog = page.getByRole('dialog');
      // A click selects the hour shown, so typing replaces it.
      await dialog.getByLabel('Hora Inicial', { exact: true }).click();
      await page.keyboard.type('22');
      expect(await dialog.getByLabel('Hora Inicial', { exact: true }).inputValue()).toBe('22');
      await dialog.getByLabel('Hora Fim', { exact: true }).click();
      await page.keyboard.type('23');
      expect(await dialog.getByLabel('Hora Fim', { exact: true }).inputValue()).toBe('23');
      if (process.env.SCREENSHOT_DIR) await dialog.screenshot({ path: `${process.env.SCREENSHOT_DIR}/periodos-novo.png` });
      await typeTime(dialog.getByLabel('Hora Inicial', { exact: true }), '22:10');
      await typeTime(dialog.getByLabel('Hora Fim', { exact: true }), '23:20');
      await dialog.getByRole('button', { name: 'Cadastrar' }).click();
      await expectToast(page, 'Horário Cadastrado Com Sucesso!');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Adicionar Horários' }).click();
      await dialog.getByLabel('Período').selectOption({ label: '22:10 - 23:20' });
      await dialog.getByLabel('Quantidade Máxima de Entregas').fill('3');
      await dialog.getByLabel('Tipo').selectOption('ESP');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Horário da Filial Adicionado com Sucesso!');
      const special = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Dias Especiais' }) });
      await special.getByRole('cell', { name: '22:10', exact: true }).waitFor();
      await special.getByRole('button', { name: 'Editar horário 22:10 - 23:20' }).click();
      await dialog.getByLabel('Quantidade Máxima de Entregas').fill('8');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Horário da Filial Atualizado Com Sucesso!');
      await special.locator('tr').filter({ hasText: '22:10' }).getByRole('cell', { name: '8', exact: true }).waitFor();
    });
  });

  it('as a manager: reads the tables, no edit buttons', async () => {
    await asUser(browser, '1002', async (page) => {
      await searchBranch(page, '17');
      await page.locator('table tbody tr').first().waitFor();
      expect(await page.getByRole('button', { name: 'Novo Período' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Editar horário/ }).count()).toBe(0);
    });
  });

  it('as a submanager (type 3): /dashboard/horario sends to /dashboard/', async () => {
    await asUser(browser, '1003', async (page) => {
      await page.goto('/dashboard/horario/');
      await page.waitForURL((url) => url.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

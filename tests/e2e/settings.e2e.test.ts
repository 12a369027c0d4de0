// 'Configurações Gerais' in Chromium against the real stack: a manager opens the page (locked until a branch is
// chosen), edits branch 18, sees the gateway's field error, saves (the form locks again) and finds the value after
// a reload; the password field never shows the stored password. A submanager is sent to /dashboard/.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, withChromium } from './browser';
import { screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

describe('Configurações Gerais', () => {
  it('as a manager: chooses a branch, is refused a negative fee on its field, saves and finds it again', async () => {
    await asUser(browser, '1002', async (page) => {
      await page.goto('/dashboard/configuracoes/');
      await page.getByText('Selecione a filial para alterar/visualizar suas respectivas configurações!').waitFor();
      expect(await page.getByLabel('URL do Chat de Suporte').isDisabled()).toBe(true);
      await page.getByLabel('Filial', { exact: true }).selectOption('18');
      const url = page.getByLabel('URL do Chat de Suporte');
      await expect.poll(() => url.isDisabled()).toBe(false);
      expect(await page.getByLabel('Senha').inputValue()).toBe('');
      expect(await page.getByLabel('Senha').getAttribute('placeholder')).toBe('Senha cadastrada: preencha para trocar');
      await page.getByLabel('Taxa de Serviço (R$)').fill('-1');
      await page.getByLabel('Taxa de Serviço (R$)').press('Enter');
      await page.getByText('O valor mínimo é 0!').waitFor();
      await page.getByLabel('Taxa de Serviço (R$)').fill('1,75');
      await url.fill('https://suporte.example.com/filial-18');
      // The same token again: the flows of the other tests keep working with it.
      await page.getByLabel('Senha').fill('cv-token-18');
      await screenshot(page, 'settings-editing');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Configurações Atualizadas com Sucesso!');
      await expect.poll(() => url.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Editar' }).waitFor();
      await page.reload();
      await expect.poll(() => page.getByLabel('Taxa de Serviço (R$)').inputValue()).toMatch(/^1,75/);
      expect(await url.inputValue()).toBe('https://suporte.example.com/filial-18');
      expect(await page.getByLabel('Senha').inputValue()).toBe('');
      expect(await page.content()).not.toContain('cv-token');
    });
  });

  it('as a submanager (type 3): /dashboard/configuracoes sends to /dashboard/', async () => {
    await asUser(browser, '1003', async (page) => {
      await page.goto('/dashboard/configuracoes/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

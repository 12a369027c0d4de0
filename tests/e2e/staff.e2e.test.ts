// The staff pages in Chromium against the real stack: the superuser walks 'Funcionários' (role switches in the
// URL), 'Busca de Entregadores' and 'Busca de Separadores', where it creates a picker (found again by the filter)
// and deactivates it (the confirmation names it; it leaves the default list of active people, 'situacao=inativos'
// shows it 'Inativo');
// the submanager (type 3) sees branch 17 only; marketing (type 5) is sent to /dashboard/.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, waitInPage, withChromium } from './browser';
import { screenshot, toast } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

/** The text of one column of the table's rows. */
const column = async (page: Page, index: number) =>
  (await page.locator(`table.list-table tbody tr td:nth-child(${index})`).allInnerTexts()).map((t) => t.trim());

describe('staff pages', () => {
  it('as the superuser: Funcionários filtered by role, Entregadores, a new picker in Separadores', async () => {
    await asUser(browser, '1001', async (page) => {
      await page.goto('/dashboard/funcionario/');
      await page.getByRole('columnheader', { name: 'Cargo' }).waitFor();
      await page.locator('table.list-table tbody tr').first().waitFor();
      expect(await column(page, 1)).not.toContain('1001');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      const filter = page.getByRole('dialog', { name: 'Filtrar Funcionários' });
      for (const role of ['Gerentes', 'Subgerentes', 'Marketing', 'Separadores', 'Conferentes']) await filter.getByText(role, { exact: true }).click();
      await filter.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Funcionário(s) encontrado(s) com sucesso!').waitFor();
      expect(new URL(page.url()).searchParams.get('cargos')).toBe('DELIVERYMAN');
      await waitInPage(page, `[...document.querySelectorAll('table.list-table tbody tr td:nth-child(6)')].every((td) => td.textContent === 'Entregador')`);
      await screenshot(page, 'staff-funcionario');

      await page.goto('/dashboard/entregador/');
      await page.getByRole('heading', { name: 'Busca de Entregadores' }).waitFor();
      await page.locator('table.list-table tbody tr').first().waitFor();

      await page.goto('/dashboard/separador/');
      await page.getByRole('heading', { name: 'Busca de Separadores' }).waitFor();
      await page.getByRole('button', { name: 'Novo Separador' }).click();
      const form = page.getByRole('dialog', { name: 'Novo Separador' });
      const registration = String(7000 + Math.floor(Math.random() * 2000));
      await form.getByLabel('Matrícula').fill(registration);
      await form.getByLabel('Nome').fill('Pietra E2E');
      await form.getByLabel('CPF').fill('52998224725');
      await form.getByLabel('Senha').fill('senha-e2e-1');
      await form.getByLabel('Filial').selectOption('17');
      await form.getByRole('button', { name: 'Cadastrar' }).click();
      await toast(page, 'Separador Cadastrado Com Sucesso').waitFor();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Filtrar' }).click();
      const search = page.getByRole('dialog', { name: 'Filtrar Separadores' });
      await search.getByLabel('Matrícula').fill(registration);
      await search.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Separador(es) encontrado(s) com sucesso!').waitFor();
      await waitInPage(page, `document.querySelector('table.list-table tbody tr td:nth-child(2)')?.textContent === '${registration}'`);
      expect(await column(page, 3)).toEqual(['Pietra E2E']);
      expect(await column(page, 5)).toEqual(['Disponível']);
      expect(await column(page, 6)).toEqual(['Ativo']);
      await screenshot(page, 'staff-separador');

      await page.getByRole('button', { name: 'Desativar Pietra E2E' }).click();
      const confirm = page.getByRole('dialog', { name: 'Desativar' });
      await confirm.getByText('Deseja realmente desativar Pietra E2E?').waitFor();
      await confirm.getByRole('button', { name: 'Desativar' }).click();
      await toast(page, 'Separador desativado com sucesso.').waitFor();
      await page.getByText('Nenhum separador encontrado!').first().waitFor();
      await page.goto(`/dashboard/separador/?matricula=${registration}&situacao=inativos`);
      await page.getByRole('button', { name: 'Reativar Pietra E2E' }).waitFor();
      expect(await column(page, 6)).toEqual(['Inativo']);
    });
  });

  it('as the submanager: pickers and deliverymen of branch 17 only; Funcionários is not offered', async () => {
    await asUser(browser, '1003', async (page) => {
      await page.goto('/dashboard/separador/?itens=-1');
      await page.locator('table.list-table tbody tr').first().waitFor();
      const branches = new Set((await column(page, 4)).map((b) => b.split(' - ')[0]));
      expect([...branches]).toEqual(['17']);
      await page.goto('/dashboard/funcionario/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
    });
  });

  it('as marketing: the staff pages send to /dashboard/', async () => {
    await asUser(browser, '1005', async (page) => {
      await page.goto('/dashboard/entregador/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

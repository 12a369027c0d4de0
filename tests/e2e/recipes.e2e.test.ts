// 'Receitas' in Chromium against the real stack. The superuser creates a recipe with its 400x400 image and a
// product found in 'Pesquisar Produtos' (branch chosen in the dialog), sees it in the list (kept after a reload)
// and deletes it after the confirmation; a separator (type 4) is sent to /dashboard/.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, canvasJpeg, expectToast, withChromium } from './browser';
import { screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

describe('Receitas', () => {
  it('as the superuser: creates a recipe with an image and a searched product, then deletes it', async () => {
    await asUser(browser, '1001', async (page) => {
      await page.goto('/dashboard/receitas/');
      await page.getByText(/^Página 1 de \d+$/).waitFor();
      await page.getByRole('button', { name: 'Nova receita' }).click();
      const form = page.getByRole('dialog', { name: 'Nova receita' });
      await form.getByLabel('Nome').fill('Cuscuz E2E');
      await form.getByLabel('Descrição').fill('Cuscuz de milho no vapor');
      await form.locator('#receita-imagem').setInputFiles({ name: 'cuscuz.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, 400, 400, 'Cuscuz') });
      await form.getByRole('img', { name: 'Imagem atual' }).waitFor();
      const ingredient = form.getByRole('group', { name: 'Ingrediente 1' });
      await ingredient.getByLabel('Ingrediente').fill('arroz');
      await ingredient.getByLabel('Quantidade').fill('2');
      await ingredient.getByLabel('Unidade').fill('xícara');
      await ingredient.getByRole('button', { name: 'Pesquisar Produtos' }).click();

      const finder = page.getByRole('dialog', { name: /^Pesquisar Produtos/ });
      await finder.getByLabel('Filial').selectOption('18');
      // Typed with the keyboard: Enter searches (and does not confirm the dialog).
      await finder.getByLabel('Produto').fill('arroz');
      await finder.getByLabel('Produto').press('Enter');
      const first = finder.getByRole('checkbox').first();
      await first.waitFor();
      const chosen = ((await first.locator('xpath=..').textContent()) ?? '').split(' Estoque:')[0].trim();
      await first.press('Space');
      expect(await first.isChecked()).toBe(true);
      await finder.getByRole('button', { name: 'Adicionar produto' }).click();
      await finder.waitFor({ state: 'detached' });
      await form.getByText(chosen, { exact: false }).first().waitFor();
      await form.getByLabel('Passo 1').fill('Hidrate o flocão e cozinhe no vapor.');
      await screenshot(page, 'recipes-new');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Receita Cadastrada Com Sucesso');
      await form.waitFor({ state: 'detached' });

      await page.reload();
      // Listed by name: among the six demo recipes it falls on page 1.
      const toggle = page.getByRole('button', { name: 'Cuscuz E2E', exact: true });
      await toggle.click();
      await page.getByText('Hidrate o flocão e cozinhe no vapor.').waitFor();
      expect(await page.getByText(chosen, { exact: false }).count()).toBeGreaterThan(0);
      await screenshot(page, 'recipes-list');
      await page.getByRole('button', { name: 'Excluir Cuscuz E2E' }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir receita' });
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expectToast(page, 'Receita excluída com sucesso!');
      await toggle.waitFor({ state: 'detached' });
    });
  });

  it('sends a separator (type 4) to /dashboard/', async () => {
    await asUser(browser, '1004', async (page) => {
      await page.goto('/dashboard/receitas/');
      await page.waitForURL('**/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

// 'CEPs' and 'Área de Cobertura' in Chromium against the real stack, as the superuser: a new CEP, a coverage area
// for it (the form's lookups name the branch and the address), its fee edited; the filter by CEP, an unknown CEP
// answered 'CEP não encontrado'; the neighbourhoods of the demo search CEP added and edited. A manager (type 2)
// is sent to /dashboard/.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, withChromium } from './browser';
import { clearToasts, screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

/** A CEP no other test (or earlier run on the same data) uses. */
const freshCep = () => {
  const digits = `64${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
};

async function filterByCep(page: Page, cep: string) {
  await page.getByRole('button', { name: 'Filtrar Áreas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros de Áreas de cobertura' });
  await dialog.getByLabel('CEP').fill(cep);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('Área de Cobertura and CEPs', () => {
  it('registers a CEP, a coverage area for it with the lookups, and edits its fee', async () => {
    await asUser(browser, '1001', async (page) => {
      const cep = freshCep();
      await page.goto('/dashboard/cep/');
      await page.locator('.list-table tbody tr').first().waitFor();
      await page.getByRole('button', { name: 'Novo CEP' }).click();
      const newCep = page.getByRole('dialog', { name: 'Novo CEP' });
      await newCep.getByLabel('CEP').fill(cep);
      await newCep.getByLabel('Endereço').fill('Rua do Teste E2E, Teresina - PI');
      await newCep.getByLabel('Endereço').press('Enter');
      await expectToast(page, 'CEP Cadastrado com Sucesso!');

      await page.goto('/dashboard/area/');
      await page.locator('.list-table tbody tr').first().waitFor();
      await page.getByRole('button', { name: 'Nova Área' }).click();
      const form = page.getByRole('dialog', { name: 'Nova Área de Cobertura' });
      await form.getByLabel('Código da Filial').fill('18');
      await form.getByLabel('CEP').click();
      await form.getByText('SUPERMERCADO BOM PREÇO LTDA - LOJA JÓQUEI').waitFor();
      await form.getByLabel('CEP').fill(cep);
      await form.getByText('Rua do Teste E2E, Teresina - PI').waitFor();
      await form.getByLabel('Valor da Taxa').fill('6,50');
      await screenshot(page, 'coverage-new-area');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Área de Cobertura Cadastrada/Atualizada Com Sucesso!');
      await form.waitFor({ state: 'detached' });

      await clearToasts(page);
      await filterByCep(page, cep);
      await expectToast(page, 'Áreas de Cobertura encontradas com sucesso!');
      const row = page.locator('.list-table tbody tr').filter({ hasText: cep });
      await row.getByText(/^R\$\s6,50$/).waitFor();
      expect(await page.locator('.list-table tbody tr').count()).toBe(1);

      await row.getByRole('button', { name: /^Editar área/ }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Área de Cobertura' });
      expect(await edit.getByLabel('Valor da Taxa').inputValue()).toBe('6,50');
      await edit.getByLabel('Valor da Taxa').fill('-1');
      await edit.getByLabel('Valor da Taxa').press('Enter');
      await edit.getByText('O valor mínimo é 0!').waitFor();
      await edit.getByLabel('Valor da Taxa').fill('7,25');
      await edit.getByLabel('Valor da Taxa').press('Enter');
      await expectToast(page, 'Área de Cobertura Cadastrada/Atualizada Com Sucesso!');
      await row.getByText(/^R\$\s7,25$/).waitFor();
      await screenshot(page, 'coverage-areas');

      await clearToasts(page);
      await filterByCep(page, '01001-000');
      await expectToast(page, 'CEP não encontrado');
    });
  });

  it("adds and edits a neighbourhood of the branch's search CEP", async () => {
    await asUser(browser, '1001', async (page) => {
      await page.goto('/dashboard/area/?cep=64220000&filial=17');
      await page.getByRole('button', { name: 'Bairros do CEP 64220-000' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bairros do CEP' });
      await dialog.locator('tbody tr').first().waitFor();
      const name = `Bairro E2E ${Date.now() % 100_000}`;
      await dialog.getByRole('button', { name: 'Adicionar Bairro' }).click();
      const add = page.getByRole('dialog', { name: 'Adicionar Bairro' });
      await add.getByRole('button', { name: 'Salvar' }).click();
      await add.getByText('Campo obrigatório!').first().waitFor();
      await add.getByLabel('Bairro').fill(name);
      await add.getByLabel('Valor').fill('9,90');
      await add.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Bairro Atualizado Com Sucesso!');
      const row = dialog.locator('tbody tr').filter({ hasText: name });
      await row.getByText('Ativo').waitFor();

      await row.getByRole('button', { name: `Editar bairro ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Bairro' });
      await edit.getByLabel('Status').selectOption('false');
      await edit.getByRole('button', { name: 'Atualizar' }).click();
      await row.getByText('Inativo').waitFor();
      await edit.waitFor({ state: 'detached' });
      await screenshot(page, 'coverage-neighbourhoods');
    });
  });

  it('as a manager (type 2): /dashboard/area sends to /dashboard/', async () => {
    await asUser(browser, '1002', async (page) => {
      await page.goto('/dashboard/area/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

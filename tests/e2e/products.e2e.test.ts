// 'Produtos' in Chromium against the real stack: the superuser chooses a branch after the warning, pages the cards
// (8, the pager wraps around) and edits a product; a manager adds an offer, then deletes it from the card's
// 'Excluir Ofertas' confirmation (the product stays); marketing (type 5) opens the form
// read-only; a submanager (type 3) has the branch fixed, cannot change 'Fora de linha' and refreshes a product from
// the ERP; a separator (type 4) is sent to /dashboard/.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, withChromium } from './browser';
import { screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

const cards = (page: Page) => page.getByRole('list', { name: 'Produtos' }).locator(':scope > li');

async function openEdit(page: Page, index = 0) {
  const card = cards(page).nth(index);
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Ações de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Editar Produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edição de Produto' });
  await dialog.waitFor();
  return { dialog, name };
}

describe('Produtos', () => {
  it('as the superuser: chooses the branch, pages the cards around and edits a product', async () => {
    await asUser(browser, '1001', async (page) => {
      await page.goto('/dashboard/produto/');
      await page.getByText('Selecione a filial para carregar os produtos!').waitFor();
      await page.getByText('Selecione uma filial para visualizar seus respectivos produtos').waitFor();
      await page.getByLabel('Filial').selectOption('17');
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(8);
      expect(new URL(page.url()).searchParams.get('filial')).toBe('17');
      await screenshot(page, 'products-grid');
      // Previous on the first page goes to the last one.
      const last = await page.getByText(/^Página 1 de \d+$/).textContent();
      const pages = Number(last!.split(' de ')[1]);
      await page.getByRole('button', { name: 'Página anterior' }).click();
      await page.getByText(`Página ${pages} de ${pages}`).waitFor();
      await page.getByRole('button', { name: 'Próxima página' }).click();
      await page.getByText(`Página 1 de ${pages}`).waitFor();

      const { dialog, name } = await openEdit(page, 1);
      expect(await dialog.getByLabel('Descrição').inputValue()).toBe(name);
      await dialog.getByLabel('Descrição').fill(`${name} REVISADO`);
      await dialog.getByLabel('Estoque mínimo').fill('3');
      expect(await dialog.getByLabel('Fora de linha').isDisabled()).toBe(false);
      await screenshot(page, 'products-edit');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Produto Atualizado com Sucesso!');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: `${name} REVISADO` }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: `${name} REVISADO` }).waitFor();
    });
  });

  it('as a manager (type 2): gives a product without offers a wholesale offer', async () => {
    await asUser(browser, '1002', async (page) => {
      await page.goto('/dashboard/produto/?filial=18&descricao=ALFACE');
      await cards(page).first().waitFor();
      // A card without offer tiers.
      const index = await cards(page).evaluateAll((items) => items.findIndex((li) => !li.querySelector('.product-tiers')));
      expect(index).toBeGreaterThanOrEqual(0);
      const card = cards(page).nth(index);
      const name = (await card.getByRole('heading').textContent())!;
      await card.getByRole('button', { name: `Ações de ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Editar Ofertas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edição de Ofertas' });
      await dialog.getByText('Nenhuma oferta cadastrada para este produto.').waitFor();
      await dialog.getByRole('button', { name: 'Adicionar Oferta' }).click();
      await dialog.getByLabel('Tipo da oferta 1').selectOption('A');
      await dialog.locator('#oferta-1-preco').fill('1,99');
      await dialog.locator('#oferta-1-startsOn').fill('01/12/2026');
      await dialog.locator('#oferta-1-endsOn').fill('31/12/2026');
      expect(await dialog.getByRole('button', { name: 'Adicionar Oferta' }).isDisabled()).toBe(true);
      await screenshot(page, 'products-offers');
      await dialog.getByRole('button', { name: 'Salvar Ofertas' }).click();
      await expectToast(page, 'Oferta criada com Sucesso!');
      await dialog.waitFor({ state: 'detached' });
      await card.getByText('Atacado: R$ 1,99').waitFor();
      await card.getByText('Atacado', { exact: true }).waitFor();

      // The card's delete removes the offers, never the ERP's product
      // (docs/decisions/0015-products-belong-to-the-erp.md).
      await card.getByRole('button', { name: `Ações de ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Excluir Ofertas' }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir Ofertas' });
      await confirm.getByText('Deseja Realmente Excluir as Ofertas desse Produto?').waitFor();
      await confirm.evaluate((el) =>
        Promise.allSettled(el.ownerDocument.getAnimations().map((animation: { finished: Promise<unknown> }) => animation.finished)),
      );
      await screenshot(page, 'products-delete-offers');
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expectToast(page, 'Ofertas Excluídas com Sucesso!');
      await card.getByText('Atacado: R$ 1,99').waitFor({ state: 'detached' });
      await page.getByRole('heading', { name, exact: true }).waitFor();
    });
  });

  it('as marketing (type 5): the product form is read-only', async () => {
    await asUser(browser, '1005', async (page) => {
      await page.goto('/dashboard/produto/?filial=18');
      await cards(page).first().waitFor();
      const { dialog } = await openEdit(page);
      for (const label of ['Descrição', 'Seção', 'Categoria', 'Estoque mínimo', 'Fora de linha']) {
        expect(await dialog.getByLabel(label, { exact: true }).isDisabled(), label).toBe(true);
      }
      expect(await dialog.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
      await screenshot(page, 'products-read-only');
    });
  });

  it("as a submanager (type 3): the branch is fixed, 'Fora de linha' locked, and a product refreshed from the ERP", async () => {
    await asUser(browser, '1003', async (page) => {
      await page.goto('/dashboard/produto/');
      await cards(page).first().waitFor();
      expect(await page.getByText('Selecione a filial para carregar os produtos!').count()).toBe(0);
      expect(await page.getByRole('combobox', { name: 'Filial' }).count()).toBe(0);
      await page.getByText(/^17 - /).waitFor();
      const { dialog } = await openEdit(page);
      expect(await dialog.getByText(/Filial 17$/).count()).toBe(1);
      expect(await dialog.getByLabel('Fora de linha').isDisabled()).toBe(true);
      expect(await dialog.getByLabel('Descrição').isDisabled()).toBe(false);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The forced ERP refresh: the card's menu waits until the job is done.
      const updatable = cards(page)
        .filter({ has: page.locator('[aria-label^="Pode ser atualizado pelo ERP"]') })
        .first();
      const name = (await updatable.getByRole('heading').textContent())!;
      await updatable.getByRole('button', { name: `Ações de ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Atualizar Produto' }).click();
      await expectToast(page, 'Atualização do produto realizada com sucesso!');
      expect(await updatable.getByRole('button', { name: `Ações de ${name}` }).isDisabled()).toBe(false);
    });
  });

  it('as a separator (type 4): /dashboard/produto sends to /dashboard/', async () => {
    await asUser(browser, '1004', async (page) => {
      await page.goto('/dashboard/produto/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

// The navigator (docs/decisions/0044-navigator-and-order-history.md) in Chromium: Ctrl+K on any page, an order by
// number opens its details dialog, a customer by CPF (formatted) its dialog, a page by name; each through the URL, so
// Back returns; '/' opens it outside a field, Esc closes.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, withChromium } from './browser';

let browser: Browser;
withChromium((launched) => (browser = launched));

const PLACEHOLDER = 'Buscar pedido, cliente, produto, funcionário ou página';

async function find(page: Page, text: string, open: 'Ctrl+K' | '/' = 'Ctrl+K') {
  await page.locator('body').press(open === 'Ctrl+K' ? 'Control+k' : '/');
  const box = page.getByRole('combobox', { name: PLACEHOLDER });
  await box.fill(text);
  const options = page.getByRole('listbox', { name: 'Resultados da busca' }).getByRole('option');
  await options.first().waitFor();
  return { box, options };
}

describe('navigator', () => {
  it('finds an order, a customer and a page; Enter opens each where it lives and Back returns', { timeout: 120_000 }, async () => {
    await asUser(browser, '1001', async (page) => {
      await page.goto('/dashboard/pedido/');
      await page.getByRole('heading', { name: 'Pedidos em Aberto' }).waitFor();

      const order = await find(page, '66');
      expect(await order.options.first().innerText()).toContain('Pedido 66');
      await order.box.press('Enter');
      await page.waitForURL(/[?&]pedido=66\b/);
      await page.getByRole('dialog').filter({ hasText: 'Pedido 66' }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard/pedido/' && url.search === '');

      const customer = await find(page, '336.467.143-52', '/');
      expect(await customer.options.allInnerTexts()).toEqual([expect.stringContaining('CPF 336.467.143-52')]);
      await customer.box.press('Enter');
      await page.getByRole('dialog', { name: 'Dados do Cliente' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/cliente/');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard/pedido/');

      const pages = await find(page, 'funcionarios');
      await pages.box.press('ArrowDown');
      await pages.box.press('Enter');
      await page.getByRole('heading', { name: 'Funcionários' }).waitFor();

      await page.locator('body').press('Control+k');
      await page.getByRole('combobox', { name: PLACEHOLDER }).press('Escape');
      await expect.poll(() => page.getByRole('combobox', { name: PLACEHOLDER }).count()).toBe(0);
    });
  });
});

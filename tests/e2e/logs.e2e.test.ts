// 'Log API' and 'Log Banco de Dados' in Chromium against the real stack: types 1 and 2 see the dense grids with rows,
// filter them (method, user, days; kept in the URL), page with 'Todos', and open an entry's data; types 3 to 7 are
// sent to /dashboard/.
import type { Locator, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, waitInPage, withChromium } from './browser';
import { clearToasts, screenshot, toast } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

/** The grid's cells of one column (Blueprint's Table draws a cell per row and column, classed by its column). */
const columnCells = (grid: Locator, column: number) => grid.locator(`.bp6-table-quadrant-main .bp6-table-cell.bp6-table-cell-col-${column}`);
const texts = async (cells: Locator) => (await cells.allInnerTexts()).map((t) => t.trim());
const totalOf = async (page: Page) => Number((await page.getByText(/^Total: \d+/).innerText()).match(/\d+/)![0]);
/** A day as staff type it, `offset` days from today in São Paulo. */
const day = (offset: number) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offset * 86_400_000));

describe('Log API', () => {
  it.each([
    ['the superuser', '1001'],
    ['the manager', '1002'],
  ])('as %s: rows in the grid, filtered by method and user, all on one page, an entry opened', async (_who, matricula) => {
    await asUser(browser, matricula, async (page) => {
      await page.goto('/dashboard/logapi/');
      const grid = page.getByRole('region', { name: 'Log API' });
      await columnCells(grid, 1).first().waitFor();
      expect(await columnCells(grid, 1).count()).toBe(5);
      expect(await texts(columnCells(grid, 1))).toEqual(expect.arrayContaining([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)]));
      const total = await totalOf(page);
      expect(total).toBeGreaterThan(5);

      await page.getByRole('button', { name: 'Filtrar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtrar Log da API' });
      await dialog.getByLabel('Método').selectOption('POST');
      await dialog.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Log(s) da API encontrado(s) com sucesso').waitFor();
      expect(new URL(page.url()).searchParams.get('metodo')).toBe('POST');
      await expectColumn(grid, 3, (method) => method === 'POST');
      const posts = await totalOf(page);
      expect(posts).toBeLessThan(total);

      // Everyone's POSTs on one page, then only the superuser's.
      await page.getByLabel('Itens por página').selectOption('-1');
      await page.getByText('Página 1 de 1').waitFor();
      await expectCount(grid, posts);
      await clearToasts(page);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await dialog.getByRole('option', { name: /\(1001\)$/ }).waitFor({ state: 'attached' });
      const superuser = (await dialog.getByRole('option', { name: /\(1001\)$/ }).innerText()).trim();
      await dialog.getByLabel('Usuário').selectOption({ label: superuser });
      await dialog.getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL((url) => url.searchParams.has('usuario'));
      await expectColumn(grid, 2, (user) => user === superuser);
      await expectColumn(grid, 3, (method) => method === 'POST');
      await screenshot(page, `logapi-${matricula}`);

      await page
        .getByRole('button', { name: /^Ver dados do registro / })
        .first()
        .click();
      const entry = page.getByRole('dialog', { name: /^Registro \d+$/ });
      await entry.getByRole('region', { name: 'Dado Depois' }).waitFor();
      expect(await entry.getByRole('region', { name: 'Dado Antes' }).innerText()).toContain('-');
      expect(await entry.getByRole('region', { name: 'Dado Depois' }).locator('pre').innerText()).toMatch(/^\{\n {2}"/);
      await waitInPage(page, `!document.querySelector('.bp6-overlay-enter-active, .bp6-overlay-appear-active')`);
      await screenshot(page, `logapi-entry-${matricula}`);
      await entry.getByRole('button', { name: 'Fechar' }).first().click();
      await entry.waitFor({ state: 'detached' });
    });
  });
});

describe('Log Banco de Dados', () => {
  it.each([
    ['the superuser', '1001'],
    ['the manager', '1002'],
  ])('as %s: rows in the grid, filtered by method, user and days', async (_who, matricula) => {
    await asUser(browser, matricula, async (page) => {
      await page.goto('/dashboard/logbd/');
      const grid = page.getByRole('region', { name: 'Log Banco de Dados' });
      await columnCells(grid, 0).first().waitFor();
      expect(await columnCells(grid, 0).count()).toBe(5);
      const total = await totalOf(page);

      await page.getByRole('button', { name: 'Filtrar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtrar Log do Banco de Dados' });
      await dialog.getByRole('option', { name: /\(1001\)$/ }).waitFor({ state: 'attached' });
      await dialog.getByLabel('Usuário').selectOption('1001');
      await dialog.getByLabel('Método').selectOption('UPDATE');
      await dialog.locator('#log-filtro-de').fill(day(-60));
      await dialog.locator('#log-filtro-ate').fill(day(1));
      await dialog.getByRole('heading', { name: 'Filtrar Log do Banco de Dados' }).click();
      await dialog.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Log(s) encontrado(s) com sucesso').waitFor();
      const params = new URL(page.url()).searchParams;
      expect([params.get('usuario'), params.get('metodo'), params.get('de')]).toEqual(['1001', 'UPDATE', day(-60).split('/').reverse().join('-')]);
      await expectColumn(grid, 4, (method) => method === 'UPDATE');
      await expectColumn(grid, 2, (user) => user.endsWith('(1001)'));
      expect(await totalOf(page)).toBeLessThan(total);
      await screenshot(page, `logbd-${matricula}`);

      // The same filter up to a day before the demo's logs: nothing.
      await clearToasts(page);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await dialog.locator('#log-filtro-ate').fill(day(-45));
      await dialog.getByRole('heading', { name: 'Filtrar Log do Banco de Dados' }).click();
      await dialog.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Nenhum Log encontrado').waitFor();
      await page.getByRole('heading', { name: 'Nenhum Log encontrado' }).waitFor();
    });
  });
});

describe('who may open the log pages', () => {
  it.each([
    ['the submanager', '1003'],
    ['the separator', '1004'],
    ['marketing', '1005'],
    ['the deliveryman', '1006'],
    ['the checker', '1007'],
  ])('as %s: both pages send to /dashboard/', async (_who, matricula) => {
    await asUser(browser, matricula, async (page) => {
      for (const path of ['/dashboard/logapi/', '/dashboard/logbd/']) {
        await page.goto(path);
        await page.waitForURL((u) => u.pathname === '/dashboard/');
        expect(new URL(page.url()).pathname).toBe('/dashboard/');
      }
    });
  });
});

/** Every drawn cell of the column satisfies `ok` (waiting for the grid to show the filtered rows). */
async function expectColumn(grid: Locator, column: number, ok: (text: string) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const shown = await texts(columnCells(grid, column));
    if (shown.length > 0 && shown.every(ok)) return;
    if (Date.now() > deadline) throw new Error(`column ${column} shows ${JSON.stringify(shown)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The grid holds `rows` rows (Blueprint draws only those in view; its body is sized for all of them). */
async function expectCount(grid: Locator, rows: number) {
  const scroller = grid.locator('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const height = await scroller.evaluate((el) => el.scrollHeight).catch(() => 0);
    // Rows of 28 px under a 30 px header.
    if (Math.round((height - 30) / 28) === rows) return;
    if (Date.now() > deadline) throw new Error(`the grid scrolls ${height}px, wanted ${rows} rows`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The behaviours every screen shares (docs/decisions/0047-shared-ui-behaviour.md, docs/architecture.md#shared-ui),
// checked once for all pages: toasts in the viewport and replacing each other, confirmation and form dialogs driven by
// the keyboard, a 1024x768 tablet without horizontal scroll and with the menu's names readable, and, on every page the
// superuser can open, with its dialogs and date pickers open: nothing English for a person or a screen reader, and no
// WCAG 2.1 A/AA violation axe-core finds.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, newPage, type Viewport, waitInPage, withChromium } from './browser';
import { axeViolations } from './axe';
import { orderRow, screenshot, statusSelect, toast } from './ordersPage';
import { createOrder } from './orderFixtures';

const TABLET: Viewport = { width: 1024, height: 768 };

let browser: Browser;
withChromium((launched) => (browser = launched));

async function as(matricula: string, viewport: Viewport | undefined, work: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await loggedInPage(browser, matricula, viewport);
  try {
    await work(page);
  } finally {
    await context.close();
  }
}

/** Moves an order on through the gateway's own API, as the signed-in user of `page` (its session cookie), and waits
 *  for the move's workflow (invoicing, completion) to end. */
async function advanceThroughGateway(page: Page, orderId: number, target: string): Promise<void> {
  const answer = (await page.evaluate(
    async ([id, to]) => {
      const post = async (query: string, variables: object) =>
        (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json();
      const moved = await post(
        'mutation Move($input: AdvanceOrderStatusInput!) { advanceOrderStatus(input: $input) { errors { message } order { status } } }',
        {
          input: { orderId: id, target: to },
        },
      );
      return moved;
    },
    [String(orderId), target],
  )) as { data?: { advanceOrderStatus: { errors: { message: string }[] } }; errors?: unknown[] };
  expect(answer.errors, `${target}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
  expect(answer.data?.advanceOrderStatus.errors, target).toEqual([]);
  await waitInPage(
    page,
    `fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ order(id: ${orderId}) { status } }' }) })
      .then((r) => r.json()).then((r) => r.data && r.data.order && r.data.order.status === '${target}')`,
  );
}

/** The side menu's pages, as links, read on the dashboard (a tablet's drawer is opened first). */
async function menuPaths(page: Page): Promise<string[]> {
  await page.goto('/dashboard/');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await page.getByRole('button', { name: /^(Abrir|Fechar) menu$/ }).waitFor();
  const open = page.getByRole('button', { name: 'Abrir menu' });
  if ((await open.count()) > 0) await open.click();
  await menu.waitFor();
  const links = await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''));
  return links.filter(Boolean);
}

/** Waits until a panel page shows its content: a table, an empty or 'Em construção' state, or a form or calendar
 *  page's own ready mark (data-page-ready, once its choices have loaded). */
async function pageShown(page: Page): Promise<void> {
  try {
    await page.locator('main').locator('.list-table, .bp6-non-ideal-state, [data-page-ready]').first().waitFor({ timeout: 20_000 });
  } catch (error) {
    // Say which page never showed its content: the locator's own message names only the selector.
    throw new Error(`${new URL(page.url()).pathname} showed no table, empty state or ready mark`, { cause: error });
  }
}

// Words of English UI text (Blueprint's defaults among them: 'Close', 'Open dropdown', 'loading').
const ENGLISH =
  /\b(close|open|dropdown|loading|search|submit|cancel|next|previous|select|clear|remove|delete|edit|save|back|toggle|expand|collapse|show|hide|more|page|the|of|and|error|warning|success)\b/i;

/** Every label a person or a screen reader meets: accessible names, titles, placeholders, SVG titles, button texts. */
const LABELS = `(() => {
  const found = [];
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
    // A grid cell's title is its data shown whole on hover (a log's method 'DELETE'), not a label of the panel.
    if (el.closest('.bp6-table-cell')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
      const value = el.getAttribute(name);
      if (value) found.push(name + '=' + value);
    }
  }
  for (const el of document.querySelectorAll('svg title, svg desc, button, [role=button], label')) {
    const text = (el.textContent || '').trim();
    if (text) found.push(el.tagName.toLowerCase() + ':' + text);
  }
  return found;
})()`;

async function englishLabels(page: Page): Promise<string[]> {
  const labels = (await page.evaluate(LABELS)) as string[];
  return labels.filter((label) => ENGLISH.test(label.slice(label.search(/[=:]/) + 1)));
}

describe('toasts', () => {
  it('show in the viewport after the page was scrolled', async () => {
    await as('1003', undefined, async (page) => {
      await page.goto('/dashboard/pedido/?itens=-1');
      await page.locator('.list-table tbody tr').first().waitFor();
      await page.mouse.wheel(0, 1500);
      // A 'Recebido' order in view, moved straight to 'Concluído': refused, with a toast.
      let orderId: string | null = null;
      for (let tries = 0; tries < 10 && !orderId; tries++) {
        await page.waitForTimeout(200);
        orderId = (await page.evaluate(`(() => {
          for (const select of document.querySelectorAll('select[aria-label^="Status do pedido "]:not([aria-label*="adicional"])')) {
            const box = select.getBoundingClientRect();
            if (select.value === 'R' && !select.disabled && box.top > 60 && box.bottom < innerHeight) {
              return select.closest('tr').querySelector('td').textContent.trim().split(/\\s/)[0];
            }
          }
          return null;
        })()`)) as string | null;
        if (!orderId) await page.mouse.wheel(0, 400);
      }
      expect(orderId).not.toBeNull();
      expect(await page.evaluate('window.scrollY')).toBeGreaterThan(1000);
      const row = page.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${orderId}\\b`) }) });
      await statusSelect(row).selectOption('V');
      const shown = page.locator('.bp6-toast').first();
      await shown.waitFor();
      // Measured once the toast has slid in (it enters from a pixel above its place); off-screen was -1480 px.
      await expect.poll(async () => (await shown.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      const box = (await shown.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      await screenshot(page, 'shared-toast-after-scroll');
    });
  });

  it('replace an older message about the same search instead of piling up', async () => {
    await as('1001', undefined, async (page) => {
      await page.goto('/dashboard/cliente/');
      await page.locator('.list-table tbody tr').first().waitFor();
      const search = async (name: string) => {
        await page.getByRole('button', { name: 'Filtrar Clientes' }).click();
        await page.getByLabel('Nome').fill(name);
        await page.keyboard.press('Enter');
      };
      await search('ninguém-com-este-nome');
      await toast(page, 'Nenhum Cliente encontrado').waitFor();
      await page.getByRole('button', { name: 'Atualizar Clientes' }).click();
      await toast(page, 'Cliente(s) encontrado(s) com sucesso').waitFor();
      await page.getByRole('button', { name: 'Atualizar Clientes' }).click();
      await page.waitForTimeout(500);
      const texts = await page.locator('.bp6-toast').getByRole('alert').allInnerTexts();
      expect(texts).toEqual(['Cliente(s) encontrado(s) com sucesso']);
    });
  });

  it('a new login attempt takes the wrong-password message away', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.getByLabel('Matrícula').fill('1001');
      await page.getByLabel('Senha').fill('errada123');
      await page.keyboard.press('Enter');
      // Said once, under the form; not also as a toast.
      const refused = page.getByRole('alert').filter({ hasText: 'Erro na tentativa de login: Dados de Matrícula ou Senha Incorretos' });
      await refused.waitFor();
      expect(await page.locator('.bp6-toast').allInnerTexts()).toEqual([]);
      await page.getByLabel('Senha').fill('senha1234');
      await page.keyboard.press('Enter');
      await page.getByText('Fazendo login...').waitFor();
      await refused.waitFor({ state: 'detached' });
      await page.waitForURL('**/dashboard/', { timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});

describe('dialogs', () => {
  it('confirmation: focus on Sim, Esc cancels, Enter confirms; a cancelled purchase says when and is not offered again', async () => {
    await as('1001', undefined, async (page) => {
      // A purchase of this test's own: a pickup order completed through the gateway, which registers it on the
      // loyalty platform. Seeded purchases depend on the day the seed ran (which are cancelled already, which days
      // hold any) and earlier tests complete orders of their own; this one is known to be cancellable.
      const order = await createOrder({ type: 'L', status: 'C' });
      await page.goto('/dashboard/');
      for (const target of ['F', 'E', 'V']) await advanceThroughGateway(page, order.id, target);
      await page.goto(`/dashboard/pedidosconcluidos/?cpf=${order.cpf}`);
      const row = orderRow(page, order.id);
      const cancel = row.getByRole('button', { name: /^Cancelar compra/ });
      await cancel.waitFor();
      const dialog = page.getByRole('dialog', { name: 'Confirmação' });

      await cancel.click();
      await dialog.waitFor();
      await waitInPage(page, `document.activeElement && document.activeElement.textContent.trim() === 'Sim'`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('.bp6-toast').allInnerTexts()).toEqual([]);

      await cancel.click();
      await dialog.waitFor();
      await waitInPage(page, `document.activeElement && document.activeElement.textContent.trim() === 'Sim'`);
      await page.keyboard.press('Enter');
      await toast(page, 'Pedido cancelado no Cresce Vendas com sucesso!').waitFor({ timeout: 20_000 });
      await row.getByText(/^Compra cancelada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
      expect(await row.getByRole('button', { name: /^Cancelar compra/ }).count()).toBe(0);
    });
  });

  it('form: focus on the first field, Enter submits, Esc and Back close; an unknown CPF stays on its field', async () => {
    await as('1003', undefined, async (page) => {
      await page.goto('/dashboard/pedido/');
      await page.locator('.list-table tbody tr').first().waitFor();
      const dialog = page.getByRole('dialog', { name: 'Filtro de Pedidos em Aberto' });
      await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
      await dialog.waitFor();
      await waitInPage(page, `document.activeElement && document.activeElement.id === 'filter-from'`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
      await dialog.waitFor();
      await page.goBack();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/dashboard/pedido/');

      await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
      await page.getByLabel('CPF do cliente').fill('11144477735');
      await page.keyboard.press('Enter');
      await dialog.getByText('Cliente não encontrado com o CPF fornecido').waitFor();
      await page.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(true);
      await screenshot(page, 'shared-filter-unknown-cpf');
    });
  });
});

describe('lists', () => {
  it("show the loading state, not the previous page's rows, while 'Todos' loads", async () => {
    await as('1001', undefined, async (page) => {
      await page.goto('/dashboard/pedidosconcluidos/');
      await page.locator('.list-table tbody tr').first().waitFor();
      // Hold the 'Todos' answer back long enough to look at the screen meanwhile.
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('"pageSize":-1')) await new Promise((done) => setTimeout(done, 1500));
        await route.continue();
      });
      await page.getByLabel('Itens por página').selectOption('-1');
      await page.getByLabel('Carregando pedidos').waitFor();
      expect(await page.locator('.list-table').count()).toBe(0);
      expect(await page.getByText('exibindo os primeiros').count()).toBe(0);
      await page.locator('.list-table tbody tr').first().waitFor({ timeout: 30_000 });
    });
  });
});

/** A calendar month by its first day's weekday and its number of week rows (weeks start on Sunday in pt-BR). */
function monthShape(year: number, month: number) {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, iso: `${year}-${String(month).padStart(2, '0')}`, firstWeekday, rows: Math.ceil((firstWeekday + days) / 7) };
}

/**
 * The months every calendar is checked on, whatever day the suite runs: contrast of the other months' days was
 * once never drawn because the month of the run began on a Sunday. Found among the 24 months up to this one (inside
 * every date field's range): one that begins mid-week (days of the month before in its first row), one that begins
 * on a Sunday (none), and one of six rows (the next month's days too).
 */
const MONTH_SHAPES = (() => {
  const now = new Date();
  const recent = Array.from({ length: 24 }, (_, back) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return monthShape(at.getUTCFullYear(), at.getUTCMonth() + 1);
  });
  const pick = (name: string, test: (shape: ReturnType<typeof monthShape>) => boolean) => {
    const found = recent.find(test);
    if (!found) throw new Error(`no month ${name} in the last 24 months`);
    return { ...found, name };
  };
  return [
    pick('começando no meio da semana', (m) => m.firstWeekday > 0 && m.rows === 5),
    pick('começando num domingo', (m) => m.firstWeekday === 0),
    pick('de seis semanas', (m) => m.rows === 6),
  ];
})();

describe('every page the superuser can open', () => {
  it('fits a 1024x768 tablet: no horizontal scroll, the menu a drawer whose names can be read', { timeout: 300_000 }, async () => {
    await as('1001', TABLET, async (page) => {
      const paths = await menuPaths(page);
      expect(paths.length).toBeGreaterThan(20);
      // Touch screens have no hover: every entry shows its name ('Área de Cobertura' and 'CEPs' told apart).
      const unnamed = (await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('menuitem')
        .evaluateAll((items) =>
          items.filter((item) => (item.querySelector('.bp6-fill')?.getBoundingClientRect().width ?? 0) < 20).map((item) => item.textContent),
        )) as string[];
      expect(unnamed).toEqual([]);
      await screenshot(page, 'shared-tablet-menu');
      const wide: string[] = [];
      for (const path of ['/dashboard/', ...paths]) {
        await page.goto(path);
        if (path !== '/dashboard/') await pageShown(page);
        const { scroll, client } = (await page.evaluate(
          '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
        )) as { scroll: number; client: number };
        if (scroll > client) wide.push(`${path}: ${scroll} px`);
        // A log grid whose columns run past its frame hides its last column (it scrolls inside itself).
        const grid = (await page.evaluate(`(() => {
          const frame = document.querySelector('.log-grid');
          const columns = frame && frame.querySelectorAll('.bp6-table-column-headers .bp6-table-header');
          if (!frame || !columns || !columns.length) return null;
          return { right: columns[columns.length - 1].getBoundingClientRect().right, frame: frame.getBoundingClientRect().right };
        })()`)) as { right: number; frame: number } | null;
        if (grid && grid.right > grid.frame + 1) wide.push(`${path}: last column ends at ${grid.right} px, frame at ${grid.frame} px`);
        if (path.includes('pedidosconcluidos') || path.includes('logapi')) await screenshot(page, `shared-tablet-${path.split('/')[2]}`);
      }
      expect(wide).toEqual([]);
    });
  });

  it('has no English label and no WCAG 2.1 A/AA violation (axe-core), dialogs and date pickers open', { timeout: 600_000 }, async () => {
    await as('1001', undefined, async (page) => {
      const paths = await menuPaths(page);
      const found: string[] = [];
      const check = async (where: string) => {
        for (const label of await englishLabels(page)) found.push(`${where}: English ${label}`);
        for (const violation of await axeViolations(page)) found.push(`${where}: ${violation}`);
      };
      /** Opens the first date field's calendar in `scope`, checks it as opened and on each month of MONTH_SHAPES,
       *  closes it with Esc (the calendar only). */
      const checkCalendar = async (where: string) => {
        const day = page.locator('.bp6-dialog .day-field input, main .day-field input').first();
        if ((await day.count()) === 0 || !(await day.isVisible())) return;
        await day.click();
        const calendar = page.getByRole('dialog', { name: 'Calendário' });
        await calendar.waitFor();
        await check(`${where} (calendário)`);
        for (const shape of MONTH_SHAPES) {
          await calendar.getByLabel('Ano', { exact: true }).selectOption(String(shape.year));
          await calendar.getByLabel('Mês', { exact: true }).selectOption(String(shape.month - 1));
          await calendar.locator(`.rdp-caption:has(select[aria-label="Mês"] option[value="${shape.month - 1}"]:checked)`).waitFor();
          await check(`${where} (calendário, ${shape.name} ${shape.iso})`);
        }
        await page.keyboard.press('Escape');
        await calendar.waitFor({ state: 'detached' });
      };
      await check('/dashboard/');
      for (const path of paths) {
        await page.goto(path);
        await pageShown(page);
        // A search toast (where the page shows one), with its close button.
        const reload = page.getByRole('button', { name: /^Atualizar / });
        if ((await reload.count()) > 0) {
          await reload.click();
          await page.waitForLoadState('networkidle');
        }
        await check(path);
        // Feriados: its month calendar drawn on each month shape too (the page's ?mes= picks the month).
        if (path.includes('funcionamento')) {
          for (const shape of MONTH_SHAPES) {
            await page.goto(`${path}?mes=${shape.iso}`);
            await page.locator(`.fc-daygrid-day[data-date="${shape.iso}-01"]`).waitFor();
            await check(`${path} (${shape.name} ${shape.iso})`);
          }
        }
        // Relatórios: a report with a period, its date fields in the page.
        const report = page.getByRole('button', { name: /Pedidos cancelados/ });
        if ((await report.count()) > 0) {
          await report.first().click();
          await checkCalendar(path);
        }
        const filter = page.getByRole('button', { name: /^Filtrar/ });
        if ((await filter.count()) > 0) {
          await filter.first().click();
          const dialog = page.getByRole('dialog').first();
          await dialog.waitFor();
          await page.waitForLoadState('networkidle');
          await check(`${path} (filtro)`);
          await checkCalendar(`${path} (filtro)`);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        }
        const details = page
          .locator('.list-table tbody tr')
          .first()
          .getByRole('button', { name: /^(Itens do pedido|Dados do cliente)/ });
        if ((await details.count()) > 0) {
          await details.click();
          await page.getByRole('dialog').waitFor();
          await page.getByRole('dialog').locator('.order-items-viewport, .customer-details').first().waitFor({ timeout: 20_000 });
          await check(`${path} (detalhes)`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
      }
      expect(found).toEqual([]);
    });
  });
});

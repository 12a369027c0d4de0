// The order screens in Chromium against the whole stack (docs/areas/orders.md#open-orders): a submanager takes a
// delivery order from 'Recebido' to 'Concluído' through every dialog (and its 'Histórico' names every step and
// person), cancels one, toggles an item 'Em Falta', prints one sheet or several orders' delivery slips in one job;
// the completed and cancelled lists honour branch binding.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, logIn, newPage, waitInPage, withChromium } from './browser';
import {
  api,
  clearFaults,
  createCustomer,
  createOrder,
  failNext,
  lastSandboxId,
  pickOrder,
  sandboxRequests,
  type Loose,
  type TestOrder,
} from './orderFixtures';
import { clearToasts, installPrintRecorder, orderRow, printedDocument, screenshot, screenshotPrint, moveToast, statusSelect, toast } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

const UPDATED = 'Pedido Atualizado com Sucesso!';

/** Opens 'Pedidos em Aberto' filtered by the order's customer CPF through 'Filtro de Pedidos em Aberto'. */
async function findOpenOrder(page: Page, order: TestOrder) {
  await page.goto('/dashboard/pedido/');
  await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtro de Pedidos em Aberto' });
  // Typed as the panel shows CPFs: the field keeps its 11 digits (it used to cut the text to 11 characters first).
  await dialog.getByLabel('CPF do cliente').fill(order.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));
  expect(await dialog.getByLabel('CPF do cliente').inputValue()).toBe(order.cpf);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await toast(page, 'Pedido(s) encontrado(s) com sucesso!').waitFor();
  const row = orderRow(page, order.id);
  await row.waitFor();
  return row;
}

/** Waits until the order's row shows the status (the list reloads after each change). */
async function expectStatus(page: Page, order: TestOrder, status: string) {
  await expect.poll(() => statusSelect(orderRow(page, order.id)).inputValue(), { timeout: 20_000 }).toBe(status);
}

describe('open orders: a submanager works an order', () => {
  it("moves a delivery order from 'Recebido' to 'Concluído' through the dialogs", async () => {
    const order = await createOrder({ limited: true });
    const since = { erp: await lastSandboxId('erp'), loyalty: await lastSandboxId('loyalty'), push: await lastSandboxId('push') };
    const { context, page } = await newPage(browser);
    // Blueprint's full icon set is a large lazy chunk: the order screens register their icons instead.
    const fullIconSet: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(allPaths|paths-)/.test(request.url())) fullIconSet.push(request.url());
    });
    try {
      await logIn(page, '1003');
      const row = await findOpenOrder(page, order);
      expect(await statusSelect(row).inputValue()).toBe('R');
      await screenshot(page, 'orders-flow-1-received');

      // S: the limited-items alert first, then 'Escolha um Separador' (a choice is required).
      await clearToasts(page);
      await statusSelect(row).selectOption('S');
      // Focus starts inside the alert, on 'Ciente': Enter acknowledges it.
      const alert = page.getByRole('alertdialog', { name: 'Alerta - Produtos em Limitação' });
      await alert.getByRole('button', { name: 'Ciente' }).waitFor();
      await expect.poll(() => alert.getByRole('button', { name: 'Ciente' }).evaluate((b) => b === b.ownerDocument.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      const picker = page.getByRole('dialog', { name: 'Escolha um Separador' });
      await picker.waitFor();
      await picker.getByRole('button', { name: 'Confirmar' }).click();
      await picker.getByText('Campo Obrigatório', { exact: true }).waitFor();
      const pickerName = await pickFirst(picker.getByLabel('Separador'));
      await screenshot(page, 'orders-flow-2-picker');
      // Enter on the list confirms the choice.
      await picker.getByLabel('Separador').press('Enter');
      // One toast for the move, with both texts (they were two toasts stacking over the rows).
      await moveToast(page, ['Separador Adicionado com Sucesso!', UPDATED]).waitFor();
      expect(await page.locator('.bp6-toast').count()).toBe(1);
      await expectStatus(page, order, 'S');
      await orderRow(page, order.id).getByText(`Separador: ${pickerName}`).waitFor();

      // The separator app picks every item; P and C are confirmed moves.
      await pickOrder(order);
      for (const [status, question] of [
        ['P', 'Confirma Separado?'],
        ['C', 'Confirma Conferência?'],
      ] as const) {
        await clearToasts(page);
        await statusSelect(orderRow(page, order.id)).selectOption(status);
        const confirm = page.getByRole('dialog', { name: 'Confirmação' });
        await confirm.getByText(question, { exact: true }).waitFor();
        await confirm.getByRole('button', { name: 'Sim' }).click();
        await toast(page, UPDATED).waitFor();
        await expectStatus(page, order, status);
      }

      // F: invoicing runs with its progress, then offers to print the limited items.
      await clearToasts(page);
      await statusSelect(orderRow(page, order.id)).selectOption('F');
      const confirmF = page.getByRole('dialog', { name: 'Confirmação' });
      await confirmF.getByText('Confirma Faturamento?', { exact: true }).waitFor();
      await confirmF.getByRole('button', { name: 'Sim' }).click();
      await page.getByRole('dialog').getByText('Faturando pedido...').waitFor();
      await screenshot(page, 'orders-flow-3-invoicing');
      await moveToast(page, [/Pedido Enviado para faturamento numero: \d+/, UPDATED]).waitFor({ timeout: 20_000 });
      const printLimited = page.getByRole('dialog', { name: 'Imprimir itens em limitação' });
      await printLimited.waitFor();
      await printLimited.getByRole('button', { name: 'Não' }).click();
      await expectStatus(page, order, 'F');

      // E: a delivery order needs 'Escolha um Entregador'.
      await clearToasts(page);
      await statusSelect(orderRow(page, order.id)).selectOption('E');
      const deliveryman = page.getByRole('dialog', { name: 'Escolha um Entregador' });
      const deliverymanName = await pickFirst(deliveryman.getByLabel('Entregador'));
      await deliveryman.getByRole('button', { name: 'Confirmar' }).click();
      await moveToast(page, ['Entregador Adicionado com Sucesso!', UPDATED]).waitFor();
      await expectStatus(page, order, 'E');
      await orderRow(page, order.id).getByText(`Entregador: ${deliverymanName}`).waitFor();

      // V: 'Deseja Realmente Concluir este pedido?', then the order leaves the open list.
      await clearToasts(page);
      await statusSelect(orderRow(page, order.id)).selectOption('V');
      const conclude = page.getByRole('dialog', { name: 'Confirmação' });
      await conclude.getByText('Deseja Realmente Concluir este pedido?', { exact: true }).waitFor();
      await conclude.getByRole('button', { name: 'Sim' }).click();
      await toast(page, UPDATED).waitFor({ timeout: 20_000 });
      await orderRow(page, order.id).waitFor({ state: 'detached' });
      await page.getByText('Nenhum pedido encontrado').first().waitFor();
      await screenshot(page, 'orders-flow-4-concluded');

      await page.goto(`/dashboard/pedidosconcluidos/?cpf=${order.cpf}`);
      const done = orderRow(page, order.id);
      await done.waitFor();
      await done.getByText('Concluído').waitFor();
      await expectHistory(page, done, order, { picker: pickerName, deliveryman: deliverymanName });

      await expectUpstreamTraffic(order, since);

      // The purchase registered on completion can be cancelled on the loyalty platform from this list.
      await clearToasts(page);
      await done.getByRole('button', { name: 'Cancelar compra' }).click();
      await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
      await toast(page, 'Pedido cancelado no Cresce Vendas com sucesso!').waitFor();
      const cancels = (await sandboxRequests('loyalty', since.loyalty)).filter((r) => r.path.includes('shops/cancel'));
      expect(cancels.map((r) => r.status)).toEqual([200]);
      expect(fullIconSet).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the ERP failure, and 'Tente Novamente' resumes invoicing without sending the order twice", async () => {
    const order = await createOrder({ status: 'C' });
    const since = await lastSandboxId('erp');
    await failNext('erp', 'processa-pedido');
    const { context, page } = await loggedInPage(browser, '1003');
    try {
      await page.goto(`/dashboard/pedido/?cpf=${order.cpf}`);
      await statusSelect(orderRow(page, order.id)).selectOption('F');
      await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
      const progress = page.getByRole('dialog', { name: 'Processando pedido' });
      // The callout reads 'Falha' then the spec's message with a readable cause (never the bridge's Apache page).
      await progress.getByText(/Erro ao enviar pedido: o ERP está indisponível \(HTTP 500\)\. Tente novamente!$/).waitFor({ timeout: 20_000 });
      expect(await progress.textContent()).not.toMatch(/Apache|<|Internal Server Error/);
      await screenshot(page, 'orders-invoicing-failed');
      expect(await statusSelect(orderRow(page, order.id)).inputValue()).toBe('C');

      await progress.getByRole('button', { name: 'Tente Novamente' }).click();
      await moveToast(page, [/Pedido Enviado para faturamento numero: \d+/, UPDATED]).waitFor({ timeout: 20_000 });
      await expectStatus(page, order, 'F');
      const sent = (await sandboxRequests('erp', since)).filter((r) => r.path.includes('processa-pedido'));
      expect(sent.map((r) => r.status)).toEqual([500, 200]);
    } finally {
      await clearFaults('erp');
      await context.close();
    }
  });

  it('flags an order placed meanwhile at the next poll and leads to it', async () => {
    const { context, page } = await loggedInPage(browser, '1003');
    try {
      // A controllable clock: the 15 s poll fires when the test says so.
      await page.clock.install();
      await page.goto('/dashboard/pedido/');
      await page.locator('tbody tr').first().waitFor();
      const order = await createOrder();
      await page.clock.fastForward(15_000);
      const cue = page.getByRole('status').getByRole('button', { name: '1 novo(s) pedido(s)' });
      await cue.click();
      const row = orderRow(page, order.id);
      await row.getByText('Novo', { exact: true }).waitFor();
      expect(await row.getAttribute('class')).toContain('orders-row-new');
      await screenshot(page, 'orders-new-order-cue');
    } finally {
      await context.close();
    }
  });

  it('cancels an order with a reason and finds it on Pedidos Cancelados', async () => {
    const order = await createOrder();
    const { context, page } = await loggedInPage(browser, '1003');
    try {
      await page.goto(`/dashboard/pedido/?cpf=${order.cpf}`);
      await statusSelect(orderRow(page, order.id)).selectOption('X');
      const dialog = page.getByRole('dialog', { name: 'Cancelar Pedido' });
      await dialog.getByText('Deseja realmente cancelar esse pedido?', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Cancelar Pedido' }).click();
      await dialog.getByText('Campo obrigatório!', { exact: true }).waitFor();
      await screenshot(page, 'orders-cancel-reason-required');
      await dialog.getByLabel('Motivo').fill('Cliente desistiu (teste e2e)');
      await dialog.getByRole('button', { name: 'Cancelar Pedido' }).click();
      await toast(page, UPDATED).waitFor();
      await orderRow(page, order.id).waitFor({ state: 'detached' });

      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Pedidos Cancelados' }).click();
      await page.getByRole('heading', { name: 'Pedidos Cancelados' }).waitFor();
      await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
      const filter = page.getByRole('dialog').filter({ hasText: 'CPF do cliente' });
      await filter.getByLabel('CPF do cliente').fill(order.cpf);
      await filter.getByRole('button', { name: 'Buscar' }).click();
      const row = orderRow(page, order.id);
      await row.getByText('Cliente desistiu (teste e2e)').waitFor();
      await row.getByText(order.customerName).waitFor();
      await screenshot(page, 'orders-cancelled-list');
    } finally {
      await context.close();
    }
  });

  it("marks an item 'Em Falta' in the details dialog and back with 'Retornar'", async () => {
    const order = await createOrder();
    const item = order.items[1];
    const { context, page } = await loggedInPage(browser, '1003');
    try {
      await page.goto(`/dashboard/pedido/?cpf=${order.cpf}`);
      await openDetails(page, order);
      const dialog = page.getByRole('dialog', { name: `Pedido ${order.id}` });
      const itemRow = dialog.getByRole('row').filter({ hasText: item.description });
      await itemRow.getByRole('button', { name: 'Em Falta' }).click();
      await itemRow.getByRole('button', { name: 'Retornar' }).waitFor();
      await itemRow.getByLabel('Em falta', { exact: true }).waitFor();
      expect((await api('GET', `itens-pedidos/${item.id}/`)).em_falta).toBe(true);
      await screenshot(page, 'orders-details-missing');

      await itemRow.getByRole('button', { name: 'Retornar' }).click();
      await itemRow.getByRole('button', { name: 'Em Falta' }).waitFor();
      expect(await itemRow.getByLabel('Em falta', { exact: true }).count()).toBe(0);
      expect((await api('GET', `itens-pedidos/${item.id}/`)).em_falta).toBe(false);
      // The other items were left alone.
      for (const other of order.items.filter((i) => i.id !== item.id)) {
        expect((await api('GET', `itens-pedidos/${other.id}/`)).em_falta).toBe(false);
      }
    } finally {
      await context.close();
    }
  });

  it("reads a 20-entry 'Histórico' at 1024x768: the dialog stays in the window and scrolls to its oldest and newest entries", async () => {
    const order = await createOrder();
    const { context, page } = await loggedInPage(browser, '1003', { width: 1024, height: 768 });
    try {
      await page.goto(`/dashboard/pedido/?cpf=${order.cpf}`);
      await openDetails(page, order);
      const dialog = page.getByRole('dialog', { name: `Pedido ${order.id}` });
      // Ten times 'Em Falta' then 'Retornar', on two items in turn: twenty entries, oldest first.
      for (let toggle = 0; toggle < 10; toggle++) {
        const itemRow = dialog.getByRole('row').filter({ hasText: order.items[toggle % 2].description });
        await itemRow.getByRole('button', { name: 'Em Falta' }).click();
        await itemRow.getByRole('button', { name: 'Retornar' }).click();
        await itemRow.getByRole('button', { name: 'Em Falta' }).waitFor();
      }
      const entries = dialog.getByRole('region', { name: 'Histórico' }).locator('li');
      await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(20);
      expect(await entries.first().innerText()).toContain(`Item em falta: ${order.items[0].description}`);
      expect(await entries.last().innerText()).toContain(`Item retornado: ${order.items[1].description}`);

      const body = dialog.locator('.bp6-dialog-body');
      const inside = (inner: { y: number; height: number }, outer: { y: number; height: number }) =>
        inner.y >= outer.y - 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
      const dialogBox = await dialog.boundingBox();
      expect(dialogBox && inside(dialogBox, { y: 0, height: 768 }), JSON.stringify(dialogBox)).toBe(true);
      for (const entry of [entries.first(), entries.last()]) {
        await entry.scrollIntoViewIfNeeded();
        const [entryBox, bodyBox] = [await entry.boundingBox(), await body.boundingBox()];
        expect(entryBox && bodyBox && inside(entryBox, bodyBox), JSON.stringify({ entryBox, bodyBox })).toBe(true);
      }
      await screenshot(page, 'orders-details-history-1024');
    } finally {
      await context.close();
    }
  });
});

describe('gateway unreachable', () => {
  it('keeps the session: says so in Portuguese instead of the login form, and goes on once the gateway answers', async () => {
    const { context, page } = await loggedInPage(browser, '1003');
    try {
      await page.goto('/dashboard/pedido/');
      await page.getByRole('heading', { name: 'Pedidos em Aberto' }).waitFor();
      // The list's first answer in: a refresh sent while it is in flight joins it (Apollo's deduplication) and
      // succeeds. This used to pass on the 15 s poll's failure; a live board does not poll.
      await page.locator('.list-table tbody tr').first().waitFor();
      await page.route('**/graphql', (route) => route.abort('connectionrefused'));
      await clearToasts(page);
      await page.getByRole('button', { name: 'Atualizar Pedidos' }).click();
      await toast(page, 'Erro ao carregar pedidos: Não foi possível conectar ao servidor. Verifique a conexão e tente novamente.').waitFor();
      await page.reload();
      await page.getByRole('alert').filter({ hasText: 'Servidor indisponível' }).waitFor();
      expect(await page.getByLabel('Matrícula').count()).toBe(0);
      await screenshot(page, 'orders-gateway-unreachable');
      await page.unroute('**/graphql');
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await page.getByRole('heading', { name: 'Pedidos em Aberto' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/pedido/');
    } finally {
      await context.close();
    }
  });
});

describe("'Filtro de Pedidos em Aberto' dates", () => {
  it('opens without covering the form with a calendar, takes days typed as DD/MM/AAAA, and opens the calendar on a click', async () => {
    const order = await createOrder();
    // The run's stored session for the user (docs/testing.md#end-to-end-speed): the login form is not this test's subject.
    const { context, page } = await loggedInPage(browser, '1003');
    try {
      await page.goto('/dashboard/pedido/');
      await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtro de Pedidos em Aberto' });
      await dialog.waitFor();
      await waitInPage(page, `document.activeElement && document.activeElement.id === 'filter-from'`);
      expect(await page.locator('.bp6-datepicker').count()).toBe(0);
      // A day either side of today in São Paulo: the order placed just now is inside whatever the hour.
      const day = (offset: number) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offset * 86_400_000));
      await page.keyboard.type(day(-1));
      // Both fields are the real ones by now (they arrive together, lib/lazyField.tsx); a stand-in is disabled, and Tab
      // would pass over it.
      await dialog.locator('#filter-to:not([disabled])').waitFor();
      await page.keyboard.press('Tab');
      await waitInPage(page, `document.activeElement && document.activeElement.id === 'filter-to'`);
      await page.keyboard.type(day(1));
      await dialog.getByLabel('CPF do cliente').fill(order.cpf);
      await dialog.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Pedido(s) encontrado(s) com sucesso!').waitFor();
      await orderRow(page, order.id).waitFor();
      const iso = (text: string) => text.split('/').reverse().join('-');
      const url = new URL(page.url());
      expect([url.searchParams.get('de'), url.searchParams.get('ate')]).toEqual([iso(day(-1)), iso(day(1))]);

      // The same customer in January 2020: nothing. A click opens the calendar; typing over it works as well.
      await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
      await dialog.waitFor();
      expect(await dialog.locator('#filter-from').inputValue()).toBe(day(-1));
      await dialog.locator('#filter-from').click();
      await page.locator('.bp6-datepicker').waitFor();
      await dialog.locator('#filter-from').fill('01/01/2020');
      // Tab from a day typed while the calendar shows goes on to the next field, not into the calendar (through its
      // month, year, arrows and days to 'Hoje', where an Enter replaced the typed day); the typed day stays.
      await dialog.locator('#filter-to').click();
      await dialog.locator('#filter-to[aria-expanded="true"]').waitFor();
      await dialog.locator('#filter-to').fill('31/01/2020');
      await page.keyboard.press('Tab');
      // The next field is the first status switch, right under the dates.
      await waitInPage(page, `document.activeElement === document.querySelector('.bp6-dialog input[type=checkbox]')`);
      await waitInPage(page, `document.querySelectorAll('.bp6-datepicker').length === 0`);
      expect(await dialog.locator('#filter-to').inputValue()).toBe('31/01/2020');
      await dialog.getByLabel('CPF do cliente').click();
      await dialog.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Nenhum pedido em aberto encontrado!').waitFor();
      expect(new URL(page.url()).searchParams.get('ate')).toBe('2020-01-31');
      expect(await orderRow(page, order.id).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('printing', () => {
  it('prints the full order, the limited items and the delivery slip with the branch name in the header', async () => {
    const order = await createOrder({ limited: true, picked: true });
    const branchName = String((await api('GET', `pedidos/${order.id}/`)).codfilial.razaoSocial);
    const { context, page } = await loggedInPage(browser, '1003');
    await installPrintRecorder(context);
    try {
      await page.goto(`/dashboard/pedido/?cpf=${order.cpf}`);
      await openDetails(page, order);
      const dialog = page.getByRole('dialog', { name: `Pedido ${order.id}` });

      await dialog.getByRole('button', { name: 'Imprimir', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Pedido Completo' }).click();
      const full = await printedDocument(page, 1);
      await screenshotPrint(browser, full, 'orders-print-full');
      const fullPage = await textOf(full);
      expect(fullPage.split('\n')[0].trim()).toBe(branchName);
      expect(fullPage).toContain(`Pedido Completo - Pedido ${order.id}`);
      for (const item of order.items) expect(fullPage).toContain(item.description);
      expect(fullPage).toContain(`Total (${order.items.length} itens)`);

      await dialog.getByRole('button', { name: 'Imprimir', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Itens em limitação' }).click();
      const limited = await textOf(await printedDocument(page, 2));
      const [limitedItem, ...others] = [...order.items].reverse();
      expect(limited).toContain(limitedItem.description);
      for (const other of others) expect(limited).not.toContain(other.description);

      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await page.getByRole('button', { name: `Ações do pedido ${order.id}` }).click();
      await page.getByRole('menuitem', { name: 'Imprimir Comanda Entrega' }).click();
      const slip = await printedDocument(page, 3);
      await screenshotPrint(browser, slip, 'orders-print-delivery-slip');
      const slipText = await textOf(slip);
      expect(slipText.split('\n')[0].trim()).toBe(branchName);
      expect(slipText).toContain(order.customerName);
    } finally {
      await context.close();
    }
  });

  it("prints the chosen orders' delivery slips in one job, each on its own page, chosen by keyboard", async () => {
    const customer = await createCustomer();
    const orders = [await createOrder({ customer }), await createOrder({ customer })];
    const { context, page } = await loggedInPage(browser, '1003');
    await installPrintRecorder(context);
    try {
      await page.goto(`/dashboard/pedido/?cpf=${customer.cpf}`);
      for (const order of orders) await orderRow(page, order.id).waitFor();
      const print = page.getByRole('button', { name: /^Imprimir Comandas Selecionadas/ });
      expect(await print.isDisabled()).toBe(true);

      // Space checks a row's box; Tab leads on to the next row's.
      const box = (order: TestOrder) => page.getByRole('checkbox', { name: `Selecionar pedido ${order.id}` });
      await box(orders[0]).focus();
      await page.keyboard.press('Space');
      for (let presses = 0; presses < 15 && !(await box(orders[1]).evaluate((b) => b === b.ownerDocument.activeElement)); presses++) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Space');
      expect([await box(orders[0]).isChecked(), await box(orders[1]).isChecked()]).toEqual([true, true]);
      expect(await page.getByRole('checkbox', { name: 'Selecionar todos da página' }).isChecked()).toBe(true);
      await screenshot(page, 'orders-selected-for-slips');

      await page.getByRole('button', { name: 'Imprimir Comandas Selecionadas (2)' }).click();
      const slips = await printedDocument(page, 1);
      await screenshotPrint(browser, slips, 'orders-print-selected-slips');
      const text = await textOf(slips);
      const at = orders.map((order) => text.indexOf(`Comanda de entrega - Pedido ${order.id}`));
      expect(at.every((position) => position >= 0)).toBe(true);
      expect(at[0]).toBeLessThan(at[1]);
      expect(await printedPages(slips)).toBe(2);
      // One print job: nothing else was printed, and the choice is cleared once printed.
      await expect.poll(() => print.isDisabled()).toBe(true);
      expect(await page.evaluate('window.__printed.length')).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('closed order lists and branch binding', () => {
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  const ids: Record<'V17' | 'V18' | 'X17' | 'X18', number> = { V17: 0, V18: 0, X17: 0, X18: 0 };
  let openOrder: TestOrder;

  beforeAll(async () => {
    customer = await createCustomer();
    openOrder = await createOrder({ customer });
    for (const status of ['V', 'X'] as const) {
      for (const branch of [17, 18]) {
        ids[`${status}${branch}` as keyof typeof ids] = (await createOrder({ customer, status, branch })).id;
      }
    }
  });

  async function listed(page: Page, path: string): Promise<number[]> {
    await page.goto(`/dashboard/${path}/?cpf=${customer.cpf}`);
    await page.locator('tbody tr').first().waitFor();
    const firstCells = await page.locator('tbody tr td:first-child').allInnerTexts();
    return firstCells.map((text) => Number(/\d+/.exec(text)?.[0])).sort((a, b) => a - b);
  }

  it('a manager (1002) sees completed and cancelled orders of both branches', async () => {
    const { context, page } = await loggedInPage(browser, '1002');
    try {
      expect(await listed(page, 'pedidosconcluidos')).toEqual([ids.V17, ids.V18].sort((a, b) => a - b));
      await screenshot(page, 'orders-completed-manager');
      expect(await listed(page, 'pedidoscancelados')).toEqual([ids.X17, ids.X18].sort((a, b) => a - b));
    } finally {
      await context.close();
    }
  });

  it('a separator of branch 17 (1004) sees only branch 17 on both lists', async () => {
    const { context, page } = await loggedInPage(browser, '1004');
    try {
      expect(await listed(page, 'pedidosconcluidos')).toEqual([ids.V17]);
      expect(await listed(page, 'pedidoscancelados')).toEqual([ids.X17]);
      // On the open list a separator reads the status as text (only types 1 and 3 change it), no greyed selector.
      await page.goto(`/dashboard/pedido/?cpf=${customer.cpf}`);
      const row = orderRow(page, openOrder.id);
      await row.locator('.orders-status-text').getByText('Recebido', { exact: true }).waitFor();
      expect(await row.getByRole('combobox').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/** Opens the full-screen details from the row's actions menu and waits for its items. */
async function openDetails(page: Page, order: TestOrder) {
  await page.getByRole('button', { name: `Ações do pedido ${order.id}` }).click();
  await page.getByRole('menuitem', { name: 'Ver Itens do Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: `Pedido ${order.id}` });
  await dialog.getByRole('row').filter({ hasText: order.items[0].description }).waitFor();
}

/** The text a printed document shows, line by line, rendered by Chromium. */
async function textOf(html: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(html);
    return await page.locator('body').innerText();
  } finally {
    await context.close();
  }
}

/** How many pages Chromium prints the document on (A4): each '/Type /Page' object of its PDF is one. */
async function printedPages(html: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(html);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    return pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  } finally {
    await context.close();
  }
}

/**
 * 'Detalhes do pedido' of an order taken from 'Recebido' to 'Concluído' by user 1003
 * (docs/decisions/0044-navigator-and-order-history.md): its 'Histórico' names every step, oldest first, the picker and
 * the deliveryman, and who made each change.
 */
async function expectHistory(page: Page, row: import('playwright-core').Locator, order: TestOrder, staff: { picker: string; deliveryman: string }) {
  await row.getByRole('button', { name: `Itens do pedido ${order.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pedido ${order.id}` });
  const history = dialog.getByRole('region', { name: 'Histórico' });
  await history.getByText('Status: Entrega → Concluído').waitFor();
  const entries = await history.locator('li').evaluateAll((items) =>
    items.map((item) => ({
      text: item.querySelector('.order-history-text')?.textContent ?? '',
      actor: item.querySelector('.order-history-actor')?.textContent ?? null,
    })),
  );
  const texts = entries.map((entry) => entry.text);
  const steps = [
    'Status: Recebido → Em Separação',
    `Separador: ${staff.picker}`,
    'Status: Em Separação → Separado',
    'Status: Separado → Conferência',
    'Status: Conferência → Faturamento',
    'Status: Faturamento → Entrega',
    `Entregador: ${staff.deliveryman}`,
    'Status: Entrega → Concluído',
  ];
  const at = steps.map((step) => texts.indexOf(step));
  expect(
    at.every((index) => index >= 0),
    JSON.stringify(texts),
  ).toBe(true);
  // Oldest first: the moves in the run's order.
  expect(at.filter((_, i) => i !== 1 && i !== 6)).toEqual([...at.filter((_, i) => i !== 1 && i !== 6)].sort((a, b) => a - b));
  expect(texts.some((text) => /^Enviado para faturamento: orçamento \d+$/.test(text))).toBe(true);
  expect(texts.some((text) => text.startsWith('Compra registrada no Cresce Vendas'))).toBe(true);
  expect(texts.some((text) => text.startsWith('Notificação enviada'))).toBe(true);
  // Every change a person made through the panel names them.
  for (const step of steps) expect(entries[texts.indexOf(step)].actor).toBe('Sabrina Subgerente');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Selects the first real option of a staff select and answers its name. */
async function pickFirst(select: import('playwright-core').Locator): Promise<string> {
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  const option = select.locator('option').nth(1);
  const value = await option.getAttribute('value');
  await select.selectOption(value ?? '');
  return (await option.innerText()).trim();
}

async function expectUpstreamTraffic(order: TestOrder, since: Record<'erp' | 'loyalty' | 'push', number>) {
  const erp = await sandboxRequests('erp', since.erp);
  const sentOrder = erp.filter((r) => r.path.includes('processa-pedido') && r.status === 200);
  expect(sentOrder).toHaveLength(1);
  expect(JSON.stringify(sentOrder[0].body)).toContain(String(order.id));
  expect(erp.some((r) => r.path.includes('processa-cliente'))).toBe(true);
  expect(erp.some((r) => r.path.includes('get_payment_data'))).toBe(true);

  const loyalty = (await sandboxRequests('loyalty', since.loyalty)).filter((r) => /\/shops\/?$/.test(r.path));
  expect(loyalty).toHaveLength(1);
  expect(JSON.stringify(loyalty[0].body)).toContain(order.cpf);

  const push = (await sandboxRequests('push', since.push)).map((r) => r.body as Loose);
  const toCustomer = push.filter((body) => JSON.stringify(body).includes(order.device));
  const texts = toCustomer.map((body) => body.contents?.pt ?? body.contents?.en ?? JSON.stringify(body.contents));
  for (const text of ['Pedido em separação!', 'Pedido separado!', 'Pedido em conferência!', 'Pedido saiu para entrega!']) {
    expect(texts).toContain(text);
  }
  expect(texts.some((text) => String(text).startsWith('Seu pedido está sendo faturado.'))).toBe(true);
}

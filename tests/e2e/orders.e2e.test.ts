// The order screens in Chromium against the whole stack (spec 000 sections 2, 4, 5 and 8): a submanager takes a
// delivery order from 'Recebido' to 'Concluído' through every dialog, cancels one, toggles an item 'Em Falta',
// prints; the completed and cancelled lists honour branch binding.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newPage } from './browser';
import { createOrder, lastSandboxId, pickOrder, sandboxRequests, type Loose, type TestOrder } from './orderFixtures';
import { clearToasts, orderRow, screenshot, statusSelect, toast } from './ordersPage';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const UPDATED = 'Pedido Atualizado com Sucesso!';

/** Opens 'Pedidos em Aberto' filtered by the order's customer CPF through 'Filtro de Pedidos em Aberto'. */
async function findOpenOrder(page: Page, order: TestOrder) {
  await page.goto('/dashboard/pedido/');
  await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtro de Pedidos em Aberto' });
  await dialog.getByLabel('CPF do cliente').fill(order.cpf);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await toast(page, 'Pedido(s) encontrado(s) com sucesso!').waitFor();
  const row = orderRow(page, order.id);
  await row.waitFor();
  return row;
}

/** Chooses a status in the row's selector and waits until the row shows it, with the success toast. */
async function expectStatus(page: Page, order: TestOrder, status: string) {
  await expect.poll(() => statusSelect(orderRow(page, order.id)).inputValue(), { timeout: 20_000 }).toBe(status);
}

describe('open orders: a submanager works an order', () => {
  it("moves a delivery order from 'Recebido' to 'Concluído' through the dialogs", async () => {
    const order = await createOrder({ limited: true });
    const since = { erp: await lastSandboxId('erp'), loyalty: await lastSandboxId('loyalty'), push: await lastSandboxId('push') };
    const { context, page } = await newPage(browser);
    try {
      await logIn(page, '1003');
      const row = await findOpenOrder(page, order);
      expect(await statusSelect(row).inputValue()).toBe('R');
      await screenshot(page, 'orders-flow-1-received');

      // S: the limited-items alert first, then 'Escolha um Separador' (a choice is required).
      await clearToasts(page);
      await statusSelect(row).selectOption('S');
      const alert = page.getByRole('alertdialog').filter({ hasText: 'Alerta - Produtos em Limitação' });
      await alert.waitFor();
      await alert.getByRole('button', { name: 'Ciente' }).click();
      const picker = page.getByRole('dialog', { name: 'Escolha um Separador' });
      await picker.waitFor();
      await picker.getByRole('button', { name: 'Confirmar' }).click();
      await picker.getByText('Campo Obrigatório', { exact: true }).waitFor();
      const pickerName = await pickFirst(picker.getByLabel('Separador'));
      await screenshot(page, 'orders-flow-2-picker');
      await picker.getByRole('button', { name: 'Confirmar' }).click();
      await toast(page, 'Separador Adicionado com Sucesso!').waitFor();
      await toast(page, UPDATED).waitFor();
      await expectStatus(page, order, 'S');
      await orderRow(page, order.id).getByText(`Separador: ${pickerName}`).waitFor();

      // The separator app picks every item; P and C are confirmed moves.
      await pickOrder(order);
      for (const [status, question] of [['P', 'Confirma Separado?'], ['C', 'Confirma Conferência?']] as const) {
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
      await page.getByRole('alert').filter({ hasText: /^Pedido Enviado para faturamento numero: \d+$/ }).waitFor({ timeout: 20_000 });
      await toast(page, UPDATED).waitFor();
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
      await toast(page, 'Entregador Adicionado com Sucesso!').waitFor();
      await toast(page, UPDATED).waitFor();
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

      await expectUpstreamTraffic(order, since);
    } finally {
      await context.close();
    }
  });
});

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

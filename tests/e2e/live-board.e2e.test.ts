// The live order desk in a real browser (docs/areas/integrations.md#live-updates): two people on 'Pedidos em Aberto';
// one moves an order and the other sees it without reloading and without any list read: the watcher's list reads are
// held unanswered from the moment its board is live, so the change can only arrive by the event (an unrelated event,
// e.g. another test's order, may still make the board ask for its list: that read is held, not counted against it). The
// same board shows 'Ao vivo', flags the demo data's late orders 'Atrasado' and passes axe-core with them.
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, withChromium } from './browser';
import { axeViolations } from './axe';
import { createOrder, type TestOrder } from './orderFixtures';
import { moveToast, orderRow, statusSelect } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

/** 'Pedidos em Aberto' filtered by the order's customer, once the board says it is live. */
async function openBoardOn(page: Page, order: TestOrder): Promise<void> {
  await page.goto(`/dashboard/pedido/?cpf=${order.cpf}`);
  await orderRow(page, order.id).waitFor();
  await page.getByText('Ao vivo', { exact: true }).waitFor({ timeout: 20_000 });
}

/** Holds the board's list reads (the query the 15 s poll would send) unanswered; the routes held are returned. */
async function holdListReads(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route('**/graphql', (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.postDataJSON()?.operationName === 'OpenOrders') held.push(route);
    else void route.continue();
  });
  return held;
}

describe('live board', () => {
  it('a status changed on one board reaches the other without a reload or a poll', async () => {
    const order = await createOrder({ status: 'C' });
    const mover = await loggedInPage(browser, '1001');
    const watcher = await loggedInPage(browser, '1001');
    try {
      await openBoardOn(mover.page, order);
      await openBoardOn(watcher.page, order);
      const held = await holdListReads(watcher.page);
      const loads: string[] = [];
      watcher.page.on('framenavigated', (frame) => void (frame === watcher.page.mainFrame() && loads.push(frame.url())));

      await statusSelect(orderRow(mover.page, order.id)).selectOption('F');
      await mover.page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
      // The invoicing run's progress (over the socket while live), then its one toast.
      await mover.page.getByRole('dialog').getByText('Faturando pedido...').waitFor();
      await moveToast(mover.page, [/Pedido Enviado para faturamento numero: \d+/, 'Pedido Atualizado com Sucesso!']).waitFor({ timeout: 30_000 });

      // Well within the 15 s poll it replaced: the event, applied in place.
      await expect.poll(() => statusSelect(orderRow(watcher.page, order.id)).inputValue(), { timeout: 10_000 }).toBe('F');
      expect(loads).toEqual([]);
      for (const route of held) await route.abort().catch(() => undefined);
    } finally {
      await mover.context.close();
      await watcher.context.close();
    }
  });

  it("flags the demo data's late orders 'Atrasado' and passes axe with the live line, the alerts switch and the flags", async () => {
    const { context, page } = await loggedInPage(browser, '1001');
    try {
      await page.goto('/dashboard/pedido/');
      await page.getByText('Ao vivo', { exact: true }).waitFor({ timeout: 20_000 });
      // Oldest first: the first page holds orders placed up to two days ago, their windows long gone.
      await page
        .getByRole('img', { name: /^Atrasado desde \d\d\/\d\d\/\d{4} \d\d:\d\d/ })
        .first()
        .waitFor();
      const alerts = page.getByRole('switch', { name: 'Alertas de novos pedidos (som e notificação)' });
      expect(await alerts.isChecked()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

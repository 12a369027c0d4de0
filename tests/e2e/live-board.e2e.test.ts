// The live order desk in a real browser (issue 21 section 1): two people on 'Pedidos em Aberto'; one moves an order
// and the other sees it without reloading and without any poll in between (the page's own requests are watched).
// The same board shows 'Ao vivo', flags the demo data's late orders 'Atrasado' and passes axe-core with them.
import type { Browser, Page } from 'playwright-core';
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

/** The board's list reads (the query the 15 s poll would send). */
function countListReads(page: Page): () => number {
  let reads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' && request.postDataJSON()?.operationName === 'OpenOrders') reads++;
  });
  return () => reads;
}

describe('live board', () => {
  it('a status changed on one board reaches the other without a reload or a poll', async () => {
    const order = await createOrder({ status: 'C' });
    const mover = await loggedInPage(browser, '1001');
    const watcher = await loggedInPage(browser, '1001');
    try {
      await openBoardOn(mover.page, order);
      await openBoardOn(watcher.page, order);
      const reads = countListReads(watcher.page);
      const loads: string[] = [];
      watcher.page.on('framenavigated', (frame) => void (frame === watcher.page.mainFrame() && loads.push(frame.url())));

      await statusSelect(orderRow(mover.page, order.id)).selectOption('F');
      await mover.page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
      // The invoicing run's progress (over the socket while live), then its one toast.
      await mover.page.getByRole('dialog').getByText('Faturando pedido...').waitFor();
      await moveToast(mover.page, [/Pedido Enviado para faturamento numero: \d+/, 'Pedido Atualizado com Sucesso!']).waitFor({ timeout: 30_000 });

      // Well within the 15 s poll it replaced: the event, applied in place.
      await expect.poll(() => statusSelect(orderRow(watcher.page, order.id)).inputValue(), { timeout: 10_000 }).toBe('F');
      expect(reads()).toBe(0);
      expect(loads).toEqual([]);
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

// Invoicing on services that do only what the specs describe (the reference services' seeds profile: the ERP bridge
// neither honours Idempotency-Key nor upserts, and the gateway is told nothing about either). The ERP's answer to
// processa-pedido is lost: the order is held UNCERTAIN with its own dialog; a type 1 user enters the budget number
// found 'in Winthor' (here, the ERP's own table), the order carries on to 'Concluído' and the ERP has one budget.
// The file starts its own stack (seeds references, a proxy in front of the ERP that drops one answer, a gateway on
// the built web app); the rest of the suite keeps the shared default-profile one.
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstreams, type Upstreams } from '../../upstream/src/start';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { faultyProxy } from '../integration/stack';
import { logIn, newPage, withChromium } from './browser';
import { createOrder } from './orderFixtures';
import { moveToast, orderRow, statusSelect } from './ordersPage';
import { useStack } from './stackUrls';

let browser: Browser;
withChromium((launched) => (browser = launched));

let upstreams: Upstreams;
let erp: Awaited<ReturnType<typeof faultyProxy>>;
let gateway: RunningGateway;

beforeAll(async () => {
  upstreams = await startUpstreams({ profile: 'seeds' });
  erp = await faultyProxy(upstreams.urls.erp);
  const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
  gateway = await startGateway({ port: 0, upstreams: { ...upstreams.urls, erp: erp.url }, webDist, logLevel: 'silent' });
  useStack({ baseUrl: gateway.url, upstreamUrls: upstreams.urls });
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await erp?.close();
  await upstreams?.close();
});

const budgets = async (orderId: number) =>
  (await upstreams.db.query<{ numorcamento: string }>('SELECT numorcamento FROM erp_orders WHERE id_pedido = $1', [orderId])).rows.map((r) =>
    Number(r.numorcamento),
  );

describe('orders on the seeds profile', () => {
  it("an ERP answer lost on invoicing holds the order; the budget number found 'in Winthor' carries it on, one budget", async () => {
    const order = await createOrder({ type: 'L', status: 'C' });
    const { page } = await newPage(browser);
    await logIn(page, '1001');
    await page.goto(`/dashboard/pedido/?cpf=${order.cpf}`);
    const row = orderRow(page, order.id);
    await row.waitFor();

    erp.add({ method: 'POST', path: 'processa-pedido', action: 'lose' });
    await statusSelect(row).selectOption('F');
    await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
    const held = page.getByRole('dialog', { name: 'Pedido retido: conferir no Winthor' });
    await held.getByText(`Procure no Winthor um orçamento da filial 17 para o pedido ${order.id}`, { exact: false }).waitFor({ timeout: 30_000 });
    const [budget] = await budgets(order.id);
    expect(budget).toBeGreaterThan(0);

    await held.getByLabel('Número do orçamento no Winthor').fill(String(budget));
    await held.getByRole('button', { name: 'Informar número' }).click();
    await moveToast(page, [`Pedido Enviado para faturamento numero: ${budget}`, 'Pedido Atualizado com Sucesso!']).waitFor({ timeout: 30_000 });
    await expect.poll(() => statusSelect(orderRow(page, order.id)).inputValue(), { timeout: 20_000 }).toBe('F');

    await statusSelect(orderRow(page, order.id)).selectOption('E');
    await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => statusSelect(orderRow(page, order.id)).inputValue(), { timeout: 20_000 }).toBe('E');
    await statusSelect(orderRow(page, order.id)).selectOption('V');
    await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
    await orderRow(page, order.id).waitFor({ state: 'detached', timeout: 30_000 });

    expect(await budgets(order.id)).toEqual([budget]);
  }, 120_000);
});

// 'Busca de Clientes' in Chromium against the real stack: filter by name, 'Dados do Cliente', and 'Notificações'
// with a JPEG drawn on a canvas in the page (uploaded through the gateway, then pushed now or scheduled).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { canvasJpeg, loggedInPage, typeTime, withChromium } from './browser';
import { stackUpstreamUrls } from './stackUrls';

let browser: Browser;
withChromium((launched) => (browser = launched));

async function withCustomersPage(test: (page: Page) => Promise<void>) {
  const { context, page } = await loggedInPage(browser, '1003');
  try {
    await page.goto('/dashboard/cliente');
    await page
      .getByRole('heading', { name: 'Busca de Clientes' })
      .waitFor()
      .catch((error: Error) => {
        throw new Error(`'Busca de Clientes' did not show at ${page.url()}: ${error.message}`);
      });
    await page.locator('table tbody tr').first().waitFor();
    await test(page);
  } finally {
    await context.close();
  }
}

const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

async function pushesMatching(text: string): Promise<Array<{ body: Record<string, unknown> }>> {
  const url = new URL('/_sandbox/requests', stackUpstreamUrls().push);
  url.searchParams.set('limit', '10000');
  url.searchParams.set('path', '/notifications');
  const { results } = (await (await fetch(url)).json()) as { results: Array<{ body: Record<string, unknown> }> };
  return results.filter((r) => JSON.stringify(r.body).includes(text));
}

/** Opens 'Notificações' for the first listed customer who has a push device. */
async function openNotification(page: Page): Promise<string> {
  const row = page
    .locator('table tbody tr')
    .filter({ has: page.locator('button[title="Notificações"]') })
    .first();
  const name = await row.locator('td').nth(1).innerText();
  await row.locator('button[title="Notificações"]').click();
  await page.getByRole('dialog').getByText(name).waitFor();
  return name;
}

describe('Busca de Clientes', () => {
  it('filters by part of the name with the success toast', async () => {
    await withCustomersPage(async (page) => {
      const first = await page.locator('table tbody tr td:nth-child(2)').first().innerText();
      const word = first.split(' ')[0];
      await page.getByRole('button', { name: 'Filtrar Clientes' }).click();
      await page.getByLabel('Nome').fill(word.toLowerCase());
      await page.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Cliente(s) encontrado(s) com sucesso').first().waitFor();
      await page.waitForURL(/nome=/);
      await page.locator('table tbody tr').first().waitFor();
      const names = await page.locator('table tbody tr td:nth-child(2)').allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((n) => n.toLowerCase().includes(word.toLowerCase()))).toBe(true);

      await page.getByRole('button', { name: 'Filtrar Clientes' }).click();
      await page.getByLabel('Nome').fill('ninguém-com-este-nome');
      await page.getByRole('button', { name: 'Buscar' }).click();
      await toast(page, 'Nenhum Cliente encontrado').waitFor();
    });
  });

  it("shows 'Dados do Cliente' with the formatted CPF", async () => {
    await withCustomersPage(async (page) => {
      const row = page.locator('table tbody tr').first();
      const name = await row.locator('td').nth(1).innerText();
      await row.getByRole('button', { name: /Dados do cliente/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Dados do Cliente').waitFor();
      await dialog.getByText(name).first().waitFor();
      expect(await dialog.getByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/).count()).toBe(1);
      await expect(dialog.getByText('Endereços').count()).resolves.toBe(1);
    });
  });
});

describe('Notificações', () => {
  it('refuses a JPEG of the wrong size with the exact message, then sends a 1038x519 one', async () => {
    await withCustomersPage(async (page) => {
      await openNotification(page);
      const input = page.locator('#notification-image');
      await input.setInputFiles({ name: 'pequena.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, 1039, 519) });
      await page.getByText('A imagem da notificação precisa ter dimensões de 1038X519 pixels!').waitFor();

      const title = `Oferta ${Date.now()}`;
      await input.setInputFiles({ name: 'promo.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, 1038, 519) });
      await page.getByText('Imagem válida: promo.jpg').waitFor();
      await page.locator('#notification-title').fill(title);
      await page.locator('#notification-message').fill('Frutas com 20% de desconto');
      await page.getByRole('button', { name: 'Enviar Notificação' }).click();
      await toast(page, 'Notificação enviada com Sucesso!').waitFor({ timeout: 20_000 });

      const pushes = await pushesMatching(title);
      expect(pushes).toHaveLength(1);
      expect(String(pushes[0].body.big_picture)).toMatch(/\/files\/notificacoes\/[0-9a-f-]{36}\.jpg$/);
      expect(pushes[0].body.send_after).toBeUndefined();
      const image = await fetch(String(pushes[0].body.big_picture));
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    });
  });

  it('requires the title and message, and schedules with send_after in GMT-0300', async () => {
    await withCustomersPage(async (page) => {
      await openNotification(page);
      await page.getByRole('button', { name: 'Enviar Notificação' }).click();
      await page.getByText('Título não pode estar vazio!').waitFor();
      await page.getByText('Mensagem não pode estar vazio!').waitFor();

      const title = `Agendada ${Date.now()}`;
      await page.locator('#notification-title').fill(title);
      await page.locator('#notification-message').fill('Amanhã tem feira');
      await page.getByText('Agendar Notificação?').click();
      // Typed as staff read a day; clicking the time field closes the date's calendar.
      const year = new Date().getFullYear() + 1;
      await page.locator('#notification-date').fill(`15/01/${year}`);
      await typeTime(page.locator('#notification-time'), '09:30');
      await page.getByRole('button', { name: 'Agendar Notificação' }).click();
      await toast(page, 'Notificação agendada com Sucesso!').waitFor({ timeout: 20_000 });
      const pushes = await pushesMatching(title);
      expect(pushes.map((p) => p.body.send_after)).toEqual([`${year}-01-15 09:30:00 GMT-0300`]);
    });
  });
});

// 'Notificações' in Chromium against the real stack: the table 5 a page with the 'Agendadas' filter in the URL, a
// send to customers picked on two pages of the client picker (what the push provider received, the new row), and
// the roles without the page sent to /dashboard/.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, withChromium } from './browser';
import { stackUpstreamUrls } from './stackUrls';
import { clearToasts, screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

async function openPage(page: Page): Promise<void> {
  await page.goto('/dashboard/notificacao/');
  await page.getByRole('heading', { name: 'Notificações' }).waitFor();
  await page.locator('table tbody tr').first().waitFor();
}

async function pushesTitled(title: string): Promise<Array<{ body: Record<string, unknown> }>> {
  const url = new URL('/_sandbox/requests', stackUpstreamUrls().push);
  url.searchParams.set('limit', '10000');
  url.searchParams.set('path', '/notifications');
  const { results } = (await (await fetch(url)).json()) as { results: Array<{ body: { headings?: { pt?: string } } & Record<string, unknown> }> };
  return results.filter((r) => r.body.headings?.pt === title);
}

const deviceIds = (body: Record<string, unknown>): string[] =>
  ((body.include_aliases as { external_id?: string[] } | undefined)?.external_id ?? (body.include_subscription_ids as string[] | undefined) ?? []) as string[];

/** The picker's first row on this page whose customer has a push device (the name cell has no warning title). */
function pickableRow(dialog: Locator): Locator {
  return dialog
    .locator('.notification-picker tbody tr')
    .filter({ has: dialog.page().locator('td:nth-child(3):not([title])') })
    .first();
}

describe('Notificações', () => {
  it("lists 5 a page and filters 'Agendadas' only, kept in the URL", async () => {
    await asUser(browser, '1005', async (page) => {
      await openPage(page);
      expect(await page.locator('table tbody tr').count()).toBe(5);
      await page.getByRole('button', { name: 'Filtrar Notificações' }).click();
      await page.getByRole('dialog').getByText('Não-Agendadas').click();
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL(/naoAgendadas=0/);
      await expectToast(page, 'Notificações(s) encontrado(s) com sucesso!');
      await page.locator('table tbody tr').first().waitFor();
      const scheduled = await page.locator('table tbody tr td:nth-child(6)').allInnerTexts();
      expect(scheduled.length).toBeGreaterThan(0);
      expect(new Set(scheduled)).toEqual(new Set(['Sim']));
    });
  });

  it('sends to customers picked on two pages of the client picker', async () => {
    await asUser(browser, '1005', async (page) => {
      await openPage(page);
      await page.getByRole('button', { name: 'Enviar Notificação' }).click();
      const dialog = page.getByRole('dialog');
      const title = `Escolhidos ${Date.now() % 1_000_000}`;
      await dialog.locator('#notification-title').fill(title);
      await dialog.getByText(`${title.length}/25`).waitFor();
      await dialog.locator('#notification-message').fill('Oferta para você 🛒');
      await dialog.getByLabel('Tipo de Envio').selectOption('PICKED');
      await dialog.locator('.notification-picker tbody tr').first().waitFor();
      expect(await dialog.locator('.notification-picker tbody tr').count()).toBe(10);

      const first = pickableRow(dialog);
      const firstName = await first.locator('td').nth(2).innerText();
      await first.getByRole('checkbox').check({ force: true });
      await dialog.getByRole('button', { name: 'Próxima página de clientes' }).click();
      await dialog.getByText('Página 2 de').waitFor();
      await dialog.locator('.notification-picker tbody tr').filter({ hasText: firstName }).waitFor({ state: 'detached' });
      const second = pickableRow(dialog);
      const secondName = await second.locator('td').nth(2).innerText();
      await second.getByRole('checkbox').check({ force: true });
      await dialog.getByRole('button', { name: 'Página anterior de clientes' }).click();
      const back = dialog.locator('.notification-picker tbody tr').filter({ hasText: firstName });
      expect(await back.getByRole('checkbox').isChecked()).toBe(true);
      await dialog.getByText('2 clientes selecionados').waitFor();
      await screenshot(page, 'notifications-picker');

      await dialog.getByRole('button', { name: 'Enviar Notificação' }).click();
      await expectToast(page, 'Notificação enviada com Sucesso!');
      await dialog.waitFor({ state: 'detached' });
      const pushes = await pushesTitled(title);
      // One request per kind of device id (a device id and an alias cannot share one): 1 or 2, two ids in all.
      expect(pushes.flatMap((p) => deviceIds(p.body))).toHaveLength(2);
      const row = page.locator('table tbody tr').filter({ hasText: title });
      await row.waitFor();
      expect(await row.locator('td').nth(3).innerText()).toBe('Usuários Específicos');
      expect(await row.locator('td').nth(8).innerText()).toBe(`${firstName}, ${secondName}`);
      await clearToasts(page);
    });
  });

  it.each([
    ['a separator (type 4)', '1004'],
    ['a deliveryman (type 6)', '1006'],
  ])('as %s: /dashboard/notificacao sends to /dashboard/', async (_who, matricula) => {
    await asUser(browser, matricula, async (page) => {
      await page.goto('/dashboard/notificacao/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

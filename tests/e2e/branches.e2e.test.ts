// 'Filiais' in Chromium against the real stack: a superuser creates a branch with its normal delivery periods,
// sees them in the details and edits the branch; a submanager is sent to /dashboard/. Screenshots of the page at
// 1366x800 and 1024x768 are written to $SCREENSHOT_DIR when it is set.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, launchChromium, logIn, newPage, type Viewport } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const CODE = '950';

async function asUser(matricula: string, test: (page: Page) => Promise<void>, viewport?: Viewport) {
  const { context, page } = await newPage(browser, viewport);
  try {
    await logIn(page, matricula);
    await test(page);
  } finally {
    await context.close();
  }
}

describe('Filiais', () => {
  it('as a superuser: creates a branch with its periods, shows them in the details, edits the branch', async () => {
    await asUser('1001', async (page) => {
      await page.goto('/dashboard/filial/?itens=-1');
      await page.getByRole('heading', { name: 'Filiais' }).waitFor();
      await page.locator('table tbody tr').first().waitFor();
      await page.getByRole('button', { name: 'Nova Filial' }).click();
      const dialog = page.getByRole('dialog');
      const fields: Array<[string, string]> = [
        ['Código da Filial', CODE],
        ['Razão Social', 'Filial E2E Ltda'],
        ['CNPJ', '12abc34501de35'],
        ['Endereço', 'Av. Frei Serafim'],
        ['Número', '2000'],
        ['Bairro', 'Centro'],
        ['Cidade', 'Teresina'],
        ['Estado', 'PI'],
        ['CEP', '64001020'],
        ['URL Maps', 'https://maps.google.com/?q=teresina'],
        ['Contato', '(86) 3221-0000'],
        ['URL WhatsApp', 'https://wa.me/558632210000'],
      ];
      for (const [label, value] of fields) await dialog.getByLabel(label, { exact: true }).fill(value);
      await dialog.getByLabel('CEP', { exact: true }).blur();
      expect(await dialog.getByLabel('CEP', { exact: true }).inputValue()).toBe('64001-020');
      await dialog.getByText('Horários Normais').click();
      const firstPeriod = dialog.locator('.branch-schedule').first().locator('label.bp6-checkbox').nth(1);
      await firstPeriod.click();
      await expect.poll(() => firstPeriod.locator('input').isChecked()).toBe(true);
      await dialog.getByLabel('Quantidade Máxima de Entregas').fill('7');
      expect(await dialog.getByLabel('Código da Filial', { exact: true }).inputValue()).toBe(CODE);
      await dialog.getByLabel('Contato', { exact: true }).press('Enter');
      await expectToast(page, 'Filial Cadastrada Com Sucesso!');
      const row = page.locator('table tbody tr').filter({ hasText: 'Filial E2E Ltda' });
      await row.waitFor();
      await row.getByRole('button', { name: `Detalhes da filial ${CODE}` }).click();
      const details = page.getByRole('dialog');
      await details.getByText('12.ABC.345/01DE-35').waitFor();
      expect(await details.locator('table tbody tr').count()).toBe(1);
      expect(await details.locator('table tbody tr td').nth(3).innerText()).toBe('7');
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      await row.getByRole('button', { name: `Editar filial ${CODE}` }).click();
      const edit = page.getByRole('dialog');
      expect(await edit.getByLabel('Código da Filial', { exact: true }).isDisabled()).toBe(true);
      await edit.getByLabel('Contato', { exact: true }).fill('(86) 9999-1111');
      await edit.getByRole('button', { name: 'Atualizar' }).click();
      await expectToast(page, 'Filial Atualizada Com Sucesso!');
      await page.locator('table tbody tr').filter({ hasText: '(86) 9999-1111' }).waitFor();
    });
  });

  it('as a submanager (type 3): /dashboard/filial sends to /dashboard/', async () => {
    await asUser('1003', async (page) => {
      await page.goto('/dashboard/filial/');
      await page.waitForURL((url) => url.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });

  it('draws the page at 1366x800 and 1024x768', async () => {
    const dir = process.env.SCREENSHOT_DIR;
    for (const viewport of [{ width: 1366, height: 800 }, { width: 1024, height: 768 }]) {
      await asUser(
        '1002',
        async (page) => {
          await page.goto('/dashboard/filial/');
          await page.locator('table tbody tr').first().waitFor();
          const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
          expect(overflow).toBeLessThanOrEqual(0);
          if (dir) await page.screenshot({ path: join(dir, `filiais-${viewport.width}x${viewport.height}.png`) });
          await page.getByRole('button', { name: 'Nova Filial' }).click();
          await page.getByRole('dialog').waitFor();
          if (dir) await page.screenshot({ path: join(dir, `filiais-form-${viewport.width}x${viewport.height}.png`) });
        },
        viewport,
      );
    }
  });
});

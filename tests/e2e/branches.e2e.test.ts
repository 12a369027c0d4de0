// 'Filiais' in Chromium against the real stack: a superuser creates a branch with its normal delivery periods,
// sees them in the details and edits the branch; a submanager is sent to /dashboard/. Screenshots of the page at
// 1366x800 and 1024x768 are written to $SCREENSHOT_DIR when it is set.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, canvasJpeg, expectToast, waitInPage, withChromium } from './browser';

let browser: Browser;
withChromium((launched) => (browser = launched));

const CODE = '950';

describe('Filiais', () => {
  it('as a superuser: creates a branch with its periods, shows them in the details, edits the branch', async () => {
    await asUser(browser, '1001', async (page) => {
      await page.goto('/dashboard/filial/?itens=-1');
      await page.getByRole('heading', { name: 'Filiais' }).waitFor();
      await page.locator('table tbody tr').first().waitFor();
      await page.getByRole('button', { name: 'Nova Filial' }).click();
      // Dialogs are found by their title: a closing one stays in the page for its exit transition, beside the next.
      const dialog = page.getByRole('dialog', { name: 'Nova Filial' });
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
      // The image: a wrong size is refused in the field before any upload; the right one is uploaded and previewed.
      const image = dialog.locator('#filial-imageUrl');
      await image.setInputFiles({ name: 'fachada-pequena.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, 1038, 519, 'Filial') });
      await dialog.getByText('A imagem deve ter dimensões de 1039x519px').waitFor();
      await image.setInputFiles({ name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, 1039, 519, 'Filial') });
      await dialog.getByRole('img', { name: 'Imagem atual' }).waitFor();
      expect(await dialog.getByText('A imagem deve ter dimensões de 1039x519px').count()).toBe(0);
      const imageUrl = await dialog.getByRole('img', { name: 'Imagem atual' }).getAttribute('src');
      expect(imageUrl).toMatch(/\/files\/filiais\/.+\.jpg$/);
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) await dialog.locator('.image-field').screenshot({ path: join(dir, 'filiais-form-image.png') });
      expect(await dialog.getByLabel('Código da Filial', { exact: true }).inputValue()).toBe(CODE);
      await dialog.getByLabel('Contato', { exact: true }).press('Enter');
      await expectToast(page, 'Filial Cadastrada Com Sucesso!');
      await dialog.waitFor({ state: 'detached' });
      const row = page.locator('table tbody tr').filter({ hasText: 'Filial E2E Ltda' });
      await row.waitFor();
      await row.getByRole('button', { name: `Detalhes da filial ${CODE}` }).click();
      const details = page.getByRole('dialog', { name: 'Detalhes da Filial' });
      await details.getByText('12.ABC.345/01DE-35').waitFor();
      expect(await details.getByRole('img', { name: `Imagem da filial ${CODE}` }).getAttribute('src')).toBe(imageUrl);
      await waitInPage(page, `document.querySelector('.branch-image')?.naturalWidth === 1039`);
      expect(await details.locator('table tbody tr').count()).toBe(1);
      expect(await details.locator('table tbody tr td').nth(3).innerText()).toBe('7');
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      await row.getByRole('button', { name: `Editar filial ${CODE}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Filial' });
      expect(await edit.getByLabel('Código da Filial', { exact: true }).isDisabled()).toBe(true);
      await edit.getByLabel('Contato', { exact: true }).fill('(86) 9999-1111');
      await edit.getByRole('button', { name: 'Atualizar' }).click();
      await expectToast(page, 'Filial Atualizada Com Sucesso!');
      await page.locator('table tbody tr').filter({ hasText: '(86) 9999-1111' }).waitFor();
    });
  });

  // The page is type 1's alone (docs/decisions/0026-branch-page-type-1-only.md).
  it('as a manager (type 2) or a submanager (type 3): /dashboard/filial sends to /dashboard/', async () => {
    for (const matricula of ['1002', '1003']) {
      await asUser(browser, matricula, async (page) => {
        await page.goto('/dashboard/filial/');
        await page.waitForURL((url) => url.pathname === '/dashboard/');
        expect(new URL(page.url()).pathname).toBe('/dashboard/');
      });
    }
  });

  it('draws the page at 1366x800 and 1024x768', async () => {
    const dir = process.env.SCREENSHOT_DIR;
    for (const viewport of [
      { width: 1366, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await asUser(
        browser,
        '1001',
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

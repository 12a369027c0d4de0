// 'Configurações Apps' in Chromium against the real stack, as the superuser (the only type the page is for): a
// setting changed and saved ('Campo obrigatório!' first for an emptied required field), kept after a reload; the
// terms edited (a topic's title changed, a paragraph added, both kept after a reload and shown in the view); the
// privacy policy updated in its dialog and kept after a reload.
// A manager (type 2) is sent to /dashboard/.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, withChromium } from './browser';
import { clearToasts, screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

describe('Configurações Apps', () => {
  it('as the superuser: saves a setting and edits the terms, both kept after a reload', async () => {
    await asUser(browser, '1001', async (page) => {
      await page.goto('/dashboard/configuracaoapp/');
      const version = page.getByLabel('Versão Android', { exact: true });
      await expect.poll(() => version.inputValue(), { timeout: 20_000 }).not.toBe('');
      await page.getByLabel('URL de Suporte').fill('');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Campo obrigatório!').waitFor();
      await page.getByLabel('URL de Suporte').fill('https://suporte.mercado.example.com');
      await version.fill('9.8.7');
      // Enter saves, from the keyboard.
      await version.press('Enter');
      await expectToast(page, 'Configurações atualizadas com sucesso!');
      await page.reload();
      await expect.poll(() => page.getByLabel('Versão Android', { exact: true }).inputValue(), { timeout: 20_000 }).toBe('9.8.7');
      expect(await page.getByLabel('URL de Suporte').inputValue()).toBe('https://suporte.mercado.example.com');
      await screenshot(page, 'app-settings-form');

      await clearToasts(page);
      await page.getByRole('button', { name: 'Editar Termos de Uso' }).click();
      const editor = page.getByRole('dialog', { name: 'Editar Termos de Uso' });
      const firstTitle = editor.getByLabel('Título').first();
      await expect.poll(() => firstTitle.inputValue(), { timeout: 20_000 }).not.toBe('');
      const title = `${await firstTitle.inputValue()} (revisado)`;
      await firstTitle.fill(title);
      const topic = editor.getByRole('group', { name: 'Tópico 1' });
      const before = await topic.getByRole('textbox').count();
      await topic.getByRole('button', { name: 'Adicionar parágrafo' }).click();
      await topic.getByLabel(`Parágrafo ${before} do tópico 1`, { exact: true }).fill('Parágrafo acrescentado pelo teste e2e.');
      await screenshot(page, 'app-settings-terms-editor');
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Termos de uso atualizados com Sucesso!');
      await editor.waitFor({ state: 'detached' });

      await page.reload();
      await page.getByRole('button', { name: 'Visualizar Termos de Uso' }).click();
      const view = page.getByRole('dialog', { name: 'Termos de Uso' });
      await view.getByRole('heading', { name: `1. ${title}` }).waitFor();
      await view.getByText('Parágrafo acrescentado pelo teste e2e.').waitFor();
      // The dialog's opening transition over, so the picture shows it as the person reads it.
      await view.evaluate((el) => Promise.allSettled(el.ownerDocument.getAnimations().map((animation: { finished: Promise<unknown> }) => animation.finished)));
      await screenshot(page, 'app-settings-terms');
      await view.getByRole('button', { name: 'Fechar' }).click();

      await page.getByRole('button', { name: 'Política de Privacidade' }).click();
      const policy = page.getByRole('dialog', { name: 'Política de Privacidade' });
      await expect.poll(() => policy.getByLabel('Título').inputValue(), { timeout: 20_000 }).toBe('Política de Privacidade');
      await policy.getByLabel('Texto').fill('Texto da política revisado pelo teste e2e.');
      await policy.getByRole('button', { name: 'Atualizar' }).click();
      await expectToast(page, 'Política de privacidade atualizada com Sucesso!');
      await policy.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('button', { name: 'Política de Privacidade' }).click();
      await expect.poll(() => policy.getByLabel('Texto').inputValue(), { timeout: 20_000 }).toBe('Texto da política revisado pelo teste e2e.');
      await policy.evaluate((el) =>
        Promise.allSettled(el.ownerDocument.getAnimations().map((animation: { finished: Promise<unknown> }) => animation.finished)),
      );
      await screenshot(page, 'app-settings-privacy-policy');
    });
  });

  it('as a manager (type 2): /dashboard/configuracaoapp sends to /dashboard/', async () => {
    await asUser(browser, '1002', async (page) => {
      await page.goto('/dashboard/configuracaoapp/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});

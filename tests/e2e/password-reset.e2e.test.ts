// Password recovery and reset in Chromium against the real stack: the superuser makes a link on '/recovery/' (shown
// and copied to the clipboard); a fresh browser context, with no session, opens that exact link, is refused a
// mismatched confirmation, sets a new password and logs in with it; the spent link then shows error02. Other user
// types are sent to /dashboard/ from '/recovery/'.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, baseUrl, logIn, newPage, withChromium } from './browser';
import { screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

/** A picker of branch 17 in the demo data that no other end-to-end test logs in as. */
const PICKER = { matricula: '2004', email: '2004@bompreco.local' };
const NEW_PASSWORD = 'Troca-de-Senha-2026';

async function makeLink(): Promise<string> {
  const { context, page } = await newPage(browser);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await logIn(page, '1001');
    await page.goto('/recovery/');
    await page.getByLabel('E-mail').fill(PICKER.email);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Link de Redefinição de Senha' });
    await dialog.getByText('Link copiado para a área de transferência. Envie-o ao usuário.').waitFor();
    const link = await dialog.getByLabel('Link de redefinição').inputValue();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
    await screenshot(page, 'password-recovery-link');
    return link;
  } finally {
    await context.close();
  }
}

describe('password recovery and reset', () => {
  it('a link made on /recovery/ resets the password in a fresh browser; the new password logs in', async () => {
    const link = await makeLink();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/resetpasswordweb/[A-Za-z0-9_-]+/[A-Za-z0-9-]+$`));

    const { context, page } = await newPage(browser);
    try {
      await page.goto(link);
      const confirm = page.getByRole('button', { name: 'Confirmar' });
      await confirm.waitFor();
      await page.getByLabel('Nova senha').fill(NEW_PASSWORD);
      await page.getByLabel('Confirmação de senha').fill(`${NEW_PASSWORD}x`);
      await page.keyboard.press('Enter');
      await page.getByText('Senhas digitadas não conferem.').waitFor();
      await screenshot(page, 'password-reset-form');
      await page.getByLabel('Confirmação de senha').fill(NEW_PASSWORD);
      await page.keyboard.press('Enter');
      const done = page.getByRole('dialog', { name: 'Senha redefinida' });
      await done.getByText('Sua senha foi redefinida com sucesso! Você já pode login no app.').waitFor();
      await screenshot(page, 'password-reset-success');
      await done.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('link', { name: 'Ir para o login' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await logIn(page, PICKER.matricula, NEW_PASSWORD);
      expect(new URL(page.url()).pathname).toBe('/dashboard/');

      await page.goto(link);
      const refused = page.getByRole('dialog', { name: 'Redefinição de Senha' });
      await refused.getByText('Erro no processo de verificação. Solicite novamente a redefinição de senha no app.').waitFor();
      expect(await page.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);
      await screenshot(page, 'password-reset-spent-link');
    } finally {
      await context.close();
    }
  });

  it('without a session: /recovery/ sends to the login page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/recovery/');
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByLabel('Matrícula').waitFor();
    } finally {
      await context.close();
    }
  });

  it('as the manager (type 2): /recovery/ sends to /dashboard/', async () => {
    await asUser(browser, '1002', async (page) => {
      await page.goto('/recovery/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(await page.getByLabel('E-mail').count()).toBe(0);
    });
  });
});

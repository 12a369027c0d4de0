// The web app under its Content-Security-Policy (docs/security.md#headers): the headers are there, and logging in and
// opening the order and customer screens raises no CSP violation. The login form shows the gateway's
// TOO_MANY_ATTEMPTS message (item 8). 'Sessões abertas' ends a person's other session from the user menu.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectToast, logIn, newPage, withChromium } from './browser';

let browser: Browser;
withChromium((launched) => (browser = launched));

/** Collects the page's CSP violations (from the document and every frame it opens). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    window.reportViolation(e.violatedDirective + ' ' + e.blockedURI);
  });`);
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

describe('Content-Security-Policy and security headers', () => {
  it('the app is served with them, and works under them', async () => {
    const answer = await fetch(`${baseUrl()}/dashboard/pedido`);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await answer.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script in the built page

    const { context, page } = await newPage(browser);
    try {
      const violations = await watchViolations(page);
      await logIn(page, '1003');
      await page.goto('/dashboard/pedido');
      await page.locator('table tbody tr').first().waitFor();
      await page.goto('/dashboard/cliente');
      await page.locator('table tbody tr').first().waitFor();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the login form says how long to wait after too many failed attempts', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      for (let attempt = 0; attempt < 6; attempt++) {
        await page.getByLabel('Matrícula').fill('9876');
        await page.getByLabel('Senha').fill('senha-errada');
        await page.keyboard.press('Enter');
        const expected = attempt < 5 ? 'Dados de Matrícula ou Senha Incorretos' : 'Muitas tentativas de login. Aguarde 15 minutos';
        await page.getByText(expected).first().waitFor();
      }
    } finally {
      await context.close();
    }
  });
});

describe('Sessões abertas', () => {
  it("lists the person's sessions from the user menu and ends the other one, whose page goes back to the login", async () => {
    const other = await newPage(browser);
    const mine = await newPage(browser);
    try {
      await logIn(other.page, '1007');
      await logIn(mine.page, '1007');
      const { page } = mine;
      await page.locator('.app-user-name').click();
      await page.getByRole('menuitem', { name: 'Sessões abertas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sessões abertas' });
      const current = dialog.getByRole('row').filter({ hasText: 'Esta sessão' });
      await current.waitFor();
      expect(await current.getByRole('rowheader').innerText()).toContain('Chrome no Linux');
      expect(await dialog.getByRole('row').count()).toBeGreaterThanOrEqual(3);
      await dialog.getByRole('button', { name: 'Encerrar outras sessões' }).click();
      await page.getByRole('dialog', { name: 'Encerrar outras sessões' }).getByRole('button', { name: 'Encerrar' }).click();
      await expectToast(page, 'encerrada');
      await expect.poll(() => dialog.getByRole('row').count()).toBe(2);
      // The other browser's cookie no longer signs in: its next page is the login.
      await other.page.goto('/dashboard/pedido');
      await other.page.getByLabel('Matrícula').waitFor();
    } finally {
      await other.context.close();
      await mine.context.close();
    }
  });
});

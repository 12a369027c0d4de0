// The web app under its Content-Security-Policy (issue 7, item 9): the headers are there, and logging in and
// opening the order and customer screens raises no CSP violation. The login form shows the gateway's
// TOO_MANY_ATTEMPTS message (item 8).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, logIn, newPage, withChromium } from './browser';

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

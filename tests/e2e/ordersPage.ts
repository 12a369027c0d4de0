// Page helpers for the order screens: toasts, rows, the status selector, and a print recorder that stands in
// for the browser's print dialog.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { waitInPage } from './browser';

export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** A toast (role alert inside Blueprint's toast container) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page
    .locator('.bp6-toast')
    .getByRole('alert')
    .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
}

/**
 * The one toast of an order move (docs/decisions/0047-shared-ui-behaviour.md): its texts are lines of a single toast,
 * in order (each line a string, or a pattern for a line with a number in it).
 */
export function moveToast(page: Page, lines: readonly (string | RegExp)[]): Locator {
  const pattern = lines.map((line) => (typeof line === 'string' ? escapeRegExp(line) : line.source)).join('');
  return page
    .locator('.bp6-toast')
    .getByRole('alert')
    .filter({ hasText: new RegExp(`^${pattern}$`) });
}

/** Closes every toast, so the next assertion can only see toasts the next action raised. */
export async function clearToasts(page: Page): Promise<void> {
  const close = page.locator('.bp6-toast').getByRole('button', { name: 'Fechar' });
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The main row of an order on an order list (the one whose first cell starts with its number). */
export function orderRow(page: Page, orderId: number): Locator {
  return page.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${orderId}\\b`) }) });
}

export function statusSelect(row: Locator): Locator {
  // Named for its order ('Status do pedido 72'); an additional order's is 'Status do pedido adicional 73'.
  return row.getByRole('combobox', { name: /^Status do pedido \d+$/ });
}

// Runs in the page (tests are compiled without the DOM library, hence a script text): every iframe added to the
// document gets its window.print replaced, once loaded, by a recorder of the document it would print.
const PRINT_RECORDER = `
  if (window === window.top) {
    const printed = (window.__printed = []);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLIFrameElement)) continue;
          node.addEventListener('load', () => {
            const frame = node.contentWindow;
            if (!frame) return;
            // The doctype keeps the recorded copy in standards mode, as the frame was.
            const doctype = frame.document.doctype ? '<!doctype html>' : '';
            frame.print = () => printed.push(doctype + frame.document.documentElement.outerHTML);
          });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }
`;

/** Records what the hidden print frame would send to the printer instead of opening the print dialog. */
export async function installPrintRecorder(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: PRINT_RECORDER });
}

/** Waits for the n-th printed document (1-based) and answers its HTML. */
export async function printedDocument(page: Page, n = 1): Promise<string> {
  await waitInPage(page, `(window.__printed?.length ?? 0) >= ${Number(n)}`);
  return String(await page.evaluate(`window.__printed[${Number(n) - 1}]`));
}

/** Renders a printed document on its own page (A4-ish width) and saves a screenshot of it. */
export async function screenshotPrint(browser: Browser, html: string, name: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 794, height: 1123 } });
  try {
    const page = await context.newPage();
    await page.setContent(html);
    await screenshot(page, name);
  } finally {
    await context.close();
  }
}

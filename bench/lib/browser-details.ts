// The order details dialog in Chromium: time from the OrderDetails answer having fully arrived to the dialog's item
// list rendered (rows in the DOM, then one frame), and frame times during a programmatic scroll of the list.
// In-page code is passed as strings: this file is type-checked without the DOM library.
import { chromium } from 'playwright-core';

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

const HOOK = `
window.__bench = { responseAt: 0, renderedAt: 0, rows: 0 };
const originalFetch = window.fetch;
window.fetch = async function (input, init) {
  const response = await originalFetch.call(this, input, init);
  const body = init && typeof init.body === 'string' ? init.body : '';
  if (body.includes('"OrderDetails"')) {
    response.clone().arrayBuffer().then(() => {
      window.__bench.responseAt = performance.now();
      const check = () => {
        const rows = document.querySelectorAll('.order-items-viewport [role=row]');
        if (rows.length === 0) return requestAnimationFrame(check);
        requestAnimationFrame(() => setTimeout(() => {
          window.__bench.renderedAt = performance.now();
          window.__bench.rows = rows.length;
          // The answer's network arrival (responseEnd) is earlier than this callback, which runs after the app's
          // own read; the biggest /graphql answer is the 10 000-item one.
          const answers = performance.getEntriesByType('resource').filter((e) => e.name.includes('/graphql'));
          const biggest = answers.sort((a, b) => b.encodedBodySize - a.encodedBodySize)[0];
          if (biggest && biggest.responseEnd > 0) window.__bench.responseAt = Math.min(window.__bench.responseAt, biggest.responseEnd);
        }, 0));
      };
      check();
    });
  }
  return response;
};`;

const SCROLL = `new Promise((resolve) => {
  const viewport = document.querySelector('.order-items-viewport');
  const distance = viewport.scrollHeight - viewport.clientHeight;
  const duration = 3000;
  const frames = [];
  let start = 0;
  let last = 0;
  const step = (t) => {
    if (!start) { start = t; last = t; }
    else { frames.push(t - last); last = t; }
    const progress = Math.min(1, (t - start) / duration);
    viewport.scrollTop = distance * progress;
    if (progress < 1) requestAnimationFrame(step);
    else resolve({ frames, distance, scrolled: viewport.scrollTop, rendered: viewport.querySelectorAll('[role=row]').length });
  };
  requestAnimationFrame(step);
})`;

export interface DialogTiming {
  usableMs: number;
  renderedRows: number;
  frames: number[];
  scrolledPx: number;
}

export async function measureDetailsDialog(baseUrl: string, orderId: number, executablePath: string): Promise<DialogTiming> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.route((url) => !url.toString().startsWith(baseUrl), (route) => route.abort());
    await context.addInitScript({ content: HOOK });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Matrícula').fill('1001');
    await page.getByLabel('Senha').fill('senha1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/', { timeout: 20_000 });
    await page.goto(`${baseUrl}/dashboard/pedido`);
    await page.getByLabel(`Ações do pedido ${orderId}`).click({ timeout: 30_000 });
    await page.getByText('Ver Itens do Pedido').click();
    await page.waitForFunction('window.__bench.renderedAt > 0', null, { timeout: 120_000 });
    const bench = (await page.evaluate('window.__bench')) as { responseAt: number; renderedAt: number; rows: number };
    const scroll = (await page.evaluate(SCROLL)) as { frames: number[]; scrolled: number };
    return { usableMs: bench.renderedAt - bench.responseAt, renderedRows: bench.rows, frames: scroll.frames, scrolledPx: scroll.scrolled };
  } finally {
    await browser.close();
  }
}

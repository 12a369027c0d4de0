// A list screen with 'Todos' in Chromium: time from the list's answer having fully arrived (resource timing
// responseEnd of the biggest /graphql answer) to the list usable (its first rows in the DOM, the page taller than
// the window so it scrolls, then one frame), and frame times of a programmatic scroll through the whole page.
// In-page code is passed as strings: this file is type-checked without the DOM library.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './browser-details';

const hook = (operation: string) => `
window.__bench = { responseAt: 0, renderedAt: 0, rows: 0, total: 0 };
const originalFetch = window.fetch;
window.fetch = async function (input, init) {
  const response = await originalFetch.call(this, input, init);
  const body = init && typeof init.body === 'string' ? init.body : '';
  if (body.includes('"operationName":"${operation}"') && body.includes('"pageSize":-1')) {
    response.clone().json().then((answer) => {
      window.__bench.responseAt = performance.now();
      const data = answer.data ? Object.values(answer.data)[0] : null;
      window.__bench.total = data && data.items ? data.items.length : 0;
      const check = () => {
        const rows = document.querySelectorAll('.list-table tbody tr:not(.list-spacer)');
        const scrollable = document.scrollingElement.scrollHeight > window.innerHeight;
        if (rows.length === 0 || !scrollable) return requestAnimationFrame(check);
        requestAnimationFrame(() => setTimeout(() => {
          window.__bench.renderedAt = performance.now();
          window.__bench.rows = rows.length;
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
  const page = document.scrollingElement;
  const distance = page.scrollHeight - window.innerHeight;
  const duration = 2000;
  const frames = [];
  let start = 0;
  let last = 0;
  const step = (t) => {
    if (!start) { start = t; last = t; }
    else { frames.push(t - last); last = t; }
    const progress = Math.min(1, (t - start) / duration);
    window.scrollTo(0, distance * progress);
    if (progress < 1) requestAnimationFrame(step);
    else resolve({ frames, distance });
  };
  requestAnimationFrame(step);
})`;

export interface ListTiming {
  usableMs: number;
  /** Rows of the answer, and row elements in the DOM when it became usable. */
  items: number;
  renderedRows: number;
  frames: number[];
}

export async function measureList(baseUrl: string, path: string, operation: string, executablePath: string): Promise<ListTiming> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.route((url) => !url.toString().startsWith(baseUrl), (route) => route.abort());
    await context.addInitScript({ content: hook(operation) });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Matrícula').fill('1001');
    await page.getByLabel('Senha').fill('senha1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/', { timeout: 20_000 });
    // 'Itens por página' = Todos, through the URL the pager writes.
    await page.goto(`${baseUrl}${path}?itens=-1`);
    await page.waitForFunction('window.__bench.renderedAt > 0', null, { timeout: 120_000 });
    const bench = (await page.evaluate('window.__bench')) as { responseAt: number; renderedAt: number; rows: number; total: number };
    const scroll = (await page.evaluate(SCROLL)) as { frames: number[] };
    return { usableMs: bench.renderedAt - bench.responseAt, items: bench.total, renderedRows: bench.rows, frames: scroll.frames };
  } finally {
    await browser.close();
  }
}

// What the browser benchmarks share: Chromium started the way this machine allows, a logged-in page, an in-page
// hook that times one GraphQL answer from its arrival to the screen being usable, and a programmatic scroll that
// records frame times. In-page code is passed as strings: these files are type-checked without the DOM library.
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export interface AnswerHook {
  /** JS expression over the request `body` text: the answer to time. */
  matches: string;
  /** JS statements run with the parsed `answer` (may be null) before waiting for the screen. */
  onAnswer?: string;
  /** JS expression: the row elements once usable, or an empty list / null while not yet. */
  rows: string;
  /** JS expression that must also hold before the screen counts as usable. */
  ready?: string;
}

/**
 * window.__bench gets responseAt (the biggest /graphql answer's network arrival, which is earlier than this hook's
 * own read) and renderedAt (rows in the DOM, `ready` true, then one frame).
 */
export function answerHook({ matches, onAnswer = '', rows, ready = 'true' }: AnswerHook): string {
  return `
window.__bench = { responseAt: 0, renderedAt: 0, rows: 0, total: 0 };
const originalFetch = window.fetch;
window.fetch = async function (input, init) {
  const response = await originalFetch.call(this, input, init);
  const body = init && typeof init.body === 'string' ? init.body : '';
  if (${matches}) {
    response.clone().json().catch(() => null).then((answer) => {
      window.__bench.responseAt = performance.now();
      ${onAnswer}
      const check = () => {
        const found = ${rows};
        if (!found || found.length === 0 || !(${ready})) return requestAnimationFrame(check);
        requestAnimationFrame(() => setTimeout(() => {
          window.__bench.renderedAt = performance.now();
          window.__bench.rows = found.length;
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
}

/** A scroll over `duration` ms; `distance` and `scrollTo(px)` are JS; resolves { frames, distance, ...result }. */
export function scrollScript(distance: string, scrollTo: (px: string) => string, duration: number, result = '{}'): string {
  return `new Promise((resolve) => {
  const distance = ${distance};
  const duration = ${duration};
  const frames = [];
  let start = 0;
  let last = 0;
  const step = (t) => {
    if (!start) { start = t; last = t; }
    else { frames.push(t - last); last = t; }
    const progress = Math.min(1, (t - start) / duration);
    ${scrollTo('distance * progress')};
    if (progress < 1) requestAnimationFrame(step);
    else resolve({ frames, distance, ...(${result}) });
  };
  requestAnimationFrame(step);
})`;
}

export interface BenchTimes {
  responseAt: number;
  renderedAt: number;
  rows: number;
  total: number;
}

/** Chromium at 1366x800 with `hook` installed, logged in as the superuser on the dashboard. */
export async function loggedInPage(baseUrl: string, hook: string, executablePath: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.route(
      (url) => !url.toString().startsWith(baseUrl),
      (route) => route.abort(),
    );
    await context.addInitScript({ content: hook });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Matrícula').fill('1001');
    await page.getByLabel('Senha').fill('senha1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/', { timeout: 20_000 });
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Waits for the hook's measurement and answers it. */
export async function benchTimes(page: Page): Promise<BenchTimes> {
  // Polled with evaluate: waitForFunction compiles its predicate in the page, which the app's CSP forbids.
  for (const deadline = Date.now() + 120_000; !(await page.evaluate('window.__bench.renderedAt > 0'));) {
    if (Date.now() > deadline) throw new Error('the screen did not become usable within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await page.evaluate('window.__bench')) as BenchTimes;
}

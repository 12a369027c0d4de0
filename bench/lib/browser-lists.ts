// A list screen with 'Todos' in Chromium: time from the list's answer having fully arrived to the list usable (its
// first rows in the DOM, the page taller than the window so it scrolls, then one frame), and frame times of a
// programmatic scroll through the whole page.
import { answerHook, benchTimes, loggedInPage, scrollScript } from './browser-timing';

const hook = (operation: string) =>
  answerHook({
    matches: `body.includes('"operationName":"${operation}"') && body.includes('"pageSize":-1')`,
    onAnswer: `const data = answer && answer.data ? Object.values(answer.data)[0] : null;
      window.__bench.total = data && data.items ? data.items.length : 0;`,
    rows: `document.querySelectorAll('.list-table tbody tr:not(.list-spacer)')`,
    ready: 'document.scrollingElement.scrollHeight > window.innerHeight',
  });

const SCROLL = scrollScript('document.scrollingElement.scrollHeight - window.innerHeight', (px) => `window.scrollTo(0, ${px})`, 2000);

export interface ListTiming {
  usableMs: number;
  /** Rows of the answer, and row elements in the DOM when it became usable. */
  items: number;
  renderedRows: number;
  frames: number[];
}

export async function measureList(baseUrl: string, path: string, operation: string, executablePath: string): Promise<ListTiming> {
  const { browser, page } = await loggedInPage(baseUrl, hook(operation), executablePath);
  try {
    // 'Itens por página' = Todos, through the URL the pager writes.
    await page.goto(`${baseUrl}${path}?itens=-1`);
    const bench = await benchTimes(page);
    const scroll = (await page.evaluate(SCROLL)) as { frames: number[] };
    return { usableMs: bench.renderedAt - bench.responseAt, items: bench.total, renderedRows: bench.rows, frames: scroll.frames };
  } finally {
    await browser.close();
  }
}

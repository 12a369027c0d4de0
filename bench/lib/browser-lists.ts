// A list screen with 'Todos' in Chromium: time from the list's answer having fully arrived to the list usable (its
// first rows in the DOM, the list taller than its frame so it scrolls, then one frame), and frame times of a
// programmatic scroll through the whole list: the page for the list tables, the grid's own scroller for the log
// grids. With `profileTo` the scroll runs under the CPU profiler (a .cpuprofile for Chrome's DevTools).
import { writeFileSync } from 'node:fs';
import { answerHook, benchTimes, loggedInPage, scrollScript } from './browser-timing';

/** What scrolls: the window (list tables) or a log grid's own scroller (Blueprint's Table2). */
export type ListScroller = 'window' | 'grid';

const GRID_SCROLLER = `document.querySelector('.log-grid .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container')`;

const ROWS: Record<ListScroller, string> = {
  window: `document.querySelectorAll('.list-table tbody tr:not(.list-spacer)')`,
  grid: `document.querySelectorAll('.log-grid .bp6-table-quadrant-main .bp6-table-cell')`,
};

const READY: Record<ListScroller, string> = {
  window: 'document.scrollingElement.scrollHeight > window.innerHeight',
  grid: `(${GRID_SCROLLER}) !== null && (${GRID_SCROLLER}).scrollHeight > (${GRID_SCROLLER}).clientHeight`,
};

const hook = (operation: string, scroller: ListScroller) =>
  answerHook({
    matches: `body.includes('"operationName":"${operation}"') && body.includes('"pageSize":-1')`,
    onAnswer: `const data = answer && answer.data ? Object.values(answer.data)[0] : null;
      window.__bench.total = data && data.items ? data.items.length : 0;`,
    rows: ROWS[scroller],
    ready: READY[scroller],
  });

const SCROLL: Record<ListScroller, string> = {
  window: scrollScript('document.scrollingElement.scrollHeight - window.innerHeight', (px) => `window.scrollTo(0, ${px})`, 2000),
  grid: scrollScript(`(${GRID_SCROLLER}).scrollHeight - (${GRID_SCROLLER}).clientHeight`, (px) => `(${GRID_SCROLLER}).scrollTop = ${px}`, 2000),
};

export interface ListScreen {
  path: string;
  /** The list query's operation name (the answer timed). */
  operation: string;
  scroller?: ListScroller;
}

export interface ListTiming {
  usableMs: number;
  /** Rows of the answer, and row elements (cells for a grid) in the DOM when it became usable. */
  items: number;
  renderedRows: number;
  frames: number[];
}

const SCROLL_BACK: Record<ListScroller, string> = {
  window: 'window.scrollTo(0, 0)',
  grid: `(${GRID_SCROLLER}).scrollTop = 0`,
};

/** `rounds` scrolls through the list (back to the top between them), their frames pooled. */
export async function measureList(baseUrl: string, screen: ListScreen, executablePath: string, rounds = 1, profileTo?: string): Promise<ListTiming> {
  const scroller = screen.scroller ?? 'window';
  const { browser, page } = await loggedInPage(baseUrl, hook(screen.operation, scroller), executablePath);
  try {
    // 'Itens por página' = Todos, through the URL the pager writes.
    await page.goto(`${baseUrl}${screen.path}?itens=-1`);
    const bench = await benchTimes(page);
    const cdp = profileTo ? await page.context().newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const frames: number[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round > 0) {
        await page.evaluate(SCROLL_BACK[scroller]);
        await page.waitForTimeout(300);
      }
      frames.push(...((await page.evaluate(SCROLL[scroller])) as { frames: number[] }).frames);
    }
    if (cdp && profileTo) writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    return { usableMs: bench.renderedAt - bench.responseAt, items: bench.total, renderedRows: bench.rows, frames };
  } finally {
    await browser.close();
  }
}

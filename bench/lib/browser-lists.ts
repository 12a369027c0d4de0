// A list screen with 'Todos' in Chromium: time from the list's answer having fully arrived to the list usable (its
// first rows in the DOM, the list taller than its frame so it scrolls, then one frame), and frame times of a
// programmatic scroll through the whole list: the page for the list tables, the grid's own scroller for the log
// grids. With `profileTo` the scroll runs under the CPU profiler (a .cpuprofile for Chrome's DevTools).
import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
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
  /** The renderer main thread's CPU time (trace `tdur` of its tasks) per frame of the first scroll: less swayed by load. */
  cpuPerFrameMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  tdur?: number;
}

/** Starts a timeline trace; the answer stops it and gives the main thread's task CPU time in ms. */
async function traceMainThreadCpu(cdp: CDPSession): Promise<() => Promise<number>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] } });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    // The main thread is the one that recalculates styles.
    const styleUpdates = new Map<number, number>();
    for (const event of events) if (event.name === 'UpdateLayoutTree') styleUpdates.set(event.tid, (styleUpdates.get(event.tid) ?? 0) + 1);
    const main = [...styleUpdates].sort((a, b) => b[1] - a[1])[0]?.[0];
    let micros = 0;
    for (const event of events) if (event.tid === main && event.ph === 'X' && event.name === 'RunTask') micros += event.tdur ?? 0;
    return micros / 1000;
  };
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
    const cdp = await page.context().newCDPSession(page);
    if (profileTo) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const frames: number[] = [];
    let cpuPerFrameMs = NaN;
    for (let round = 0; round < rounds; round++) {
      if (round > 0) {
        await page.evaluate(SCROLL_BACK[scroller]);
        await page.waitForTimeout(300);
      }
      const stopTrace = round === 0 ? await traceMainThreadCpu(cdp) : undefined;
      const scrolled = ((await page.evaluate(SCROLL[scroller])) as { frames: number[] }).frames;
      if (stopTrace) cpuPerFrameMs = (await stopTrace()) / scrolled.length;
      frames.push(...scrolled);
    }
    if (profileTo) writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    return { usableMs: bench.renderedAt - bench.responseAt, items: bench.total, renderedRows: bench.rows, frames, cpuPerFrameMs };
  } finally {
    await browser.close();
  }
}

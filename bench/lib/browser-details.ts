// The order details dialog in Chromium: time from the OrderDetails answer having fully arrived to the dialog's item
// list rendered (rows in the DOM, then one frame), and frame times during a programmatic scroll of the list.
import { answerHook, benchTimes, loggedInPage, scrollScript } from './browser-timing';

const HOOK = answerHook({ matches: `body.includes('"OrderDetails"')`, rows: `document.querySelectorAll('.order-items-viewport [role=row]')` });

const VIEWPORT = `document.querySelector('.order-items-viewport')`;
const SCROLL = scrollScript(
  `${VIEWPORT}.scrollHeight - ${VIEWPORT}.clientHeight`,
  (px) => `${VIEWPORT}.scrollTop = ${px}`,
  3000,
  `{ scrolled: ${VIEWPORT}.scrollTop, rendered: ${VIEWPORT}.querySelectorAll('[role=row]').length }`,
);

export interface DialogTiming {
  usableMs: number;
  renderedRows: number;
  frames: number[];
  scrolledPx: number;
}

export async function measureDetailsDialog(baseUrl: string, orderId: number, executablePath: string): Promise<DialogTiming> {
  const { browser, page } = await loggedInPage(baseUrl, HOOK, executablePath);
  try {
    await page.goto(`${baseUrl}/dashboard/pedido`);
    await page.getByLabel(`Ações do pedido ${orderId}`).click({ timeout: 30_000 });
    await page.getByText('Ver Itens do Pedido').click();
    const bench = await benchTimes(page);
    const scroll = (await page.evaluate(SCROLL)) as { frames: number[]; scrolled: number };
    return { usableMs: bench.renderedAt - bench.responseAt, renderedRows: bench.rows, frames: scroll.frames, scrolledPx: scroll.scrolled };
  } finally {
    await browser.close();
  }
}

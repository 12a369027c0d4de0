// Printing through a hidden iframe (docs/areas/orders.md#printing): the page prints 10 ms after the frame loads and
// the frame is removed 100 ms after printing, so the panel itself is never re-laid out for paper.

export const PRINT_DELAY_MS = 10;
export const REMOVE_DELAY_MS = 100;

/** The few DOM capabilities printing needs, so the sequence can be exercised without a browser. */
export interface PrintHost {
  document: Pick<Document, 'createElement' | 'body'>;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

const browserHost = (): PrintHost => ({
  document,
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
});

/** Prints a complete HTML document; resolves once the frame is gone. */
export function printHtml(html: string, host: PrintHost = browserHost()): Promise<void> {
  return new Promise((resolve) => {
    const frame = host.document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    // Off-screen rather than display:none: some browsers refuse to print a frame that is not rendered.
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    frame.onload = () => {
      host.setTimeout(() => {
        try {
          frame.contentWindow?.focus();
          frame.contentWindow?.print();
        } finally {
          host.setTimeout(() => {
            frame.remove();
            resolve();
          }, REMOVE_DELAY_MS);
        }
      }, PRINT_DELAY_MS);
    };
    frame.srcdoc = html;
    host.document.body.appendChild(frame);
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML built as strings (print documents are not rendered by React). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

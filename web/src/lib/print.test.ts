import { describe, expect, it, vi } from 'vitest';
import { PRINT_DELAY_MS, REMOVE_DELAY_MS, escapeHtml, printHtml, type PrintHost } from './print';

function fakeHost() {
  const timers: { fn: () => void; ms: number }[] = [];
  const print = vi.fn();
  const remove = vi.fn();
  const frame = {
    style: { cssText: '' },
    tabIndex: 0,
    srcdoc: '',
    onload: null as null | (() => void),
    contentWindow: { print, focus: vi.fn() },
    setAttribute: vi.fn(),
    remove,
  };
  const appendChild = vi.fn();
  const host = {
    document: { createElement: () => frame, body: { appendChild } },
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  } as unknown as PrintHost;
  return { host, frame, timers, print, remove, appendChild };
}

describe('printHtml', () => {
  it('prints 10 ms after load and removes the frame 100 ms after printing', async () => {
    const { host, frame, timers, print, remove, appendChild } = fakeHost();
    const done = printHtml('<p>oi</p>', host);
    expect(appendChild).toHaveBeenCalledWith(frame);
    expect(frame.srcdoc).toBe('<p>oi</p>');
    expect(print).not.toHaveBeenCalled();
    frame.onload?.();
    expect(timers.map((t) => t.ms)).toEqual([PRINT_DELAY_MS]);
    timers[0].fn();
    expect(print).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
    expect(timers[1].ms).toBe(REMOVE_DELAY_MS);
    timers[1].fn();
    expect(remove).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toBeUndefined();
  });
});

describe('escapeHtml', () => {
  it('escapes markup and prints null as empty', () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
    expect(escapeHtml(null)).toBe('');
  });
});

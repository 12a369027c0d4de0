// One Chromium per test file; a fresh context (cookies, storage) per test.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { stackBaseUrl, stackSessionDir, stackUpstreamUrls } from './stackUrls';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

/** Launches Chromium before the file's tests (handing it to `ready`) and closes it after them. */
export function withChromium(ready: (browser: Browser) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    ready(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export function baseUrl(): string {
  return stackBaseUrl();
}

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1366, height: 800 };

/** A loopback port refused at once (the discard service, never run here): requests sent to it fail as aborted ones did. */
const NO_PROXY_LISTENING = 'http://127.0.0.1:9';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function newPage(browser: Browser, viewport: Viewport = DESKTOP, storageState?: StorageState): Promise<{ context: BrowserContext; page: Page }> {
  // The panel never needs the outside world; keep any stray request (fonts, the company site) off the network.
  // Stored images are shown from the storage API's own origin, as browsers load them in production. Every other
  // address, loopback included, goes to a proxy nobody listens on and fails there. Not with context.route: routing
  // turns the browser's HTTP cache off (Playwright's page.route documentation), so every page load of a test would
  // fetch and compile the app's scripts again, where a browser reuses its hashed, year-long cached assets
  // (docs/testing.md#end-to-end-speed).
  const allowed = [baseUrl(), stackUpstreamUrls().storage].map((url) => new URL(url).host);
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState,
    proxy: { server: NO_PROXY_LISTENING, bypass: allowed.join(',') },
  });
  const page = await context.newPage();
  return { context, page };
}

export async function logIn(page: Page, matricula: string, password = 'senha1234'): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Matrícula').fill(matricula);
  await page.getByLabel('Senha').fill(password);
  await page.keyboard.press('Enter');
  // The spec's 3-second delay after a successful login, then the dashboard.
  await page.waitForURL('**/dashboard/', { timeout: 15_000 });
}

/**
 * Waits until `expression` is truthy in the page. Polled with evaluate: waitForFunction compiles its predicate in
 * the page, which the app's Content-Security-Policy forbids (no eval).
 */
export async function waitInPage(page: Page, expression: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) {
      // Where the focus was and what was open, so a failure in CI can be read afterwards (most waits here are on focus).
      const seen = await page
        .evaluate(
          `(() => { const a = document.activeElement; return JSON.stringify({ active: a ? a.outerHTML.slice(0, 300) : null, popovers: document.querySelectorAll('.bp6-popover').length, dialogs: [...document.querySelectorAll('[role=dialog]')].map((d) => d.getAttribute('aria-labelledby') && document.getElementById(d.getAttribute('aria-labelledby'))?.textContent) }); })()`,
        )
        .catch((error: unknown) => String(error));
      await page.screenshot({ path: `${process.env.E2E_FAILURE_DIR ?? '/tmp'}/wait-failed-${Date.now()}.png` }).catch(() => undefined);
      throw new Error(`not true within ${timeoutMs} ms: ${expression}; the page then: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits for a toast with `text`. Every toast seen meanwhile is kept, so a failure says what the page said instead
 * (an error toast, a different message) rather than only that the expected one never came.
 */
export async function expectToast(page: Page, text: string, timeoutMs = 30_000): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const shown of await page.locator('.bp6-toast').allInnerTexts()) seen.add(shown.trim());
    if ([...seen].some((shown) => shown.includes(text))) return;
    if (Date.now() > deadline) {
      // What the page showed instead: field errors and a picture, so a failure in CI can be read afterwards.
      const fieldErrors = await page.locator('.bp6-form-helper-text, [role=alert]').allInnerTexts();
      await page.screenshot({ path: `${process.env.E2E_FAILURE_DIR ?? '/tmp'}/missing-toast-${Date.now()}.png` }).catch(() => undefined);
      throw new Error(
        `no toast '${text}' within ${timeoutMs} ms; toasts seen: ${JSON.stringify([...seen])}; field errors and alerts: ${JSON.stringify(fieldErrors)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Sessions of the run, one file per matrícula in the folder the global setup made: the login form (with the spec's
// 3 s delay before the dashboard) is walked once per user for the whole run, not once per test. The login itself is
// tested where it is the subject (navigation, security, dashboard).
const sessionFile = (matricula: string) => join(stackSessionDir(), `${matricula.replace(/\D/g, '')}.json`);

/**
 * Whether a stored session's cookies still open a session: asked of the gateway over plain HTTP, not a page (the
 * context's own HTTP client would go to the proxy nobody listens on: it does not honour the proxy's bypass list).
 */
async function sessionWorks(stored: StorageState): Promise<boolean> {
  const host = new URL(baseUrl()).hostname;
  const cookie = stored.cookies
    .filter((c) => c.domain === host)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const answer = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ me { type } }' }),
  });
  if (!answer.ok) return false;
  const body = (await answer.json()) as { data?: { me: unknown } };
  return Boolean(body.data?.me);
}

/**
 * A fresh context (no storage of another test) logged in as `matricula` with the run's stored session for that user,
 * on a blank page: the test goes to the page it is about. A stored session that no longer works (ended, expired) is
 * replaced by a new login through the form. Checking the session over HTTP instead of opening
 * the dashboard spares each test a first load of the app's scripts and the dashboard's chart in a context whose
 * cache is empty, which the test's own first page then loaded again (docs/testing.md#end-to-end-speed).
 */
export async function loggedInPage(browser: Browser, matricula: string, viewport: Viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const file = sessionFile(matricula);
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StorageState) : undefined;
  const { context, page } = await newPage(browser, viewport, stored);
  try {
    if (stored && (await sessionWorks(stored))) return { context, page };
    await logIn(page, matricula);
    writeFileSync(file, JSON.stringify(await context.storageState()));
    // Blank as after a stored session, so a test reads the same whichever file of its worker logged the user in first.
    await page.goto('about:blank');
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Runs `test` logged in as `matricula` in a fresh context (no cookies of another test), closed afterwards. */
export async function asUser(browser: Browser, matricula: string, test: (page: Page) => Promise<void>, viewport?: Viewport): Promise<void> {
  const { context, page } = await loggedInPage(browser, matricula, viewport);
  try {
    await test(page);
  } finally {
    await context.close();
  }
}

/** A real JPEG of the given size, encoded by the browser from a canvas, as bytes for a file input. */
export async function canvasJpeg(page: Page, width: number, height: number, text = 'Oferta'): Promise<Buffer> {
  const base64 = (await page.evaluate(`(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = ${width};
    canvas.height = ${height};
    const g = canvas.getContext('2d');
    g.fillStyle = '#c0392b';
    g.fillRect(0, 0, ${width}, ${height});
    g.fillStyle = '#ffffff';
    g.font = '64px sans-serif';
    g.fillText(${JSON.stringify(text)}, 40, 120);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  })()`)) as string;
  return Buffer.from(base64, 'base64');
}

/** Types 'HH:mm' into a panel time field (Blueprint's TimePicker) given its hour input, as staff do: hours, Tab, minutes,
 * Tab. */
export async function typeTime(hourInput: Locator, time: string): Promise<void> {
  const [hours, minutes] = time.split(':');
  await hourInput.fill(hours);
  await hourInput.press('Tab'); // leaving the hours commits them; focus lands on the minutes, selected
  await hourInput.page().keyboard.type(minutes);
  await hourInput.page().keyboard.press('Tab');
}

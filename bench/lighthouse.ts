// Benchmark `lighthouse` (docs/measurements.md#targets): the Lighthouse npm package over Debian's Chromium, desktop
// preset, on the built app as the gateway serves it: the login page, then five busy pages in a logged-in session (user
// 1001, signed in once in that Chromium). Performance, accessibility and best-practices per page (the median of
// BENCH_LIGHTHOUSE_RUNS runs, default 3); targets 95 / 100 / 100. The notes list what keeps a page below 100 (the
// audits that fail, the opportunities with their savings), which is what to fix next.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startGateway, type RunningGateway } from '../gateway/src/server';
import { startUpstreams } from '../upstream/src/start';
import { CHROMIUM_FLAGS } from './lib/browser-timing';
import { skipped, type BenchResult, type Metric } from './lib/report';
import { median } from './lib/stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_WEB_DIST: another build of the web (e.g. one's own `vite build --outDir`); default web/dist. */
const webDist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../web/dist/', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** BENCH_LIGHTHOUSE_DIR: where to keep each run's report (JSON, open it in the Lighthouse viewer). */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
/** BENCH_LIGHTHOUSE_ONLY: audit only the pages whose label contains one of these comma-separated texts (any case). */
const ONLY = (process.env.BENCH_LIGHTHOUSE_ONLY ?? '')
  .split(',')
  .map((text) => text.trim().toLowerCase())
  .filter(Boolean);
const chosen = (page: { label: string }) => !ONLY.length || ONLY.some((text) => page.label.toLowerCase().includes(text));

const LOGIN = { label: 'Login', path: '/' };
const BUSY_PAGES = [
  { label: 'Pedidos em Aberto', path: '/dashboard/pedido/' },
  { label: 'Pedidos Concluídos', path: '/dashboard/pedidosconcluidos/' },
  { label: 'Produtos', path: '/dashboard/produto/' },
  { label: 'Cadastro de Feriados', path: '/dashboard/funcionamento/' },
  { label: 'Clientes', path: '/dashboard/cliente/' },
];
const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 100 },
] as const;

interface RunningChromium {
  port: number;
  close(): Promise<void>;
}

/** Chromium with a DevTools port of its own choosing (read from its 'DevTools listening on' line). */
function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child: ChildProcess = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('Chromium gave no DevTools port within 30 s')), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void close().then(() => reject(error));
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (!found) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stderr!.removeAllListeners('data');
      child.stderr!.resume();
      resolve({ port: Number(found[1]), close });
    });
  });
}

/** Signs in as 1001 through the login form in Chromium's own profile, so every later tab has the session cookie. */
async function signIn(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Matrícula').fill('1001');
    await page.getByLabel('Senha').fill('senha1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/', { timeout: 30_000 });
    await page.close();
  } finally {
    // Disconnects only: the default profile (and its cookie) stays with the browser.
    await browser.close();
  }
}

async function audit(port: number, url: string): Promise<Result> {
  const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map((c) => c.id) }, desktopConfig);
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  if (answer.lhr.runtimeError) throw new Error(`${url}: ${answer.lhr.runtimeError.code} ${answer.lhr.runtimeError.message}`);
  return answer.lhr;
}

/**
 * What keeps a page's scores below 100: its metrics (FCP, LCP, TBT, SI, CLS, which make the performance score),
 * the failing diagnostics with their estimated savings, and the failing accessibility and best-practices audits
 * that count (weight > 0).
 */
function findings(lhr: Result): string[] {
  const found: string[] = [];
  const metrics = (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.group === 'metrics');
  found.push(metrics.map((ref) => `${ref.acronym ?? ref.id} ${lhr.audits[ref.id]?.displayValue ?? '?'}`).join(', '));
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category.id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || result.score === null || result.score >= 1) continue;
      if (category.id === 'performance' ? ref.group !== 'diagnostics' : ref.weight === 0) continue;
      if (result.scoreDisplayMode === 'informative' || result.scoreDisplayMode === 'notApplicable' || result.scoreDisplayMode === 'manual') continue;
      const details = result.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const savings = [
        details?.overallSavingsMs ? `${Math.round(details.overallSavingsMs)} ms` : '',
        details?.overallSavingsBytes ? `${Math.round(details.overallSavingsBytes / 1024)} KiB` : '',
      ].filter(Boolean);
      const shown = savings.length ? savings.join(', ') : (result.displayValue ?? '');
      found.push(`${result.id}${shown ? ` (${shown})` : ''}`);
    }
  }
  return found;
}

interface PageScores {
  label: string;
  scores: Record<(typeof CATEGORIES)[number]['id'], number[]>;
  findings: string[];
}

async function auditPage(port: number, baseUrl: string, page: { label: string; path: string }): Promise<PageScores> {
  const result: PageScores = { label: page.label, scores: { performance: [], accessibility: [], 'best-practices': [] }, findings: [] };
  for (let run = 1; run <= RUNS; run++) {
    const lhr = await audit(port, `${baseUrl}${page.path}`);
    if (lhr.finalDisplayedUrl.replace(/\/$/, '') !== `${baseUrl}${page.path}`.replace(/\/$/, '')) {
      throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
    }
    for (const category of CATEGORIES) result.scores[category.id].push(Math.round((lhr.categories[category.id]?.score ?? 0) * 100));
    result.findings = findings(lhr);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = page.label
        .normalize('NFD')
        .replace(/[^A-Za-z]+/g, '-')
        .toLowerCase();
      writeFileSync(join(REPORT_DIR, `${name}-${run}.json`), JSON.stringify(lhr));
    }
  }
  return result;
}

function metricsOf(page: PageScores): Metric[] {
  return CATEGORIES.map((category) => {
    const runs = page.scores[category.id];
    const value = Math.round(median(runs));
    return {
      name: `${page.label}: ${category.label}${runs.length > 1 ? ` (runs ${runs.join(', ')})` : ''}`,
      value: String(value),
      target: category.target === 100 ? '100' : `>= ${category.target}`,
      ok: value >= category.target,
    };
  });
}

export async function lighthouseBench(): Promise<BenchResult> {
  if (!existsSync(join(webDist, 'index.html'))) return skipped('lighthouse', `${webDist} not built`);
  if (!existsSync(CHROMIUM)) return skipped('lighthouse', `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const upstreams = await startUpstreams();
  let gateway: RunningGateway | undefined;
  let browser: RunningChromium | undefined;
  try {
    // As deployed: production mode (its secret key is required there), the built web app.
    gateway = await startGateway({
      port: 0,
      upstreams: upstreams.urls,
      webDist,
      logLevel: 'error',
      production: true,
      secretKey: randomBytes(32).toString('hex'),
    });
    browser = await launchChromium();
    const pages: PageScores[] = [];
    const notes: string[] = [];
    // The login page first, while signed out (signed in, '/' goes to the dashboard).
    if (chosen(LOGIN)) pages.push(await auditPage(browser.port, gateway.url, LOGIN));
    await signIn(browser.port, gateway.url);
    for (const page of BUSY_PAGES.filter(chosen)) {
      try {
        pages.push(await auditPage(browser.port, gateway.url, page));
      } catch (error) {
        notes.push(`${page.label} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    for (const page of pages) if (page.findings.length) notes.push(`${page.label}: ${page.findings.join('; ')}`);
    notes.push(`Lighthouse desktop preset (simulated throttling), ${RUNS} run(s) per page, median; demo data, user 1001`);
    return { bench: 'lighthouse', metrics: pages.flatMap(metricsOf), notes };
  } finally {
    await browser?.close();
    await gateway?.close();
    await upstreams.close();
  }
}

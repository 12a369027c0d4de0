// The welcome page's sales chart (docs/decisions/0024-dashboard-chart-scope.md): types 1, 2 and 3 see the stacked bars
// of two years over all twelve months, MAI included (type 3 on its own branch), fetched as a chunk of its own; types 4
// to 7 see the welcome card only and never download the chart's code.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, logIn, newPage, withChromium } from './browser';
import { SCREENSHOTS, screenshot } from './ordersPage';

const MONTHS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
const THIS_YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date()));
const CHART = `Pedidos por mês, ${THIS_YEAR - 1} e ${THIS_YEAR}`;

/** The scripts the page fetched, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

async function monthTicks(page: Page): Promise<string[]> {
  const figure = page.getByRole('figure', { name: CHART });
  await figure.locator('text.recharts-cartesian-axis-tick-value[orientation="bottom"]').first().waitFor();
  return figure.locator('text.recharts-cartesian-axis-tick-value[orientation="bottom"]').allTextContents();
}

let browser: Browser;
withChromium((launched) => (browser = launched));

describe('dashboard sales chart', () => {
  it('the superuser sees both years stacked over the twelve months, and can switch to revenue', async () => {
    const { context, page } = await newPage(browser);
    try {
      const scripts = scriptsOf(page);
      await logIn(page, '1001');
      await page.getByText('Todas as filiais').last().waitFor();
      expect(await monthTicks(page)).toEqual(MONTHS);
      const figure = page.getByRole('figure', { name: CHART });
      expect(await figure.locator('.recharts-legend-item-text').allTextContents()).toEqual([String(THIS_YEAR - 1), String(THIS_YEAR)]);
      // The demo history covers last year's every month: twelve bars in its series.
      expect(await figure.locator('.recharts-bar').first().locator('.recharts-bar-rectangle').count()).toBe(12);
      // The card alone here; the whole page once the revenue view is checked.
      await page.locator('.sales-chart-card').screenshot({ path: `${SCREENSHOTS}dashboard-sales-chart.png` });
      await page.getByRole('radio', { name: 'Faturamento' }).click();
      const revenue = page.getByRole('figure', { name: `Faturamento por mês, ${THIS_YEAR - 1} e ${THIS_YEAR}` });
      await revenue.waitFor();
      expect(await revenue.locator('text.recharts-cartesian-axis-tick-value[orientation="left"]').last().textContent()).toMatch(/^R\$\u00a0/);
      await screenshot(page, 'dashboard-sales-revenue');
      // The chart came in its own chunk (the negative checks below rely on its name).
      expect(scripts.some((name) => name.startsWith('SalesChartPanel'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the submanager sees its own branch', async () => {
    await asUser(browser, '1003', async (page) => {
      await page.goto('/dashboard/');
      await page.getByText('· Filial 17').waitFor();
      expect(await monthTicks(page)).toEqual(MONTHS);
      await screenshot(page, 'dashboard-sales-branch');
    });
  });

  it.each(['1004', '1005', '1007'])('matricula %s sees the welcome card only, without loading the chart code', async (matricula) => {
    const { context, page } = await newPage(browser);
    try {
      const scripts = scriptsOf(page);
      await logIn(page, matricula);
      await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('figure').count()).toBe(0);
      expect(await page.getByText('Vendas por mês').count()).toBe(0);
      expect(scripts.some((name) => name.startsWith('SalesChartPanel'))).toBe(false);
    } finally {
      await context.close();
    }
  });
});

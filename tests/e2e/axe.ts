// axe-core, the accessibility engine, run in the page (evaluated through the DevTools protocol, so no page policy
// stands in its way) on the WCAG 2.0/2.1 A and AA rules; each violation as 'rule (nodes): first target'. Every e2e
// file that checks a page's accessibility uses this one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { waitInPage } from './browser';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_RUN = `(async () => {
  const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
  return result.violations.map((v) => v.id + ' (' + v.nodes.length + '): ' + v.nodes[0].target.join(' ') + ' - ' + v.help);
})()`;

export async function axeViolations(page: Page): Promise<string[]> {
  // A dialog fading in, or a button turning enabled once its form's options load, is drawn in between colours:
  // contrast is measured once every finite transition and animation is over (spinners run forever: not awaited).
  await waitInPage(
    page,
    `!document.querySelector('.bp6-overlay-enter, .bp6-overlay-enter-active, .bp6-overlay-exit, .bp6-overlay-exit-active') &&
      document.getAnimations().every((a) => a.playState !== 'running' || !isFinite(a.effect.getComputedTiming().endTime))`,
  );
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(AXE_RUN)) as string[];
}

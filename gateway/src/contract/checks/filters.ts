// Runs the filter table (filters.ts): each filter asked with a value that must exclude rows.
import type { Contract } from '../contract';
import { totalOf } from '../contract';
import { admits, excludingValue, FILTERS, type FilterCheck } from '../filters';
import { fail, pass, settled, type CheckResult } from '../result';

const SAMPLE = 100;

async function checkFilter(contract: Contract, check: FilterCheck, name: string): Promise<CheckResult> {
  const all = await contract.sample(check.path, check.base ?? {});
  const asked = excludingValue(check, all.results);
  if (asked === null) return pass(name, `not asked: the first ${all.results.length} rows leave no value that would exclude one`);
  const narrowed = await contract.list(check.path, { ...check.base, [check.param]: asked, page_size: SAMPLE });
  const stray = narrowed.results.find((row) => !admits(check, check.value(row), asked));
  if (stray) {
    return fail(
      name,
      `ignored: ${check.param}=${asked} answered a row with ${String(check.value(stray))} (id ${String(stray.id)}); the gateway shows and counts rows this filter should leave out`,
    );
  }
  const before = totalOf(all);
  const after = totalOf(narrowed);
  if (before !== undefined && after !== undefined && after >= before)
    return fail(name, `${check.param}=${asked} counts ${after} rows of ${before}: the total did not narrow`);
  return pass(name, `${check.param}=${asked} narrows ${before ?? '?'} rows to ${after ?? narrowed.results.length}`);
}

export async function filterChecks(contract: Contract): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of FILTERS) {
    const name = `filter ${check.path} ${check.param} (${check.spec})`;
    results.push(...(await settled(name, () => checkFilter(contract, check, name))));
  }
  return results;
}

// Runs the call table (calls.ts): each call answers 200 in its shape, with the keys the gateway maps.
import type { Contract } from '../contract';
import { CALLS, rowsOf, type CallCheck } from '../calls';
import { CAPABILITY_INFO } from '../../upstreams/capabilities';
import { fail, off, pass, settled, type CheckResult } from '../result';

async function checkCall(contract: Contract, check: CallCheck): Promise<CheckResult> {
  const path = await check.path(contract);
  if (path === null) return pass(check.row, 'not asked: the service holds no record to take an id from');
  const query = check.query ? await check.query(contract) : undefined;
  const answer = await contract.api(path, { query });
  if (answer.status === 404 && check.extension) {
    return off(check.row, `extension absent (GET ${path} answered 404); without it ${CAPABILITY_INFO[check.extension].without}`);
  }
  if (answer.status !== 200) return fail(check.row, `GET ${path} answered HTTP ${answer.status} (${answer.text.slice(0, 120).trim() || 'no body'})`);
  const shaped = rowsOf(check, answer.body);
  if ('problem' in shaped) return fail(check.row, `GET ${path} ${shaped.problem}`);
  const missing = check.keys.filter((key) => shaped.rows.some((row) => !(key in row)));
  if (missing.length) return fail(check.row, `rows lack ${missing.join(', ')}, which the gateway reads`);
  return pass(
    check.row,
    shaped.rows.length ? `answers the documented shape; rows carry ${check.keys.join(', ')}` : 'answers the documented shape (no rows to check keys on)',
  );
}

export async function callChecks(contract: Contract): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of CALLS) results.push(...(await settled(check.row, () => checkCall(contract, check))));
  return results;
}

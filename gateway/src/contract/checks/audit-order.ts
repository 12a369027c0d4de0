// The audit's retry (workflows/audit.ts) looks for the entry it may already have written among the first page of
// `application-logs/` (metodo, usuario, tabela; product-api/application-logs.ts): that finds it only when the log
// answers newest first. The specs say nothing about the order; an oldest-first log would get a second entry for
// every retried change.
import type { Contract } from '../contract';
import { fail, pass, settled, type CheckResult } from '../result';

async function newestFirst(contract: Contract, name: string): Promise<CheckResult> {
  const { results } = await contract.list('application-logs/', { page_size: 20 });
  const times = results.map((row) => Date.parse(String(row.dataHora)));
  if (times.length < 2) return pass(name, 'not asked: fewer than two entries');
  if (times.some(Number.isNaN)) return fail(name, 'entries without a readable dataHora');
  const shown = results.slice(0, 3).map((row) => String(row.dataHora));
  if (!times.every((time, at) => at === 0 || time <= times[at - 1])) {
    return fail(name, `the first page begins ${shown.join(', ')}: not newest first, so a retried change's audit entry is not found and is written twice`);
  }
  return pass(name, `newest first (${shown.join(', ')}...)`);
}

export async function auditOrderChecks(contract: Contract): Promise<CheckResult[]> {
  const name = "GET application-logs/ lists newest first (the audit's retry looks for its entry on the first page)";
  return settled(name, () => newestFirst(contract, name));
}

// The contract run: every group of checks in order, one result per check, and what was sent (a read-only run sends
// GETs and the token reads only: `writes` is then empty, and the last line says so).
import type { ContractConfig } from './config';
import { Contract } from './contract';
import type { SentRequest } from './http';
import type { CheckResult } from './result';
import { auditOrderChecks } from './checks/audit-order';
import { authChecks } from './checks/auth';
import { callChecks } from './checks/calls';
import { erpChecks } from './checks/erp';
import { errorChecks } from './checks/errors';
import { extensionChecks } from './checks/extensions';
import { filterChecks } from './checks/filters';
import { pagingChecks } from './checks/paging';
import { passwordResetChecks } from './checks/password-reset';
import { reportChecks } from './checks/reports';
import { storageChecks } from './checks/storage';
import { WRITE_CHECK_COUNT, writeChecks } from './checks/writes';
import { UNCHECKED_WRITES } from './calls';

export interface ContractRun {
  results: CheckResult[];
  sent: SentRequest[];
  /** Requests other than GET and the token reads. */
  writes: SentRequest[];
  /** The summary lines after the checks. */
  summary: string[];
}

const CHECK_GROUPS = [
  authChecks,
  callChecks,
  erpChecks,
  filterChecks,
  pagingChecks,
  errorChecks,
  passwordResetChecks,
  auditOrderChecks,
  reportChecks,
  storageChecks,
  extensionChecks,
];

export async function runContract(config: ContractConfig): Promise<ContractRun> {
  const contract = new Contract(config);
  const results: CheckResult[] = [];
  for (const group of CHECK_GROUPS) results.push(...(await group(contract)));
  if (config.write) results.push(...(await writeChecks(contract)));
  const writes = contract.http.writes();
  const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length;
  const summary = [
    `${count('PASS')} passed, ${count('FAIL')} failed, ${count('OFF')} extensions off`,
    config.write
      ? `write checks ran (CONTRACT_WRITE=staging): ${writes.length} requests other than GET were sent`
      : `read-only: ${contract.http.sent.length} requests (and the capability probes' reads), no POST, PUT, PATCH or DELETE but the product API's token reads; ${WRITE_CHECK_COUNT} write checks not run (--write with CONTRACT_WRITE=staging, against a staging system)`,
    `never called (they only write): ${Object.entries(UNCHECKED_WRITES)
      .map(([path, why]) => `${path} (${why})`)
      .join('; ')}`,
  ];
  return { results, sent: contract.http.sent, writes, summary };
}

// One line per check: PASS (the service does what the gateway relies on), FAIL (it does not: the reason says what
// the gateway would do wrong), OFF (an extension beyond the specs is absent: the panel runs without it and the
// reason says which feature degrades). OFF is not a failure.
export type CheckStatus = 'PASS' | 'FAIL' | 'OFF';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  reason: string;
}

export const pass = (name: string, reason: string): CheckResult => ({ name, status: 'PASS', reason });
export const fail = (name: string, reason: string): CheckResult => ({ name, status: 'FAIL', reason });
export const off = (name: string, reason: string): CheckResult => ({ name, status: 'OFF', reason });

export function line(result: CheckResult): string {
  return `${result.status.padEnd(4)}  ${result.name} — ${result.reason}`;
}

/** A check that threw (network failure, a write refused) is a FAIL with the error's words. */
export async function settled(name: string, run: () => Promise<CheckResult | CheckResult[]>): Promise<CheckResult[]> {
  try {
    const result = await run();
    return Array.isArray(result) ? result : [result];
  } catch (error) {
    return [fail(name, `could not be checked: ${error instanceof Error ? error.message : String(error)}`)];
  }
}

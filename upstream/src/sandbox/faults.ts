// Fault switch of one reference service: tests and operators make it fail on purpose (an error status, no
// answer at all, the work done but its answer lost, or a PHP warning leaked into a 200 answer) to exercise the
// clients' fault paths.
import { isObject } from './reply';

/** 'timeout': never answers and does nothing; 'lost': does the work, then never answers (a dropped reply). */
export type FaultMode = 'status' | 'timeout' | 'lost' | 'warning';

export interface Fault {
  id: number;
  mode: FaultMode;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Remaining matching requests this fault applies to; undefined = unlimited. */
  times?: number;
  path?: string;
}

export type FaultInput = Omit<Fault, 'id'>;

const MODES: FaultMode[] = ['status', 'timeout', 'lost', 'warning'];

/** Validates a POST /_sandbox/faults body; returns the fault or a list of problems. */
export function parseFault(value: unknown): { fault: FaultInput } | { errors: string[] } {
  if (!isObject(value)) return { errors: ['body must be a JSON object'] };
  const errors: string[] = [];
  const { mode, status, body, times, path, headers } = value;
  if (!MODES.includes(mode as FaultMode)) errors.push(`mode must be one of ${MODES.join(', ')}`);
  if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)) {
    errors.push('status must be an integer HTTP status (100-599)');
  }
  if (mode === 'status' && status === undefined) errors.push("status is required with mode 'status'");
  if (times !== undefined && times !== null && !(Number.isInteger(times) && (times as number) > 0)) {
    errors.push('times must be a positive integer');
  }
  if (path !== undefined && typeof path !== 'string') errors.push('path must be a string');
  if (headers !== undefined && !(isObject(headers) && Object.values(headers).every((v) => typeof v === 'string'))) {
    errors.push('headers must be an object of strings');
  }
  if (errors.length) return { errors };
  return {
    fault: {
      mode: mode as FaultMode,
      status: status as number | undefined,
      body,
      headers: headers as Record<string, string> | undefined,
      times: (times ?? undefined) as number | undefined,
      path: path as string | undefined,
    },
  };
}

export class FaultSwitch {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const fault = { ...input, id: this.nextId++ };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** The first fault matching this path, consuming one of its uses. */
  take(path: string): Fault | undefined {
    const fault = this.faults.find((f) => !f.path || path.includes(f.path));
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return { ...fault };
  }
}

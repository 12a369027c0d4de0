// The spec's failure messages of steps that call the ERP bridge ('Erro ao enviar pedido: … Tente novamente!'), with
// a short readable cause instead of the bridge's raw text (PHP warnings, Oracle errors, script paths). The raw text
// goes to the log here and stays in the journal (the runner records the step's error as thrown).
import type { GraphQLError } from 'graphql';
import { failureWith, type WorkflowDeps } from '../../../workflows/effects';
import type { RunError } from '../../../workflows/runs';
import type { UserErrorCode } from '../../../user-error';
import { upstreamOwnText } from '../../../upstreams/errors';
import { erpCause } from '../erp-rules';

const extensionsOf = (error: unknown) => (error as GraphQLError | undefined)?.extensions ?? {};

export function isErpError(error: unknown): boolean {
  return extensionsOf(error).upstream === 'erp';
}

/** Like failureWith, but an ERP failure is told by its cause (other upstreams keep their own words). */
export function erpFailureWith(deps: WorkflowDeps, step: string, code: UserErrorCode, prefix: string, suffix = ''): (error: unknown) => RunError {
  const plain = failureWith(code, prefix, suffix);
  return (error) => {
    if (!isErpError(error)) return plain(error);
    const raw = upstreamOwnText(error);
    const status = extensionsOf(error).upstreamStatus;
    deps.log.warn('ERP call failed', { step, upstreamStatus: status, error: raw });
    const cause = erpCause(raw, typeof status === 'number' ? status : undefined);
    // 'Erro ao enviar pedido: {cause}. Tente novamente!': the cause is a clause of ours, closed before the suffix.
    const closed = suffix && !/[.!?]$/.test(cause) ? `${cause}.` : cause;
    return { code, message: `${prefix} ${closed}${suffix}`.trim() };
  };
}

// One change of a record as a journaled run: the write, then its one audit entry (audit.ts), so a retry never
// writes either twice. The shape of most create/update/delete actions of the catalogue and delivery pages; a
// change of several writes (a branch with its periods) builds its own steps. A change keyed by what it asks
// (`key: sameSubmission(...)`, keys.ts) makes identical submissions at once one run, written and audited once,
// and a rule such as 'one entry per branch and day' is checked inside the run (`check`), where the subject is held.
import type { ApplicationLogWrite } from '../upstreams/product-api/application-logs';
import { auditStep } from './audit';
import { failureWith, type WorkflowDeps } from './effects';
import { eachSubmission, type RunKey } from './keys';
import type { RunDefinition } from './engine';
import { busyText, silentBusyText } from './busy';
import { StepRefusal, type WorkflowStep } from './runner';

/** What a person reads when a create's answer was lost. */
export const UNCERTAIN_CREATE =
  'não foi possível confirmar se o registro foi gravado (a resposta do servidor se perdeu). Confira a lista: se ele não estiver lá, salve de novo.';

export interface Change<T> {
  kind: string;
  subject: string;
  table: string;
  method: ApplicationLogWrite['metodo'];
  before: unknown;
  write: () => Promise<T>;
  /** The action's failure prefix ('Erro ao Atualizar: '): before the upstream's text and the busy text. */
  prefix: string;
  /** What the audit entry records as after; the written record unless given (a delete records null). */
  after?: (written: T) => unknown;
  /**
   * How identical attempts are recognised (keys.ts): a form's change is `sameSubmission(what was asked)`, normalised,
   * with its target (a record id, or the natural key the subject names), never the record as read. Not given:
   * every submission is its own change.
   */
  key?: RunKey;
  /**
   * A rule that must see every earlier write (a natural key taken meanwhile): runs inside the run, before the
   * write, while the run holds the subject, so the check and the write are one step for racers. Throws a
   * StepRefusal to refuse.
   */
  check?: () => Promise<void>;
}

/** A change's run: the write (a create first asks whether an earlier attempt's answer was lost), then its audit entry. */
export function writeRun<T>(deps: WorkflowDeps, change: Change<T>): RunDefinition {
  const failure = failureWith('WRITE_FAILED', change.prefix.trim());
  const steps: WorkflowStep[] = [
    ...(change.check ? [{ name: 'check', failure, run: async () => (await change.check!(), null) }] : []),
    {
      name: WRITE_STEP,
      failure,
      run: async (io) => {
        // A create is the one write the product API cannot tell apart from a second one: when an earlier attempt
        // sent it and its answer was lost, a person checks before it is sent again (their next save is the resend).
        if (change.method === 'POST') {
          if (io.unanswered) throw new StepRefusal('UNCERTAIN', `${change.prefix}${UNCERTAIN_CREATE}`);
          await io.recordRequest({ method: change.method, table: change.table });
        }
        return change.write();
      },
    },
    auditStep(deps, 'audit', change.table, change.method, (results) => ({
      before: change.before,
      after: change.after ? change.after(results[WRITE_STEP] as T) : results[WRITE_STEP],
    })),
  ];
  return {
    kind: change.kind,
    subject: change.subject,
    key: change.key ?? eachSubmission(),
    input: { before: change.before ?? null },
    steps,
    busy: busyText(change.prefix),
    busySilent: silentBusyText(change.prefix),
  };
}

/** The step of writeRun whose answer is the written record. */
export const WRITE_STEP = 'write';

/** The record a writeRun wrote, from the run's step answers. */
export const writtenBy = <T>(results: Record<string, unknown>): T => results[WRITE_STEP] as T;

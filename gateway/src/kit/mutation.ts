// The pipeline of a record's form (create, update, save, delete), in the order every domain follows:
//   1. the input's own rules (pure functions of rules.ts), answered as field errors before anything is read;
//   2. the record named by id, read and bound to the user's branch (records.ts `existing`), for updates and deletes;
//   3. the checks that must read (a code taken, the image's size), before the run;
//   4. the journaled change (workflows/change.ts): written and audited once, keyed by a named strategy
//      (workflows/keys.ts), busy and failures turned into the payload's errors;
//   5. the success payload with the page's success text.
// A change of several writes (a branch with its periods, a staff member with their user) builds its steps and
// runs them with workflows/pipeline.ts `runPlan`, keeping steps 1-3 and 5 the same.
import type { Context } from '../context';
import type { UserErrorData } from '../user-error';
import { runChange, type Change } from '../workflows/change';
import { workflowDeps } from '../workflows/deps';
import { inputErrors } from '../user-error';
import type { FieldProblem } from './form-rules';
import { isRefusal } from './payload';

export interface RecordForm<Before, Written, Payload, Refused> {
  /** 1. The input's problems ('X não pode estar vazio!'), from rules.ts. */
  problems?: () => readonly FieldProblem[];
  /** 2. The record changed (records.ts `existing`); absent for a create. */
  load?: () => Promise<Before | UserErrorData[]>;
  /** 3. Checks that read the upstream (a unique code, an image), given the record (null for a create). */
  verify?: (before: Before | null) => Promise<UserErrorData[]>;
  /** 4. The change to run, given the record (null for a create). */
  change: (before: Before | null) => Change<Written>;
  /** 5. The payload once written. */
  done: (written: Written, before: Before | null) => Payload;
  /** The payload of a refusal (payload.ts `refusal`). */
  refused: (errors: UserErrorData[]) => Refused;
}

export async function changeRecord<Before, Written, Payload, Refused>(
  ctx: Context,
  form: RecordForm<Before, Written, Payload, Refused>,
): Promise<Payload | Refused> {
  const problems = form.problems?.() ?? [];
  if (problems.length) return form.refused(inputErrors(problems));
  let before: Before | null = null;
  if (form.load) {
    const loaded = await form.load();
    if (isRefusal(loaded)) return form.refused(loaded);
    before = loaded;
  }
  const errors = (await form.verify?.(before)) ?? [];
  if (errors.length) return form.refused(errors);
  const outcome = await runChange(workflowDeps(ctx), form.change(before));
  return outcome.errors.length ? form.refused(outcome.errors) : form.done(outcome.record as Written, before);
}

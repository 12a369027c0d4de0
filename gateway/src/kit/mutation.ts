// The definition of a record's form (create, update, save, delete) for the engine (workflows/engine.ts), in the order
// every domain follows:
//   1. the input's own rules (pure functions of rules.ts), answered as field errors before anything is read;
//   2. the record named by id, read and bound to the user's branch (records.ts `existing`), for updates and deletes;
//   3. the checks that must read (a code taken, the image's size), before the run;
//   4. the journaled change (workflows/change.ts): written and audited once, keyed by a named strategy
//      (workflows/keys.ts), busy and failures turned into the payload's errors;
//   5. the success payload with the page's success text.
// A change of several writes (a branch with its periods, a staff member with their user) gives the engine its own
// steps, keeping steps 1-3 and 5 the same.
import type { UserErrorData } from '../user-error';
import { writeRun, writtenBy, type Change } from '../workflows/change';
import type { ChangeDefinition } from '../workflows/engine';
import type { FieldProblem } from './form-rules';

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

/** A record's form as the engine's change: one write and its audit entry. */
export function recordChange<Before, Written, Payload, Refused>(
  form: RecordForm<Before, Written, Payload, Refused>,
): ChangeDefinition<Before, Payload | Refused> {
  return {
    problems: form.problems,
    load: form.load,
    checks: form.verify,
    run: (before, deps) => writeRun(deps, form.change(before)),
    done: (results, before) => form.done(writtenBy<Written>(results), before),
    refused: (errors) => form.refused(errors),
  };
}

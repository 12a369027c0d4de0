// 'Create or update by the same form' as a record's change (mutation.ts): an absent id creates, an id updates the
// record read first (or answers NOT_FOUND); the failure prefix, the run's kind and method and the success text
// follow from which it is, so a domain states only its checks and its write.
import type { UserErrorData } from '../user-error';
import type { Change } from '../workflows/change';
import type { FieldProblem } from './form-rules';
import { recordChange } from './mutation';

/** A page's texts for the two halves of its form (the domain's *_MESSAGES hold them). */
export interface SaveTexts {
  createFailed: string;
  updateFailed: string;
  created: string;
  updated: string;
}

export interface RecordSave<R, Payload, Refused> {
  /** The record's id; null or absent for a create. */
  id: string | null | undefined;
  /** The journal's kind without its suffix: 'highlight' runs as 'highlight_create' or 'highlight_update'. */
  kind: string;
  /** The audit table. */
  table: string;
  texts: SaveTexts;
  /** The input's own rules (rules.ts), before anything is read. */
  problems?: () => readonly FieldProblem[];
  /** The record by id (records.ts `existing`), given the failure prefix. */
  lookup: (id: string, failed: string) => Promise<R | UserErrorData[]>;
  /** Checks that read, given the record (null for a create) and the failure prefix. */
  verify?: (before: R | null, failed: string) => Promise<UserErrorData[]>;
  /** The journaled write, given the record (null for a create): its subject, key, in-run check and call. */
  write: (before: R | null) => Pick<Change<R>, 'subject' | 'key' | 'check' | 'write'>;
  /** The payload once written, with the success text. */
  done: (record: R, message: string) => Payload;
  refused: (errors: UserErrorData[]) => Refused;
}

export function saveChange<R, Payload, Refused>(form: RecordSave<R, Payload, Refused>) {
  const { id, texts } = form;
  const failed = id == null ? texts.createFailed : texts.updateFailed;
  return recordChange({
    problems: form.problems,
    load: id == null ? undefined : () => form.lookup(id, failed),
    verify: form.verify && ((before) => form.verify!(before, failed)),
    change: (before) => ({
      kind: `${form.kind}_${before ? 'update' : 'create'}`,
      table: form.table,
      method: before ? 'PUT' : 'POST',
      before,
      prefix: failed,
      ...form.write(before),
    }),
    done: (record, before) => form.done(record, before ? texts.updated : texts.created),
    refused: form.refused,
  });
}

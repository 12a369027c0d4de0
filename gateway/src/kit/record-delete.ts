// The 'delete a record by id' form as a record's change (mutation.ts): the record read (or NOT_FOUND), one
// journaled DELETE keyed by the record (a repeat of the same delete is the same run), the audit entry with no
// 'after', and the payload `{ deletedId, message, errors }`. An upstream that refuses because other records still
// name this one (`inUse`) is a fact to show, not a fault to retry.
import type { UserErrorData } from '../user-error';
import { sameSubmission } from '../workflows/keys';
import { StepRefusal } from '../workflows/runner';
import { journalSubject } from '../workflows/subjects';
import { recordChange } from './mutation';
import { refusal } from './payload';

export interface RecordDeletion<R extends { id: number }> {
  /** The journal's kind of run ('highlight_delete'). */
  kind: string;
  /** The audit table, also the journal subject's resource unless `subject` says otherwise. */
  table: string;
  /** The record by id (records.ts `existing`), or the errors that answer instead. */
  load: () => Promise<R | UserErrorData[]>;
  /** The journal subject, when it is not `journalSubject(table, id)`. */
  subject?: (record: R) => string;
  /** The upstream's delete. */
  remove: (id: number) => Promise<unknown>;
  /** Whether the upstream refused because the record is in use, and the text shown after `failed`. */
  inUse?: { when: (error: unknown) => boolean; text: string };
  /** The page's 'Erro ao Excluir X: ' prefix. */
  failed: string;
  /** The success text. */
  deleted: string;
}

const refused = refusal('deletedId');

export function deleteChange<R extends { id: number }>(deletion: RecordDeletion<R>) {
  const { inUse, failed } = deletion;
  return recordChange({
    load: deletion.load,
    change: (before) => ({
      kind: deletion.kind,
      subject: deletion.subject ? deletion.subject(before!) : journalSubject(deletion.table, before!.id),
      table: deletion.table,
      method: 'DELETE',
      before,
      key: sameSubmission({ id: before!.id }),
      write: async () => {
        try {
          await deletion.remove(before!.id);
        } catch (error) {
          if (inUse?.when(error)) throw new StepRefusal('REFUSED', `${failed}${inUse.text}`);
          throw error;
        }
        return { id: before!.id };
      },
      after: () => null,
      prefix: failed,
    }),
    done: (written) => ({ deletedId: String(written.id), message: deletion.deleted, errors: [] as UserErrorData[] }),
    refused,
  });
}

// The read-only details of a record (products, staff, branches): a label/value list, and the dialog that shows it
// with its 'Fechar' button, so every details dialog reads and closes alike.
import type { ReactNode } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from './dialog';

/** One line of the details: its label and the value as shown. */
export type DetailRow = [label: string, value: string];

/** The rows as a description list, each label with its value. */
export function DetailsList({ rows, className }: { rows: readonly DetailRow[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The dialog of a record's details, open while `isOpen`, closed by 'Fechar' or the dialog's own close. */
export function DetailsDialog({ isOpen, title, onClose, children }: { isOpen: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <AppDialog isOpen={isOpen} title={title} onClose={onClose}>
      <DialogBody>{children}</DialogBody>
      <DialogFooter actions={<Button text="Fechar" onClick={onClose} />} />
    </AppDialog>
  );
}

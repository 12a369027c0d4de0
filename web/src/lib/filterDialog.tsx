// The dialog of a list's filters (customers, coverage areas, CEPs, notifications, products, logs, staff): the
// page's form inside the app dialog, mounted on each opening so its draft starts from the filter applied.
import type { ComponentType } from 'react';
import { AppDialog } from './dialog';

/** What every filter dialog takes from its page. */
export interface FilterDialogProps<F> {
  open: boolean;
  value: F;
  onClose: () => void;
  onSubmit: (filter: F) => void;
}

/**
 * The filter dialog around `Form`, titled `title` (or the page's own `title` prop, for dialogs one component serves
 * under several names).
 */
export function filterDialog<P extends { open: boolean; onClose: () => void; title?: string }>(Form: ComponentType<P>, title?: string) {
  return function FilterDialog(props: P) {
    return (
      <AppDialog isOpen={props.open} title={props.title ?? title} onClose={props.onClose}>
        <Form {...props} />
      </AppDialog>
    );
  };
}

// The page's side of a record's new/edit dialog (highlights, payment methods, recipes, postal codes, coverage
// areas): which record is open (null: the dialog is closed) with its form's first values, the gateway's field
// errors, and the save. A refused save puts the errors on their fields and says '{failed prefix}{server text}';
// a saved one closes the dialog and says the payload's message (or the page's own text); a transport failure says
// the prefix and its text, with the dialog left open and nothing typed lost.
import { useState } from 'react';
import type { ToastProps } from '@blueprintjs/core';
import { showToast } from '../kernel/toaster';
import { errorText, fieldErrors, prefixedError, userErrorsText } from './errors';

export interface SaveTexts {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
}

interface PayloadError {
  code: string;
  message: string;
  field?: string | null;
}

export interface SavePayload {
  errors: readonly PayloadError[];
  message?: string | null;
}

/**
 * The texts of a dialog whose success text is always the payload's message (the gateway's words): only the
 * failure prefixes the page shows before a refusal, or when the gateway cannot be reached at all.
 */
export function failurePrefixes(createFailed: string, updateFailed: string): SaveTexts {
  return { created: '', updated: '', createFailed, updateFailed };
}

/** What the dialog edits: the record's id (null: a new one), its first values, and what else the page keeps with it. */
export type OpenRecord<V, X> = { id: string | null; initial: V } & X;

/** The toast of a refused save; a page may word some refusals its own way. */
export type RefusalToast = (prefix: string, errors: readonly PayloadError[]) => ToastProps;

/** The house wording of a refused save: the failed prefix and the server's text, as an error. */
export const refusedWithPrefix: RefusalToast = (prefix, errors) => ({ intent: 'danger', message: prefixedError(prefix, userErrorsText(errors)) });

export function useRecordSave<V, X extends object = object>(texts: SaveTexts, refusal: RefusalToast = refusedWithPrefix) {
  const [form, setForm] = useState<OpenRecord<V, X> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const open = (record: OpenRecord<V, X>) => {
    setErrors({});
    setForm(record);
  };
  const close = () => setForm(null);

  /** Sends the open record with `send`; answers whether it was saved. */
  const save = async (send: (record: OpenRecord<V, X>) => Promise<SavePayload | null | undefined>): Promise<boolean> => {
    if (!form) return false;
    const record = form;
    const prefix = record.id ? texts.updateFailed : texts.createFailed;
    try {
      const payload = await send(record);
      if (!payload) return false;
      if (payload.errors.length) {
        setErrors(fieldErrors(payload.errors));
        void showToast(refusal(prefix, payload.errors));
        return false;
      }
      setForm(null);
      void showToast({ intent: 'success', message: payload.message ?? (record.id ? texts.updated : texts.created) });
      return true;
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(failure)) });
      return false;
    }
  };

  return { form, errors, open, close, save };
}

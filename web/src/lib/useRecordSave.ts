// The page's side of a record's new/edit dialog (highlights, payment methods, recipes, postal codes, coverage
// areas): which record is open (null: the dialog is closed) with its form's first values, the gateway's field
// errors, and the save. A refused save puts the errors on their fields and says '{failed prefix}{server text}';
// a saved one closes the dialog and says the payload's message (or the page's own text); a transport failure says
// the prefix and its text, with the dialog left open and nothing typed lost. A save stopped as uncertain (its answer
// was lost upstream) says what to check and is sent again only once the person confirms (uncertainResend.tsx).
import { useRef, useState } from 'react';
import type { ToastProps } from '@blueprintjs/core';
import { showToast } from './toaster';
import { errorText, fieldErrors, prefixedError, userErrorsText } from './errors';
import { confirmResend, RESEND_ANSWERS, uncertainError } from './uncertainResend';

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

/** Where a page's dialog departs from the house save (all optional; none given: the house save above). */
export interface SaveOptions {
  /**
   * The fields the form shows, for a dialog that closes on any failure not about them
   * (docs/areas/staff-and-support.md#errors, the staff pages): a refusal keeps the dialog open only when all its errors
   * are on these fields; a transport failure closes it. Errors on other fields ('id') are not put on the form.
   */
  formFields?: readonly string[];
  /** A transport failure's errors on the form's fields (the gateway's input limits): shown there, no toast, open. */
  inputErrorsOf?: (failure: unknown) => Record<string, string>;
}

export function useRecordSave<V, X extends object = object>(texts: SaveTexts, refusal: RefusalToast = refusedWithPrefix, options: SaveOptions = {}) {
  const [form, setForm] = useState<OpenRecord<V, X> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { formFields, inputErrorsOf } = options;
  const onForm = (e: PayloadError) => !formFields || (e.field != null && formFields.includes(e.field));

  // The record whose last save was stopped as uncertain, and what to check before sending it again.
  const uncertain = useRef<{ record: OpenRecord<V, X>; check: string } | null>(null);

  const open = (record: OpenRecord<V, X>) => {
    setErrors({});
    setForm(record);
  };
  const close = () => setForm(null);

  type Send = (record: OpenRecord<V, X>) => Promise<SavePayload | null | undefined>;

  /** Sends the open record with `send`; answers whether it was saved. After an uncertain stop, asks first. */
  const save = async (send: Send): Promise<boolean> => {
    if (!form) return false;
    const record = form;
    if (uncertain.current?.record === record && !(await confirmResend(uncertain.current.check))) return false;
    return sendRecord(record, send);
  };

  /** 'Tente Novamente' of an uncertain stop: the confirmation, then the same record sent again. */
  const resend = async (record: OpenRecord<V, X>, check: string, send: Send) => {
    if (await confirmResend(check)) await sendRecord(record, send);
  };

  const sendRecord = async (record: OpenRecord<V, X>, send: Send): Promise<boolean> => {
    const prefix = record.id ? texts.updateFailed : texts.createFailed;
    uncertain.current = null;
    setSaving(true);
    try {
      const payload = await send(record);
      if (!payload) return false;
      const unsure = uncertainError(payload.errors);
      if (unsure) {
        // The record may exist already: the form stays as typed, and sending again takes a confirmation.
        uncertain.current = { record, check: unsure.message };
        void showToast({
          intent: 'warning',
          message: unsure.message,
          timeout: 15_000,
          action: { text: RESEND_ANSWERS.yes, onClick: () => void resend(record, unsure.message, send) },
        });
        return false;
      }
      if (payload.errors.length) {
        setErrors(fieldErrors(payload.errors.filter(onForm)));
        if (!payload.errors.every(onForm)) setForm(null);
        void showToast(refusal(prefix, payload.errors));
        return false;
      }
      setForm(null);
      void showToast({ intent: 'success', message: payload.message ?? (record.id ? texts.updated : texts.created) });
      return true;
    } catch (failure) {
      const onFields = inputErrorsOf?.(failure) ?? {};
      if (Object.keys(onFields).length) {
        setErrors(onFields);
        return false;
      }
      if (formFields) setForm(null);
      void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(failure)) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** `saving` while a save is under way; `setErrors` puts the page's own checks on the fields before sending. */
  return { form, errors, open, close, save, saving, setErrors };
}

/** The props every record dialog takes from its page's save (HighlightDialog, RecipeDialog, PostalCodeDialog, ...). */
export interface RecordDialogProps<V, I> {
  initial: V | null;
  editing: boolean;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (input: I) => void;
}

/**
 * The wiring of a page's record dialog to its `useRecordSave`: the open record's values, whether it is an edit,
 * the field errors, a close refused while `busy` (the save, or another write of the page, under way), and the submit.
 */
export function recordDialogProps<V, I>(
  record: { form: { id: string | null; initial: V } | null; errors: Record<string, string>; close: () => void },
  busy: boolean,
  submit: (input: I) => unknown,
  loading: boolean = busy,
): RecordDialogProps<V, I> {
  return {
    initial: record.form?.initial ?? null,
    editing: Boolean(record.form?.id),
    loading,
    errors: record.errors,
    onClose: () => !busy && record.close(),
    onSubmit: (input) => void submit(input),
  };
}

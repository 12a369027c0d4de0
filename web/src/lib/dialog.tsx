// The dialogs every screen shares (docs/decisions/0047-shared-ui-behaviour.md): a dialog whose close button speaks
// Portuguese and which, once open, puts focus where typing is expected; a confirmation dialog (Enter confirms, Esc
// cancels) and a form dialog (Enter submits, Esc cancels). Blueprint's own header labels its close button 'Close', so
// the header is drawn here.
import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, type ButtonProps, type DialogProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';

const CLOSE_LABEL = 'Fechar';

/** Where focus goes when a dialog opens: a marked element, else the first field, else the primary button. */
const FOCUS_TARGET = '[data-autofocus], input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export type AppDialogProps = Omit<DialogProps, 'title'> & { title: ReactNode };

export function AppDialog({ title, children, onOpened, isCloseButtonShown, ...props }: AppDialogProps) {
  const titleId = useId();
  const focusFirst = (node: HTMLElement) => {
    // onOpened comes after the opening transition: someone quick may already be typing in a field by then, and
    // their keystrokes must not jump to the first one.
    const active = node.ownerDocument.activeElement;
    const alreadyInField = active instanceof HTMLElement && node.contains(active) && active.matches('input, select, textarea');
    if (!alreadyInField) node.querySelector<HTMLElement>(FOCUS_TARGET)?.focus();
    onOpened?.(node);
  };
  return (
    <Dialog {...props} aria-labelledby={titleId} onOpened={focusFirst}>
      <div className={Classes.DIALOG_HEADER}>
        <h5 id={titleId} className={Classes.HEADING}>
          {title}
        </h5>
        {isCloseButtonShown !== false && (
          <Button
            className={Classes.DIALOG_CLOSE_BUTTON}
            variant="minimal"
            icon={<SmallCrossIcon />}
            aria-label={CLOSE_LABEL}
            title={CLOSE_LABEL}
            onClick={props.onClose}
          />
        )}
      </div>
      {children}
    </Dialog>
  );
}

/**
 * While a save runs its button is disabled, and a disabled button drops the focus to the page body, where Esc and
 * Enter no longer reach the dialog. When the save ends with the dialog still open (the server refused it), focus
 * goes back into the form: to the first field marked invalid, else to the submit button.
 */
function useFocusBackAfterSave(form: RefObject<HTMLFormElement | null>, loading: boolean | undefined) {
  const wasLoading = useRef(false);
  useEffect(() => {
    const ended = wasLoading.current && !loading;
    wasLoading.current = Boolean(loading);
    const node = form.current;
    if (!ended || !node) return;
    const active = node.ownerDocument.activeElement;
    if (active && active !== node.ownerDocument.body && node.closest('.bp6-dialog')?.contains(active)) return;
    const target =
      node.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ?? node.querySelector<HTMLElement>('button[type=submit]:not([disabled])');
    target?.focus();
  }, [form, loading]);
}

interface ConfirmProps {
  open: boolean;
  /** 'Confirma {acao}?' or 'Deseja Realmente Concluir este pedido?' */
  question: string;
  /** What the question is about (the record's name), under it */
  detail?: ReactNode;
  loading: boolean;
  onClose: () => void;
  onSubmit: () => void;
  title?: string;
  /** The answers: 'Não'/'Sim' unless the spec names others (deletes: 'Cancelar'/'Confirmar', in red) */
  answers?: { no: string; yes: string; intent?: ButtonProps['intent'] };
  /** Once it has closed and given the focus back to the button that opened it (which the answer may have disabled). */
  onClosed?: () => void;
}

const YES_NO = { no: 'Não', yes: 'Sim', intent: 'primary' } as const;

/** 'Confirmação': focus starts on the yes answer, so Enter confirms; Esc and the no answer cancel. */
export function ConfirmDialog({ open, question, detail, loading, onClose, onSubmit, onClosed, title = 'Confirmação', answers = YES_NO }: ConfirmProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusBackAfterSave(form, loading);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading) onSubmit();
  };
  return (
    <AppDialog isOpen={open} title={title} onClose={onClose} onClosed={onClosed} canOutsideClickClose={!loading} canEscapeKeyClose={!loading}>
      <form ref={form} onSubmit={submit}>
        <DialogBody>
          <p>{question}</p>
          {detail}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={answers.no} onClick={onClose} disabled={loading} />
              <Button type="submit" intent={answers.intent ?? 'primary'} text={answers.yes} loading={loading} data-autofocus />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}

/** The answers of the spec's delete confirmations. */
export const DELETE_ANSWERS = { no: 'Cancelar', yes: 'Confirmar', intent: 'danger' } as const;

interface DialogFormProps {
  submitText: string;
  submitIcon?: ButtonProps['icon'];
  submitIntent?: ButtonProps['intent'];
  /** The submit stays disabled (e.g. while the form's options load). */
  submitDisabled?: boolean;
  cancelText?: string;
  loading?: boolean;
  onCancel: () => void;
  /** The form's submit (Enter in a field or the submit button); the caller validates. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The body and footer of a form dialog, inside an AppDialog (which puts focus on the first field): Enter
 * submits, Esc and the cancel button close. The form is the dialog's child so every opening starts empty.
 */
export function DialogForm({
  submitText,
  submitIcon,
  submitIntent = 'primary',
  submitDisabled,
  cancelText = 'Cancelar',
  loading,
  onCancel,
  onSubmit,
  children,
}: DialogFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusBackAfterSave(form, loading);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && !submitDisabled) onSubmit();
  };
  return (
    // noValidate: the form's own checks answer in Portuguese under each field ('O valor mínimo é 0!'), never the
    // browser's bubble in its own language for a number input's min or max.
    <form ref={form} onSubmit={submit} noValidate>
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={onCancel} disabled={loading} />
            <Button type="submit" intent={submitIntent} icon={submitIcon} text={submitText} loading={loading} disabled={submitDisabled} />
          </>
        }
      />
    </form>
  );
}

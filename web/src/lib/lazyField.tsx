// A form field whose code loads only when the field is first shown (docs/decisions/0043-fast-on-the-wire.md):
// Blueprint's datetime package builds its time-zone table when its module loads (hundreds of Intl formatters, 150-450
// ms of main thread), and every list page would pay for it at load because its filter dialog holds a date field. Until
// the code is there the field draws a stand-in of the same size (disabled, same id, value and placeholder: no layout
// shift, and a test's click or fill waits for it to be enabled); once loaded, every later field renders the real one at
// once.
//
// A dialog puts focus on its first field when it opens (lib/dialog.tsx, which skips disabled fields but not one
// marked data-autofocus): a stand-in of an enabled field is marked so, so the dialog does not pass on to the next
// field; it cannot take the focus, so the real field takes it when it arrives if focus is in no field yet.
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

/** The fields a dialog focuses on opening (lib/dialog.tsx's FOCUS_TARGET). */
const DIALOG_FIELDS = '[data-autofocus], input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Whether focus is in no field: the person is not typing anywhere, so a field arriving may take the focus. */
export function focusIsFree(doc: Document = document): boolean {
  return !doc.activeElement?.matches('input, select, textarea, [contenteditable]');
}

/** Whether the real field should take the focus its stand-in could not: the dialog's first field, nobody typing. */
function standInWasFocusTarget(standIn: HTMLElement | null): boolean {
  const dialog = standIn?.closest('.bp6-dialog');
  if (!standIn || !dialog || !focusIsFree(standIn.ownerDocument)) return false;
  return dialog.querySelector(DIALOG_FIELDS) === standIn;
}

/**
 * What the real field receives beside its own props: focus itself once mounted, if focus is still free then
 * (`focusIsFree`, asked again at that moment: the person may have clicked into another field since the code arrived).
 */
export interface LazyFieldExtra {
  focusOnMount?: boolean;
}

/**
 * What the stand-in receives beside the field's props: the element that would take the focus, and its attribute
 * that keeps a dialog's first-field focus on it (none for a disabled field).
 */
export interface StandInExtra {
  focusRef: RefObject<HTMLInputElement | null>;
  focusMark: { 'data-autofocus'?: true };
}

/**
 * The field `load` resolves to, drawn as `StandIn` until its code is loaded; `preload` starts the load (tests call it
 * so the real field renders at once, as it does in the app after the first one).
 */
export function lazyField<P extends { disabled?: boolean }>(load: () => Promise<ComponentType<P & LazyFieldExtra>>, StandIn: ComponentType<P & StandInExtra>) {
  let loaded: ComponentType<P & LazyFieldExtra> | null = null;
  let loading: Promise<ComponentType<P & LazyFieldExtra>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (field) => (loaded = field),
      (error: unknown) => {
        loading = null; // a chunk that failed to arrive (a dropped connection) is asked for again by the next field
        throw error;
      },
    );
    return loading;
  };

  function LazyField(props: P) {
    const [Field, setField] = useState(() => loaded);
    const [focusOnMount, setFocusOnMount] = useState(false);
    const standIn = useRef<HTMLInputElement | null>(null);
    useEffect(() => {
      if (Field) return;
      let mounted = true;
      preload().then(
        (field) => {
          if (!mounted) return;
          setFocusOnMount(standInWasFocusTarget(standIn.current));
          setField(() => field);
        },
        () => undefined, // the stand-in stays; the app's own connection error is what the person reads
      );
      return () => {
        mounted = false;
      };
    }, [Field]);
    return Field ? (
      <Field {...props} focusOnMount={focusOnMount} />
    ) : (
      <StandIn {...props} focusRef={standIn} focusMark={props.disabled ? {} : { 'data-autofocus': true }} />
    );
  }
  return { LazyField, preload };
}

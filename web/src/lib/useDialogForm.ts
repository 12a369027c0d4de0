// The state every record form dialog keeps (recipes, highlights, payment methods, branches, sections, products): the
// values being edited, the errors the form's own check found ('mine', shown over the gateway's), and whether an image is still uploading
// (the submit waits for its URL). The form is mounted only while its dialog is open, so each opening starts from
// `initial` with no errors of its own.
import { useState } from 'react';
import type { Intent } from '@blueprintjs/core';
import { boundProblems, boundProps, type Bounds } from './inputBounds';

/** A form's check of its values: the input to send, or the message of each field that is wrong. */
export type Checked<T> = { input: T; errors?: undefined } | { input?: undefined; errors: Record<string, string> };

/** The props of a new/edit dialog whose form checks its values and sends the input. */
export interface FormDialogProps<V, I> {
  /** null: closed */
  initial: V | null;
  editing: boolean;
  loading: boolean;
  /** The gateway's field errors */
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (input: I) => void;
}

type StringKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

interface Options {
  /** false: a field's own error stays until the next submit instead of going as soon as the field changes */
  clearErrorOnChange?: boolean;
  /** The gateway's limits of the fields (generated/input-limits.ts, e.g. INPUT_LIMITS.ProductInput), by field name:
   *  each input gets them through `bounded`, and a value beyond them is the field's error before anything is sent. */
  bounds?: Bounds;
}

/** `initial` may be a function, called once (as useState's), when working out the first values costs something. */
export function useDialogForm<V extends object>(
  initial: V | (() => V),
  errors: Record<string, string>,
  { clearErrorOnChange = true, bounds = {} }: Options = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [mine, setMine] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const shown: Record<string, string | undefined> = { ...errors, ...mine };
  const intent = (field: string): Intent => (shown[field] ? 'danger' : 'none');
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (clearErrorOnChange) setMine(({ [key as string]: _dropped, ...rest }) => rest);
  };
  /** The form's submit: its own check first; the input goes out only when the check finds nothing. */
  const submitWith =
    <I>(check: (values: V) => Checked<I>, onSubmit: (input: I) => void) =>
    () => {
      const checked = check(values);
      const outOfBounds = boundProblems(values, bounds);
      setMine({ ...outOfBounds, ...checked.errors });
      if (checked.input && Object.keys(outOfBounds).length === 0) onSubmit(checked.input);
    };
  /** The input attributes of the field `key`'s bound (maxLength, or min and max), none for a field without one. */
  const bounded = (key: keyof V & string) => {
    const bound = bounds[key];
    return bound ? boundProps(bound) : {};
  };
  /** What an ImageField needs from the form for the field `key` (its URL). */
  const image = (key: StringKey<V>) => ({
    value: values[key] as string,
    onChange: (url: string) => set(key, url as V[typeof key]),
    error: shown[key as string],
    onBusyChange: setUploading,
  });
  return { values, setValues, set, shown, intent, uploading, submitWith, image, bounded };
}

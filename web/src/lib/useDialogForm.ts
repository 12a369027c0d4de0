// The state every record form dialog keeps (recipes, highlights, payment methods, branches, sections, products): the
// values being edited, the errors the form's own check found ('mine', shown over the gateway's), and whether an image is still uploading
// (the submit waits for its URL). The form is mounted only while its dialog is open, so each opening starts from
// `initial` with no errors of its own. An error, the form's or the gateway's, goes as soon as the value it is about
// changes: 'Campo Obrigatório' under a field already filled reads as if the new value were refused too. Errors
// name their value by its path in the form's values ('name', 'ingredients.0.quantity'), so a change in one row of
// a list drops that row's error only.
import { useRef, useState } from 'react';
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
  /** The gateway's limits of the fields (generated/input-limits.ts, e.g. INPUT_LIMITS.ProductInput), by field name:
   *  each input gets them through `bounded`, and a value beyond them is the field's error before anything is sent. */
  bounds?: Bounds;
}

/** The value an error's path names in the form's values ('ingredients.0.quantity'), as JSON to compare. */
function valueAt(values: object, path: string): string | undefined {
  let current: unknown = values;
  for (const part of path.split('.')) current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  return JSON.stringify(current);
}

/** The errors whose value differs between `before` and `after`. */
const changedPaths = (paths: Iterable<string>, before: object, after: object) => [...paths].filter((path) => valueAt(before, path) !== valueAt(after, path));

/** `initial` may be a function, called once (as useState's), when working out the first values costs something. */
export function useDialogForm<V extends object>(initial: V | (() => V), errors: Record<string, string>, { bounds = {} }: Options = {}) {
  const [values, setValuesState] = useState<V>(initial);
  // The values as the last change left them: two changes in one event build on each other.
  const latest = useRef(values);
  const [mine, setMine] = useState<Record<string, string>>({});
  // The gateway's errors whose value was changed since they came (a new answer brings them all back).
  // Compared by content: pages may pass a new object with the same errors on every render.
  const answer = JSON.stringify(errors);
  const [answered, setAnswered] = useState(answer);
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  if (answered !== answer) {
    setAnswered(answer);
    setSettled(new Set());
  }
  const [uploading, setUploading] = useState(false);
  const gateway = Object.fromEntries(Object.entries(errors).filter(([path]) => !settled.has(path)));
  const shown: Record<string, string | undefined> = { ...gateway, ...mine };
  const intent = (field: string): Intent => (shown[field] ? 'danger' : 'none');
  const setValues = (next: V | ((current: V) => V)) => {
    const before = latest.current;
    const after = typeof next === 'function' ? (next as (current: V) => V)(before) : next;
    latest.current = after;
    setValuesState(after);
    const changed = changedPaths(new Set([...Object.keys(errors), ...Object.keys(mine)]), before, after);
    if (changed.length === 0) return;
    setMine((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !changed.includes(path))));
    setSettled((current) => new Set([...current, ...changed]));
  };
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
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

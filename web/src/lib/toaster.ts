// The one toaster of the app (docs/architecture.md#house-style, item 8). Blueprint's overlay machinery is only needed
// once a toast shows, so it is imported on first use and stays out of the login page's first chunk.
import type { ToastProps, Toaster } from '@blueprintjs/core';
import { personText } from './errors';

let toaster: Promise<Toaster> | undefined;
const instance = () => import('./toasterInstance');

function getToaster(): Promise<Toaster> {
  toaster ??= instance().then(({ createToaster }) => createToaster());
  return toaster;
}

/**
 * Shows a toast and resolves to its key. A text written for developers (graphql-js's English, a bug's) is never
 * shown, whoever built the message: the generic Portuguese text instead (lib/errors.ts personText). `about` names what the message is about (a list's search, the login,
 * one order): a newer toast about the same thing replaces the older one instead of piling up beside it.
 */
export async function showToast(props: ToastProps, about?: string): Promise<string> {
  const { withPortugueseClose } = await instance();
  const readable = typeof props.message === 'string' ? { ...props, message: personText(props.message) } : props;
  return (await getToaster()).show(withPortugueseClose(readable), about);
}

/** Closes the toast about `about`, if one shows (e.g. 'Fazendo login...' once the login answered). */
export async function dismissToast(about: string): Promise<void> {
  (await getToaster()).dismiss(about);
}

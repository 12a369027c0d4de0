// The one toaster of the app (DESIGN section 3.8). Blueprint's overlay machinery is only needed once a toast
// shows, so it is imported on first use and stays out of the login page's first chunk.
import type { ToastProps, Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

export function getToaster(): Promise<Toaster> {
  toaster ??= import('./toasterInstance').then(({ createToaster }) => createToaster());
  return toaster;
}

// Blueprint's own close button is labelled 'Close'; the toast's action button closes it as well, in Portuguese.
const CLOSE_ACTION = { icon: 'cross', 'aria-label': 'Fechar', title: 'Fechar' } as ToastProps['action'];

/**
 * Shows a toast and resolves to its key. `about` names what the message is about (a list's search, the login,
 * one order): a newer toast about the same thing replaces the older one instead of piling up beside it.
 */
export async function showToast(props: ToastProps, about?: string): Promise<string> {
  const shown: ToastProps = { ...props, isCloseButtonShown: false, action: props.action ?? CLOSE_ACTION };
  return (await getToaster()).show(shown, about);
}

/** Closes the toast about `about`, if one shows (e.g. 'Fazendo login...' once the login answered). */
export async function dismissToast(about: string): Promise<void> {
  (await getToaster()).dismiss(about);
}

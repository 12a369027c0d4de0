// The one toaster of the app (DESIGN section 3.8). Blueprint's overlay machinery is only needed once a toast
// shows, so it is imported on first use and stays out of the login page's first chunk.
import type { ToastProps, Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

export function getToaster(): Promise<Toaster> {
  toaster ??= import('./toasterInstance').then(({ createToaster }) => createToaster());
  return toaster;
}

/** Shows a toast and resolves to its key. */
export async function showToast(props: ToastProps): Promise<string> {
  return (await getToaster()).show(props);
}

export const AppToaster = { show: showToast };

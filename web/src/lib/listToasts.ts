// The two toasts every server-paged list gives useListPage: what an explicit search found (the page's own texts:
// the gateway answers a read with data, never with a 'found' text), and a failed load, worded by the gateway
// when it answered ('Erro ao Carregar X: <texto>') and prefixed by the page only when it did not (unreachable).
import type { ToastProps } from '@blueprintjs/core';
import { prefixedError } from './errors';

export interface ListToastTexts {
  /** After a search that found something. */
  found: string;
  /** After a search that found nothing (also the list's empty state). */
  none: string;
  /** The prefix of a failure the gateway did not word itself: 'Erro ao Carregar X: '. */
  loadFailed: string;
}

export function listToasts(texts: ListToastTexts) {
  return {
    searchToast: (found: boolean): ToastProps => ({ intent: found ? 'success' : 'warning', message: found ? texts.found : texts.none }),
    errorToast: (message: string): ToastProps => ({ intent: 'danger', message: prefixedError(texts.loadFailed, message) }),
  };
}

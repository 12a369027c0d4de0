// The toasts of the products list (docs/areas/catalogue.md#errors). The first read of a page that fails says 'Erro ao
// carregar produtos: '; a read the person asked for again says how it went: a search (the filter dialog's 'Buscar',
// 'Todos os Produtos') 'Produto(s) encontrado(s) com sucesso' or 'Nenhum produto encontrado', and a failed search or
// re-read of the list (after an ERP refresh) 'Erro ao atualizar produtos: '. Pages and polls stay quiet.
import { useEffect, useRef } from 'react';
import { showToast } from '../lib/toaster';
import { errorText, prefixedError } from '../lib/errors';

export const PRODUCT_LIST_TOASTS = {
  found: 'Produto(s) encontrado(s) com sucesso',
  none: 'Nenhum produto encontrado',
  loadFailed: 'Erro ao carregar produtos: ',
  updateFailed: 'Erro ao atualizar produtos: ',
} as const;

/** A search answers with a toast either way; a re-read only when it fails. */
export type ListReading = 'search' | 'reload';

/** A newer toast about the list replaces the older one. */
const ABOUT = 'produtos';

interface ListResult {
  data?: { products: { total: number } };
  loading: boolean;
  error?: unknown;
}

export function useProductListToasts(list: ListResult, otherError: unknown) {
  const pending = useRef<ListReading | null>(null);
  const { data, loading, error } = list;

  useEffect(() => {
    if (pending.current === null || loading || error || !data) return;
    const reading = pending.current;
    pending.current = null;
    if (reading !== 'search') return;
    const found = data.products.total > 0;
    void showToast({ intent: found ? 'success' : 'warning', message: found ? PRODUCT_LIST_TOASTS.found : PRODUCT_LIST_TOASTS.none }, ABOUT);
  }, [data, loading, error]);

  useEffect(() => {
    if (!error) return;
    const prefix = pending.current === null ? PRODUCT_LIST_TOASTS.loadFailed : PRODUCT_LIST_TOASTS.updateFailed;
    pending.current = null;
    void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(error)) }, ABOUT);
  }, [error]);

  useEffect(() => {
    if (otherError) void showToast({ intent: 'danger', message: prefixedError(PRODUCT_LIST_TOASTS.loadFailed, errorText(otherError)) }, ABOUT);
  }, [otherError]);

  /** The next answer of the list is one the person asked for. */
  return (reading: ListReading) => {
    pending.current = reading;
  };
}

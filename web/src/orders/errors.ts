// The order pages' failure prefixes (docs/areas/orders.md#errors) for what the gateway cannot word: it answers a failed read with its
// own 'Erro ao carregar pedidos: ...' or 'Erro ao buscar Funcionarios: ...'; the prefixes here stand before a
// failure that never reached it (the server unreachable) and before the item reads' texts. The generic helpers
// are in lib/errors.ts.
import { errorText, prefixedError } from '../lib/errors';

export const ORDERS_LOAD_ERROR = 'Erro ao carregar pedidos: ';
export const ITEMS_LOAD_ERROR = 'Erro ao carregar itens do pedido: ';
export const STAFF_LOAD_ERROR = 'Erro ao buscar Funcionarios: ';
/** Before a refused 'Cancelar no Cresce Vendas' (the gateway words the platform's own failures with it already). */
export const LOYALTY_CANCEL_ERROR = 'Erro ao cancelar pedido no Cresce Vendas: ';
/** Before a refused or failed 'Em Falta' / 'Retornar' (the gateway words an upstream failure with it already). */
export const ITEM_UPDATE_ERROR = 'Erro ao atualizar item do pedido: ';

/** The toast for a failed order list. (A CPF that belongs to nobody is not a failure: the page's customerNotFound.) */
export function loadErrorToast(message: string): { intent: 'danger'; message: string } {
  return { intent: 'danger', message: prefixedError(ORDERS_LOAD_ERROR, message) };
}

/** A failed read of an order's details or items: the gateway's worded order read as it is, else the items' prefix. */
export function itemsLoadError(failure: unknown): string {
  const text = errorText(failure);
  return text.startsWith(ORDERS_LOAD_ERROR.trim()) ? text : prefixedError(ITEMS_LOAD_ERROR, text);
}

/** An unknown CPF in 'Filtro de Pedidos' is refused on the dialog's CPF field, which stays open. */
export const CPF_CHECK = {
  applies: (filter: { cpf: string }) => filter.cpf !== '',
  fieldOf: { customerCpf: 'cpf' },
  refusals: (page: { customerNotFound?: { message: string } | null }): Record<string, string> =>
    page.customerNotFound ? { cpf: page.customerNotFound.message } : {},
};

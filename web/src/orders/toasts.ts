// The order lists' own toasts and empty states (docs/areas/orders.md#open-orders): what a search found, said by the web since
// the gateway answers a page, not a search. Failures and success texts of actions come from the gateway.

export const ORDER_TOASTS = {
  found: 'Pedido(s) encontrado(s) com sucesso!',
  none: 'Nenhum pedido em aberto encontrado!',
  empty: 'Nenhum pedido encontrado',
} as const;

/** The order history lists (completed, cancelled). */
export const LIST_TOASTS = {
  found: 'Pedidos encontrados com sucesso',
  empty: 'Nenhum pedido encontrado',
} as const;

/** The search toast of 'Pedidos em Aberto'. */
export function openSearchToast(found: boolean) {
  return { intent: found ? 'success' : 'danger', message: found ? ORDER_TOASTS.found : ORDER_TOASTS.none } as const;
}

/** The search toast of the order history lists (completed, cancelled). */
export function historySearchToast(found: boolean) {
  return { intent: found ? 'success' : 'danger', message: found ? LIST_TOASTS.found : LIST_TOASTS.empty } as const;
}

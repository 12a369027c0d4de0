// The order lists' own failure texts (spec 000); the generic helpers are in lib/errors.ts.

export const ORDERS_LOAD_ERROR = 'Erro ao carregar pedidos: ';

/** The toast for a failed order list. (A CPF that belongs to nobody is not a failure: the page's customerNotFound.) */
export function loadErrorToast(message: string): { intent: 'danger'; message: string } {
  return { intent: 'danger', message: `${ORDERS_LOAD_ERROR}${message}` };
}

/** An unknown CPF in 'Filtro de Pedidos' is refused on the dialog's CPF field, which stays open. */
export const CPF_CHECK = {
  applies: (filter: { cpf: string }) => filter.cpf !== '',
  fieldOf: { customerCpf: 'cpf' },
  refusals: (page: { customerNotFound?: { message: string } | null }): Record<string, string> =>
    page.customerNotFound ? { cpf: page.customerNotFound.message } : {},
};

// The order lists' own failure texts (spec 000); the generic helpers are in lib/errors.ts.

export const CPF_NOT_FOUND = 'Cliente não encontrado com o CPF fornecido';
export const ORDERS_LOAD_ERROR = 'Erro ao carregar pedidos: ';

/** The toast for a failed order list: the CPF lookup's own message as is, anything else prefixed. */
export function loadErrorToast(message: string): { intent: 'warning' | 'danger'; message: string } {
  if (message.includes(CPF_NOT_FOUND)) return { intent: 'warning', message: CPF_NOT_FOUND };
  return { intent: 'danger', message: `${ORDERS_LOAD_ERROR}${message}` };
}

/** An unknown CPF in 'Filtro de Pedidos' is refused on the dialog's CPF field, which stays open. */
export const CPF_CHECK = {
  applies: (filter: { cpf: string }) => filter.cpf !== '',
  fieldOf: { customerCpf: 'cpf' },
};

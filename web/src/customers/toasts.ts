// The texts of 'Busca de Clientes' the gateway cannot know: the search's outcome toasts and empty state, and the
// prefix shown when the gateway cannot be reached at all (its own load failures carry it already; lib/errors.ts
// prefixedError adds it only when missing).
export const CUSTOMER_TOASTS = {
  found: 'Cliente(s) encontrado(s) com sucesso',
  none: 'Nenhum Cliente encontrado',
  loadFailed: 'Erro ao buscar clientes: ',
} as const;

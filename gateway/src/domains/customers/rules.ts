// The customer search's texts (docs/areas/orders.md#customer-search): the one copy of what the gateway says on the
// 'Busca de Clientes' page.
export const CUSTOMER_MESSAGES = {
  /** The filter dialog with both status switches off. */
  statusRequired: 'Pelo menos um filtro de status deve estar habilitado',
  /** A read of the list or of one customer failed upstream (the page's toast prefix). */
  loadFailed: 'Erro ao buscar clientes: ',
} as const;

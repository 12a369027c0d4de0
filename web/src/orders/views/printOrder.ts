// Printing straight from the lists: fetch what the sheet needs, build it, print it in a hidden frame.
import type { ApolloClient } from '@apollo/client';
import { showToast } from '../../kernel/toaster';
import { printHtml } from '../../lib/print';
import { OrderDetailsQuery, OrderHeaderQuery } from '../details';
import { errorText, prefixedError } from '../../lib/errors';
import { itemsLoadError, ORDERS_LOAD_ERROR } from '../errors';
import { buildOrderPrint } from '../print/document';

/** 'Imprimir Comanda Entrega'; `showStaff`: the user may see picker and deliveryman (SEE_ORDER_STAFF). */
export async function printDeliverySlip(client: ApolloClient, orderId: string, showStaff: boolean): Promise<void> {
  try {
    const { data } = await client.query({ query: OrderHeaderQuery, variables: { id: orderId }, fetchPolicy: 'network-only' });
    if (!data?.order) throw new Error('Pedido não encontrado');
    await printHtml(buildOrderPrint(data.order, [], { kind: 'deliverySlip', quantity: 'ordered', showStaff }));
  } catch (failure) {
    void showToast({ intent: 'danger', message: prefixedError(ORDERS_LOAD_ERROR, errorText(failure)) });
  }
}

/** 'Itens em limitação' with picked quantities, as printed after invoicing. */
export async function printLimitedItems(client: ApolloClient, orderId: string, showStaff: boolean): Promise<void> {
  try {
    const { data } = await client.query({ query: OrderDetailsQuery, variables: { id: orderId }, fetchPolicy: 'no-cache' });
    if (!data?.order) throw new Error('Pedido não encontrado');
    await printHtml(buildOrderPrint(data.order, data.order.items.items, { kind: 'limited', quantity: 'picked', showStaff }));
  } catch (failure) {
    void showToast({ intent: 'danger', message: itemsLoadError(failure) });
  }
}

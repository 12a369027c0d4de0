// Printing straight from the lists: fetch what the sheet needs, build it, print it in a hidden frame. Several
// delivery slips at once ('Imprimir Comandas Selecionadas') print as one job, or not at all when an order fails.
import { useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { showToast } from '../../lib/toaster';
import { printHtml } from '../../lib/print';
import { DeliverySlipQuery, OrderDetailsQuery } from '../details';
import { errorText, prefixedError } from '../../lib/errors';
import { itemsLoadError, ORDERS_LOAD_ERROR } from '../errors';
import { buildOrderPrint } from '../print/document';
import { buildDeliverySlips } from '../print/deliverySlip';
import { headersFailureText, readOrderHeaders } from '../print/orderHeaders';
import type { SlipsProgress } from '../components/SlipSelection';

/** Where this panel is served: the slips' QR codes link there (none outside a browser). */
const panelOrigin = () => globalThis.location?.origin ?? '';

/** 'Imprimir Comanda Entrega'; `showStaff`: the user may see picker and deliveryman (SEE_ORDER_STAFF). */
export async function printDeliverySlip(client: ApolloClient, orderId: string, showStaff: boolean): Promise<void> {
  try {
    const { data } = await client.query({ query: DeliverySlipQuery, variables: { id: orderId }, fetchPolicy: 'no-cache' });
    if (!data?.order) throw new Error('Pedido não encontrado');
    await printHtml(await buildDeliverySlips([data.order], showStaff, panelOrigin()));
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

/**
 * 'Imprimir Comandas Selecionadas': reads every order (ORDERS_PER_READ a request), then prints all the slips in one
 * document, each on its own page. Answers whether it printed: an order that could not be read prints nothing and
 * says which orders failed and why.
 */
export async function printDeliverySlips(
  client: ApolloClient,
  orderIds: readonly string[],
  showStaff: boolean,
  onProgress?: (read: number, total: number) => void,
): Promise<boolean> {
  const { orders, failures } = await readOrderHeaders(client, orderIds, onProgress);
  if (failures.length > 0) {
    void showToast({ intent: 'danger', message: headersFailureText(failures), timeout: 0 });
    return false;
  }
  await printHtml(await buildDeliverySlips(orders, showStaff, panelOrigin()));
  return true;
}

/** The page's side of printing the chosen slips: its progress while reading, and the print itself. */
export function useSlipsPrinting(showStaff: boolean) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<SlipsProgress | null>(null);
  const print = async (orderIds: readonly string[]): Promise<boolean> => {
    setProgress({ read: 0, total: orderIds.length });
    try {
      return await printDeliverySlips(client, orderIds, showStaff, (read, total) => setProgress({ read, total }));
    } finally {
      setProgress(null);
    }
  };
  return { progress, print };
}

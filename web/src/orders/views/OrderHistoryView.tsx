// Loads an order's history for 'Detalhes do pedido' on its own, so the dialog opens as soon as its items are
// there, and asks again when the dialog changed the order (an item toggled). Printing never reads it.
import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { errorText } from '../../lib/errors';
import { OrderHistory } from '../components/OrderHistory';
import { OrderHistoryQuery } from '../history';

interface Props {
  orderId: string;
  /** The dialog's item names by id. */
  itemNames: ReadonlyMap<string, string>;
  /** Changes when the dialog changed the order: the history is read again. */
  changes: number;
}

export function OrderHistoryView({ orderId, itemNames, changes }: Props) {
  const { data, loading, error, refetch } = useQuery(OrderHistoryQuery, { variables: { id: orderId }, fetchPolicy: 'no-cache' });
  const seen = useRef(changes);
  useEffect(() => {
    if (seen.current === changes) return;
    seen.current = changes;
    void refetch().catch(() => undefined);
  }, [changes, refetch]);
  return (
    <OrderHistory
      orderId={orderId}
      entries={data?.order?.history ?? (data ? [] : null)}
      loading={loading}
      error={error ? errorText(error) : undefined}
      itemNames={itemNames}
    />
  );
}

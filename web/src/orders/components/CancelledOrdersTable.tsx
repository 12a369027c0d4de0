// 'Pedidos Cancelados' table (spec 000 section 2): number, client, value, cancellation date, reason.
import { Fragment } from 'react';
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { CancellationRow_CancellationFragment } from '../../generated/graphql';
import { formatDateTime, formatMoney } from '../../lib/format';
import { asDecimal } from '../decimal';

export const CancellationRowFragment = graphql(`
  fragment CancellationRow_cancellation on Cancellation {
    id
    date
    reason
    cancelledBy
    order {
      id
      total
      customer {
        id
        name
      }
      additionalOrders {
        id
        total
        statusLabel
        customer {
          id
          name
        }
      }
    }
  }
`);

export type CancellationRow = CancellationRow_CancellationFragment;

interface Props {
  cancellations: readonly CancellationRow[];
  onOpenDetails: (orderId: string) => void;
}

export function CancelledOrdersTable({ cancellations, onOpenDetails }: Props) {
  return (
    <HTMLTable className="orders-table" striped compact>
      <thead>
        <tr>
          <th>Nº Pedido</th>
          <th>Cliente</th>
          <th>Valor</th>
          <th>Data do Cancelamento</th>
          <th>Motivo</th>
          <th>Ações</th>
        </tr>
      </thead>
      <tbody>
        {cancellations.map((row) => (
          <Fragment key={row.id}>
            <tr>
              <td>{row.order.id}</td>
              <td>{row.order.customer.name}</td>
              <td className="orders-nowrap">{formatMoney(asDecimal(row.order.total))}</td>
              <td className="orders-nowrap">{formatDateTime(row.date)}</td>
              <td>
                {row.reason}
                {row.cancelledBy && <small className="orders-note">Cancelado por: {row.cancelledBy}</small>}
              </td>
              <td>
                <Button
                  variant="minimal"
                  icon="th-list"
                  aria-label={`Itens do pedido ${row.order.id}`}
                  onClick={() => onOpenDetails(row.order.id)}
                />
              </td>
            </tr>
            {row.order.additionalOrders.map((extra) => (
              <tr key={extra.id} className="orders-subrow">
                <td>
                  <Tag minimal>Pedido Adicional</Tag> {extra.id}
                </td>
                <td>{extra.customer.name}</td>
                <td className="orders-nowrap">{formatMoney(asDecimal(extra.total))}</td>
                <td colSpan={2}>{extra.statusLabel}</td>
                <td>
                  <Button
                    variant="minimal"
                    icon="th-list"
                    aria-label={`Itens do pedido adicional ${extra.id}`}
                    onClick={() => onOpenDetails(extra.id)}
                  />
                </td>
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}

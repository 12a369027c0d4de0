// 'Pedidos em Aberto' table (docs/areas/orders.md#open-orders). Presentational: every choice goes back to the view. With
// `selection`, each order's number has a box before it ('Imprimir Comandas Selecionadas').
import { HTMLTable, Menu, MenuItem } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { OrderRow_OrderFragment, OrderStatus } from '../../generated/graphql';
import { OrderFlags, StatusInfo, type StaffVisibility } from './OrderCells';
import { AdditionalOrderIdCell, OrderHeadCells, OrderItemsButton, OrderPlaceCells, OrderTimeValueCells } from './OrderRowParts';
import { StatusSelect } from './StatusSelect';
import { RowSelectBox } from './SlipSelection';
import { RetryButton } from './RetryButton';
import type { OrderSelection } from './useOrderSelection';
import { RowMenu, RowTag } from '../../lib/rowParts';
import { stripedTable, TableRows } from '../../lib/virtualRows';

/** A row's usual height before it is measured (status, staff lines). */
const ROW_HEIGHT = 96;

export const OrderRowFragment = graphql(`
  fragment OrderRow_order on Order {
    ...OrderCells_order
    workflow {
      ...OrderWorkflow_workflow
    }
    statusOptions {
      status
      label
      kind
      message
      progress
    }
    invoiceResend {
      progress
    }
    additionalOrders {
      ...OrderCells_order
      statusOptions {
        status
        label
      }
    }
  }
`);

export type OpenOrder = OrderRow_OrderFragment;
export type OrderAction = 'printDeliverySlip' | 'resendInvoicing' | 'retry';

interface Props {
  orders: readonly OpenOrder[];
  show: StaffVisibility;
  canChangeStatus: boolean;
  canResend: (order: OpenOrder) => boolean;
  /** Orders that appeared since the user last looked (polling cue). */
  highlighted: ReadonlySet<string>;
  /** The order a workflow is running for; its selector is locked meanwhile. */
  busyOrderId: string | null;
  onStatusChange: (order: OpenOrder, target: OrderStatus) => void;
  onAction: (order: OpenOrder, action: OrderAction) => void;
  onOpenDetails: (orderId: string) => void;
  /** The rows chosen for printing their delivery slips; without it the rows have no boxes. */
  selection?: Pick<OrderSelection, 'isSelected' | 'toggle'>;
}

export function OpenOrdersTable(props: Props) {
  const { orders, show, canChangeStatus, highlighted, busyOrderId, onStatusChange, onAction, onOpenDetails, canResend, selection } = props;
  return (
    <HTMLTable className="list-table" striped={stripedTable(orders.length)} compact>
      <thead>
        <tr>
          <OrderHeadCells />
          <th>Ações</th>
        </tr>
      </thead>
      <TableRows items={orders} getKey={(order) => order.id} estimateHeight={ROW_HEIGHT} columns={8}>
        {(order) => {
          const failed = order.workflow?.state === 'FAILED';
          return (
            <>
              <tr className={highlighted.has(order.id) ? 'orders-row-new' : undefined}>
                <td>
                  <span className="list-nowrap">
                    {selection && <RowSelectBox orderId={order.id} checked={selection.isSelected(order.id)} onToggle={selection.toggle} />}
                    {order.id} <OrderFlags order={order} />
                  </span>
                  {highlighted.has(order.id) && (
                    <RowTag intent="success" minimal>
                      Novo
                    </RowTag>
                  )}
                </td>
                <OrderPlaceCells order={order} />
                <td>
                  <StatusSelect
                    orderId={order.id}
                    canChange={canChangeStatus}
                    status={order.status}
                    options={order.statusOptions}
                    disabled={!canChangeStatus || busyOrderId === order.id}
                    onChange={canChangeStatus ? (target) => onStatusChange(order, target) : undefined}
                  />
                  {order.workflow?.state === 'RUNNING' && order.workflow.progress && <small className="orders-progress">{order.workflow.progress}</small>}
                  {failed && order.workflow?.canRetry && canChangeStatus && (
                    <RetryButton orderId={order.id} reason={order.workflow.error?.message} onRetry={() => onAction(order, 'retry')} />
                  )}
                  <StatusInfo order={order} show={show} />
                </td>
                <OrderTimeValueCells order={order} />
                <td>
                  <RowMenu
                    icon="more"
                    label={`Ações do pedido ${order.id}`}
                    placement="bottom-end"
                    content={
                      <Menu>
                        <MenuItem icon="th-list" text="Ver Itens do Pedido" onClick={() => onOpenDetails(order.id)} />
                        <MenuItem icon="print" text="Imprimir Comanda Entrega" onClick={() => onAction(order, 'printDeliverySlip')} />
                        {canResend(order) && (
                          <MenuItem icon="send-message" text="Reenviar para Faturamento" onClick={() => onAction(order, 'resendInvoicing')} />
                        )}
                      </Menu>
                    }
                  />
                </td>
              </tr>
              {order.additionalOrders.map((extra) => (
                <tr key={extra.id} className="list-subrow">
                  <AdditionalOrderIdCell id={extra.id}>
                    <OrderFlags order={extra} />
                  </AdditionalOrderIdCell>
                  <OrderPlaceCells order={extra} />
                  <td>
                    <StatusSelect orderId={extra.id} additional canChange={canChangeStatus} status={extra.status} options={extra.statusOptions} disabled />
                  </td>
                  <OrderTimeValueCells order={extra} />
                  <td>
                    <OrderItemsButton orderId={extra.id} additional onOpenDetails={onOpenDetails} />
                  </td>
                </tr>
              ))}
            </>
          );
        }}
      </TableRows>
    </HTMLTable>
  );
}

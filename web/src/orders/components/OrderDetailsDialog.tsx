// The full-screen order details (docs/areas/orders.md#order-details): customer, order and payment/delivery blocks, then
// the items grouped by section, then the order's 'Histórico' (the view's history slot). The dialog never grows past
// the window: its body scrolls as one, so a long history reads in full at 1024x768 as at 1920x1080, and the item
// list is at most one screen tall (it scrolls inside itself beyond that). Presentational; the view loads data and
// saves toggles.
import { Button, Callout, DialogBody, Menu, MenuItem, PopoverNext, Spinner } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';
import { Segmented } from '../../lib/segmented';
import { formatCep, formatCpf, formatPhone } from '../../lib/documents';
import type { OrderHeader_OrderFragment } from '../../generated/graphql';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { itemCountText, showsCovenant, type ItemRow, type QuantityView, type SectionGroup } from '../items';
import type { PrintKind } from '../print/document';
import { OrderItemsList, ROW_HEIGHT } from './OrderItemsList';
import { OrderAmountsChain, type AmountStepRow } from './OrderAmountsChain';

export type ValueView = 'initial' | 'separated';
export interface CancellationView {
  date: string;
  reason: string;
  /** Null when the record names nobody (or the gateway does not show this user staff names). */
  cancelledBy?: string | null;
}
/** From this many items the dialog gives the list more room. */
export const TALL_FROM_ITEMS = 25;
/**
 * What stays around the item list once the dialog's body is scrolled to it: the dialog's margins and title, the
 * body's padding, the toolbar and the list's header row. The list is never taller than the window less this.
 */
const LIST_CHROME_PX = 200;

interface Props {
  open: boolean;
  loading: boolean;
  error?: string;
  /** The id asked for, when no order with it can be shown. */
  notFound?: string | null;
  order: OrderHeader_OrderFragment | null;
  /** A cancelled order's cancellation record (Order.cancellation): when, why and by whom. */
  cancellation?: CancellationView | null;
  /** The money chain (Order.amounts.steps), ordered -> separated -> invoiced -> to charge. */
  amountSteps?: readonly AmountStepRow[];
  /** Picker and deliveryman lines (me.actions SEE_ORDER_STAFF): left out for others, who would read '-' as 'nobody'. */
  showStaff: boolean;
  /** Why 'Em Falta' / 'Retornar' cannot change this order's items (the gateway's rule); null when they can. */
  itemsLockedReason: string | null;
  groups: readonly SectionGroup[];
  itemCount: number;
  hasLimitedItems: boolean;
  quantity: QuantityView;
  value: ValueView;
  savingIds: ReadonlySet<string>;
  onQuantityChange: (view: QuantityView) => void;
  onValueChange: (view: ValueView) => void;
  onToggleMissing: (item: ItemRow) => void;
  onPrint: (kind: Exclude<PrintKind, 'section'>) => void;
  onPrintSection: (group: SectionGroup) => void;
  onClose: () => void;
  /** The 'Histórico' section under the items (loaded on its own), in the dialog's one scroll. */
  history?: React.ReactNode;
}

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="order-details-field">
    <span className="order-details-label">{label}</span>
    <span>{children === null || children === undefined || children === '' || children === false ? '-' : children}</span>
  </div>
);

/** 'Cancelamento': the cancellation record (docs/areas/orders.md#entities: data, motivo, usuario) on the cancelled order's details. */
const CancellationBlock = ({ cancellation }: { cancellation: CancellationView }) => (
  <section className="order-details-block order-details-cancellation" aria-label="Cancelamento">
    <h4>Cancelamento</h4>
    <Field label="Data">{formatDateTime(cancellation.date)}</Field>
    <Field label="Motivo">{cancellation.reason}</Field>
    {/* Named only for who may see order staff (the gateway answers null otherwise): no empty 'Cancelado por'. */}
    {cancellation.cancelledBy && <Field label="Cancelado por">{cancellation.cancelledBy}</Field>}
  </section>
);

function Blocks({
  order,
  value,
  showStaff,
  onValueChange,
  amountSteps,
  cancellation,
}: Pick<Props, 'value' | 'showStaff' | 'onValueChange' | 'amountSteps' | 'cancellation'> & { order: OrderHeader_OrderFragment }) {
  const shownValue = value === 'separated' ? order.separatedTotal : order.total;
  const placed = formatDateTime(order.placedAt).split(' ');
  return (
    <div className="order-details-blocks">
      <section className="order-details-block" aria-label="Cliente">
        <h4>Cliente</h4>
        <Field label="Código App">{order.customer.id}</Field>
        <Field label="Código ERP">{order.customer.erpCode}</Field>
        <Field label="Nome">{order.customer.name}</Field>
        <Field label="CPF">{formatCpf(order.customer.cpf)}</Field>
        <Field label="Telefone">{formatPhone(order.customer.mainPhone)}</Field>
      </section>
      <section className="order-details-block" aria-label="Pedido">
        <h4>Pedido</h4>
        <Field label="Número">{order.id}</Field>
        <Field label="Data">{placed[0]}</Field>
        <Field label="Hora">{placed[1]}</Field>
        <Field label="Orçamento">{order.invoiceNumber}</Field>
        <Field label={value === 'separated' ? 'Valor separado' : 'Valor inicial'}>
          {formatMoney(shownValue)}{' '}
          <Segmented
            size="small"
            value={value}
            onValueChange={(next) => onValueChange(next as ValueView)}
            options={[
              { label: 'Inicial', value: 'initial' },
              { label: 'Separado', value: 'separated' },
            ]}
          />
        </Field>
        <Field label="Descontos">{formatMoney(order.discount)}</Field>
        <Field label="Taxa de entrega">{formatMoney(order.deliveryFee)}</Field>
        <Field label="Status">{order.statusLabel}</Field>
        <Field label="Substituir produtos">{order.allowsSubstitution ? 'Sim' : 'Não'}</Field>
        <Field label="Observação">{order.note}</Field>
      </section>
      <section className="order-details-block" aria-label="Pagamento e entrega">
        <h4>Pagamento e entrega</h4>
        <Field label="Forma de pagamento">{order.paymentMethod?.description}</Field>
        {showsCovenant(order.paymentMethod?.id) && <Field label="Código do convênio">{order.covenantCode}</Field>}
        <Field label="Data de entrega">{formatDate(order.deliveryDate)}</Field>
        <Field label="Horário">{order.deliveryWindow && `${order.deliveryWindow.start} - ${order.deliveryWindow.end}`}</Field>
        <Field label="Tipo">{order.type === 'L' ? 'Retirada na Loja' : 'Entrega'}</Field>
        {order.type === 'E' && order.address && (
          <>
            <Field label="Endereço">
              {[order.address.street, order.address.number, order.address.neighbourhood, order.address.postalCode && formatCep(order.address.postalCode)]
                .filter(Boolean)
                .join(', ')}
            </Field>
            <Field label="Complemento">{order.address.complement}</Field>
          </>
        )}
        {showStaff && (
          <>
            <Field label="Separador">{order.picker?.name}</Field>
            <Field label="Entregador">{order.deliveryman?.name}</Field>
          </>
        )}
      </section>
      {cancellation && <CancellationBlock cancellation={cancellation} />}
      {amountSteps && <OrderAmountsChain steps={amountSteps} amounts={order.amounts} />}
    </div>
  );
}

export function OrderDetailsDialog(props: Props) {
  const { open, loading, error, notFound, order, groups, itemCount, hasLimitedItems, quantity, value } = props;
  const tall = itemCount >= TALL_FROM_ITEMS;
  // Small orders get a list as tall as their rows; from 25 items the list is a screen tall (scrolled to, it fills
  // the dialog) and the history follows it in the dialog's scroll.
  const rowCount = groups.reduce((sum, group) => sum + 1 + group.items.reduce((n, item) => n + 1 + item.substitutes.length, 0), 0);
  const room = Math.max(240, window.innerHeight - LIST_CHROME_PX);
  const listHeight = tall ? room : Math.min(room, Math.max(ROW_HEIGHT, rowCount * ROW_HEIGHT));

  return (
    <AppDialog
      isOpen={open}
      onClose={props.onClose}
      title={order ? `Pedido ${order.id}` : notFound ? 'Pedido não encontrado' : 'Itens do Pedido'}
      className={`order-details-dialog${tall ? ' order-details-tall' : ''}`}
    >
      <DialogBody useOverflowScrollContainer={false}>
        {loading && <Spinner aria-label="Carregando itens do pedido" />}
        {error && <Callout intent="danger">{error}</Callout>}
        {notFound && !order && (
          <Callout intent="warning" icon="search">
            {`Pedido ${notFound} não encontrado.`}
          </Callout>
        )}
        {order && (
          <>
            <Blocks
              order={order}
              value={value}
              showStaff={props.showStaff}
              onValueChange={props.onValueChange}
              amountSteps={props.amountSteps}
              cancellation={props.cancellation}
            />

            <div className="order-details-toolbar">
              <Segmented
                value={quantity}
                onValueChange={(next) => props.onQuantityChange(next as QuantityView)}
                options={[
                  { label: 'Quantidade pedida', value: 'ordered' },
                  { label: 'Quantidade separada', value: 'picked' },
                ]}
              />
              <span>{itemCountText(itemCount)}</span>
              <PopoverNext
                placement="bottom-end"
                content={
                  <Menu>
                    <MenuItem icon="document" text="Pedido Completo" onClick={() => props.onPrint('full')} />
                    {hasLimitedItems && <MenuItem icon="warning-sign" text="Itens em limitação" onClick={() => props.onPrint('limited')} />}
                    <MenuItem icon="drive-time" text="Comanda de entrega" onClick={() => props.onPrint('deliverySlip')} />
                  </Menu>
                }
              >
                <Button icon="print" text="Imprimir" endIcon="caret-down" />
              </PopoverNext>
            </div>
            {props.itemsLockedReason && (
              <p className="order-details-locked" role="note">
                {props.itemsLockedReason}
              </p>
            )}
            <OrderItemsList
              groups={groups}
              canToggleMissing={!props.itemsLockedReason}
              quantity={quantity}
              height={listHeight}
              savingIds={props.savingIds}
              onToggleMissing={props.onToggleMissing}
              onPrintSection={props.onPrintSection}
            />
            {props.history}
          </>
        )}
      </DialogBody>
    </AppDialog>
  );
}

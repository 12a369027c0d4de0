// 'Comanda de entrega', the sheet a courier takes to the door: the customer, order and delivery blocks of docs/areas/orders.md#printing, the
// order's item table with its total and the print's spacing rows, each additional order's items under their own
// heading (the bags travel together: each order is a volume), then the amount to charge (the gateway's
// Order.amounts: the ERP's invoice of all the orders once it answered), the change due for the customer's 'troco'
// note, and a QR code of the order's page. One order's slip, or several in one document (one page each).
import type { DeliverySlip_OrderFragment } from '../../generated/graphql';
import { escapeHtml as e } from '../../lib/print';
import { formatMoney } from '../../lib/format';
import type { QuantityView } from '../items';
import { orderListUrl, type OrderListPage } from '../urls';
import { headerBlocks, itemTable, line, printDocument, PRINT_TITLES, sheetTitle } from './document';

type Amounts = DeliverySlip_OrderFragment['amounts'];

/** The list page that opens this order's details (a finished order lives in its own list). */
const pageOf = (status: string): OrderListPage => (status === 'V' ? 'pedidosconcluidos' : status === 'X' ? 'pedidoscancelados' : 'pedido');

/** The order's URL on this panel: what the slip's QR code holds. */
export function orderUrl(order: Pick<DeliverySlip_OrderFragment, 'id' | 'status'>, origin: string): string {
  return `${origin}${orderListUrl(pageOf(order.status), { orderId: order.id })}`;
}

/** The QR code as inline SVG (no canvas: the print frame is plain HTML). The encoder loads with the first slip. */
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/** After picking the slip lists what was separated (missing items left out), before it what was ordered. */
const viewOf = (amounts: Amounts): QuantityView => (amounts.toChargeFrom === 'ORDERED' ? 'ordered' : 'picked');

const CHARGED_FROM: Record<Amounts['toChargeFrom'], string> = {
  INVOICED: 'valor faturado pelo ERP',
  SEPARATED: 'valor separado, ainda não faturado',
  ORDERED: 'valor inicial, ainda não separado',
  TO_CHARGE: '',
};

/** The order numbers as a person reads them: '104', '104 e 105'. */
const numbers = (ids: readonly string[]) => (ids.length === 1 ? ids[0] : `${ids.slice(0, -1).join(', ')} e ${ids[ids.length - 1]}`);

function chargeBlock(order: DeliverySlip_OrderFragment): string {
  const { amounts } = order;
  const ids = [order.id, ...order.additionalOrders.map((extra) => extra.id)];
  const volumes = ids.length === 1 ? '1 (pedido ' + ids[0] + ')' : `${ids.length} (pedidos ${numbers(ids)})`;
  const from = CHARGED_FROM[amounts.toChargeFrom] + (ids.length > 1 ? `, pedidos ${numbers(ids)}` : '');
  return [
    '<div class="block charge">',
    line('Volumes', volumes),
    ids.length > 1
      ? line(`Pedidos adicionais (${amounts.toChargeFrom === 'ORDERED' ? 'valor inicial' : 'valor separado'})`, formatMoney(amounts.additionalShare))
      : '',
    `<div><strong>Valor a cobrar:</strong> <strong>${e(formatMoney(amounts.toCharge))}</strong> (${e(from)})</div>`,
    amounts.changeFor
      ? line(`Troco para ${formatMoney(amounts.changeFor)}`, amounts.changeDue ? formatMoney(amounts.changeDue) : 'valor não cobre o pedido')
      : '',
    '</div>',
  ].join('');
}

function additionalSections(order: DeliverySlip_OrderFragment, view: QuantityView): string {
  return order.additionalOrders
    .map((extra) => {
      const heading = `Pedido adicional ${extra.id}${extra.invoiceNumber ? ` - Orçamento ${extra.invoiceNumber}` : ''}`;
      return `<h2>${e(heading)}</h2>${itemTable(slipItems(extra.items.items, view), view, 'full')}`;
    })
    .join('');
}

const slipItems = <T extends { missing: boolean; cancelled: boolean }>(items: readonly T[], view: QuantityView) =>
  view === 'picked' ? items.filter((item) => !item.missing && !item.cancelled) : [...items];

/** One slip's sheet: `qr` is the SVG of the order's URL. */
export function slipSheet(order: DeliverySlip_OrderFragment, showStaff: boolean, qr: string): string {
  const view = viewOf(order.amounts);
  return [
    `<div class="slip-head"><div>${sheetTitle(order, PRINT_TITLES.deliverySlip)}</div><div class="qr" aria-label="QR code do pedido">${qr}</div></div>`,
    headerBlocks(order, view, showStaff),
    `<h2>Pedido ${e(order.id)}</h2>`,
    itemTable(slipItems(order.items.items, view), view, 'full'),
    additionalSections(order, view),
    chargeBlock(order),
    '<div class="signature">Assinatura do cliente</div>',
  ].join('');
}

/** Every order's 'Comanda de entrega' in one document, in the order given, each slip on a page of its own. */
export async function buildDeliverySlips(orders: readonly DeliverySlip_OrderFragment[], showStaff: boolean, origin: string): Promise<string> {
  const qrs = await Promise.all(orders.map((order) => qrSvg(orderUrl(order, origin))));
  const sheets = orders.map((order, index) => `<section class="sheet">${slipSheet(order, showStaff, qrs[index])}</section>`).join('');
  const title = PRINT_TITLES.deliverySlip;
  return printDocument(orders.length === 1 ? `${title} - Pedido ${orders[0].id}` : `${title} - ${orders.length} pedidos`, sheets);
}

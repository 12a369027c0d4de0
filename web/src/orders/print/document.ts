// The printed order sheets as complete HTML documents (printed through lib/print's hidden iframe):
// 'Pedido Completo', 'Itens em limitação' and one section; 'Comanda de entrega' is deliverySlip.ts, with the
// same blocks, item table and document.
import type { OrderHeader_OrderFragment } from '../../generated/graphql';
import { escapeHtml as e } from '../../lib/print';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { formatQuantity, itemCountText, itemsTotal, lineValue, shownQuantity, showsCovenant, visibleForView, type ItemRow, type QuantityView } from '../items';
import { withSpacers, type PrintMode } from './spacing';
import { formatCep, formatCpf, formatPhone } from '../../lib/documents';

export type PrintKind = 'full' | 'limited' | 'section' | 'deliverySlip';

/** The sheets buildOrderPrint makes; the slip is deliverySlip.ts's. */
export type SheetKind = Exclude<PrintKind, 'deliverySlip'>;

export const PRINT_TITLES: Record<PrintKind, string> = {
  full: 'Pedido Completo',
  limited: 'Itens em limitação',
  section: 'Itens da seção',
  deliverySlip: 'Comanda de entrega',
};

export interface PrintOptions {
  kind: SheetKind;
  quantity: QuantityView;
  /** For kind 'section': the section's name in the title. */
  sectionName?: string;
  /** Picker and deliveryman lines, for users who may see order staff (me.actions SEE_ORDER_STAFF). */
  showStaff: boolean;
}

const STYLE = `
  body { font-family: Arial, Helvetica, sans-serif; font-size: 12px; margin: 12px; color: #000; }
  h1 { font-size: 16px; margin: 0 0 4px; } h2 { font-size: 13px; margin: 10px 0 4px; }
  .block { border: 1px solid #000; padding: 4px 6px; margin-bottom: 6px; }
  .block div { margin: 1px 0; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border-bottom: 1px solid #999; padding: 2px 4px; text-align: left; }
  td.num, th.num { text-align: right; }
  tr.spacer td { height: 18px; border: none; }
  tfoot td { font-weight: bold; border-top: 2px solid #000; }
  .signature { margin-top: 36px; border-top: 1px solid #000; width: 60%; padding-top: 2px; }
  .sheet + .sheet { break-before: page; page-break-before: always; }
  .charge { font-size: 14px; } .charge strong { font-size: 15px; }
  .slip-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; margin-bottom: 4px; }
  .qr, .qr svg { width: 96px; height: 96px; flex: none; }
`;

export const line = (label: string, value: unknown) => `<div><strong>${e(label)}:</strong> ${e(value ?? '-')}</div>`;

function addressLine(order: OrderHeader_OrderFragment): string {
  if (order.type === 'L' || !order.address) return 'Retirada na Loja';
  const a = order.address;
  return [[a.street, a.number].filter(Boolean).join(', '), a.neighbourhood, a.city, a.state, a.postalCode && formatCep(a.postalCode)]
    .filter(Boolean)
    .join(' - ');
}

export function headerBlocks(order: OrderHeader_OrderFragment, view: QuantityView, showStaff: boolean): string {
  const value = view === 'picked' ? order.separatedTotal : order.total;
  const window = order.deliveryWindow ? `${order.deliveryWindow.start} - ${order.deliveryWindow.end}` : '-';
  return [
    '<div class="block"><h2>Cliente</h2>',
    line('Nome', order.customer.name),
    line('CPF', formatCpf(order.customer.cpf)),
    line('Telefone', formatPhone(order.customer.mainPhone)),
    line('Código ERP', order.customer.erpCode),
    '</div><div class="block"><h2>Pedido</h2>',
    line('Número', order.id),
    line('Data', formatDateTime(order.placedAt)),
    line('Orçamento', order.invoiceNumber),
    line(view === 'picked' ? 'Valor separado' : 'Valor inicial', formatMoney(value)),
    line('Descontos', formatMoney(order.discount)),
    line('Taxa de entrega', formatMoney(order.deliveryFee)),
    line('Substituir produtos', order.allowsSubstitution ? 'Sim' : 'Não'),
    line('Observação', order.note),
    '</div><div class="block"><h2>Pagamento e entrega</h2>',
    line('Forma de pagamento', order.paymentMethod?.description),
    showsCovenant(order.paymentMethod?.id) ? line('Código do convênio', order.covenantCode) : '',
    line('Entrega', `${formatDate(order.deliveryDate)} ${window}`),
    line('Tipo', order.type === 'L' ? 'Retirada na Loja' : 'Entrega'),
    line('Endereço', addressLine(order)),
    order.type === 'E' && order.address?.complement ? line('Complemento', order.address.complement) : '',
    // Left out for users who may not see them: the gateway answers null, which would read as 'nobody'.
    showStaff ? line('Separador', order.picker?.name) : '',
    showStaff ? line('Entregador', order.deliveryman?.name) : '',
    '</div>',
  ].join('');
}

export function itemTable(items: readonly ItemRow[], view: QuantityView, mode: PrintMode): string {
  const rows = withSpacers(items, mode)
    .map((row) => {
      if (row.kind === 'spacer') return '<tr class="spacer"><td colspan="6"></td></tr>';
      const { item } = row;
      return `<tr><td>${row.position}</td><td>${e(item.product.code)}</td><td>${e(item.product.description)}</td><td>${e(
        item.product.unit,
      )}</td><td class="num">${e(formatQuantity(shownQuantity(item, view)))}</td><td class="num">${e(formatMoney(lineValue(item, view)))}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>#</th><th>Código</th><th>Descrição</th><th>Un</th><th class="num">${
    view === 'picked' ? 'Qtd. separada' : 'Qtd. pedida'
  }</th><th class="num">Valor</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><td colspan="5">Total (${itemCountText(
    items.length,
  )})</td><td class="num">${e(formatMoney(itemsTotal(items, view)))}</td></tr></tfoot></table>`;
}

/** Which items a sheet lists: the picked view hides missing ones; 'limited' keeps limited-offer items. */
export function printedItems(items: readonly ItemRow[], options: PrintOptions): ItemRow[] {
  const shown = visibleForView(items, options.quantity);
  return options.kind === 'limited' ? shown.filter((item) => item.limited) : shown;
}

/** One sheet's content (the branch name, the title line and the blocks), without the document around it. */
function sheetBody(order: OrderHeader_OrderFragment, items: readonly ItemRow[], options: PrintOptions, title: string): string {
  const table = itemTable(printedItems(items, options), options.quantity, options.kind === 'full' ? 'full' : 'partial');
  return `${sheetTitle(order, title)}${headerBlocks(order, options.quantity, options.showStaff)}${table}`;
}

export const sheetTitle = (order: Pick<OrderHeader_OrderFragment, 'id' | 'branch'>, title: string) =>
  `<h1>${e(order.branch.name)}</h1><div>${e(title)} - Pedido ${e(order.id)}</div>`;

export const printDocument = (documentTitle: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${e(documentTitle)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

export function buildOrderPrint(order: OrderHeader_OrderFragment, items: readonly ItemRow[], options: PrintOptions): string {
  const title = options.kind === 'section' && options.sectionName ? `${PRINT_TITLES.section}: ${options.sectionName}` : PRINT_TITLES[options.kind];
  return printDocument(`${title} - Pedido ${order.id}`, sheetBody(order, items, options, title));
}

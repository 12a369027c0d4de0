import { describe, expect, it } from 'vitest';
import { makeItem, makeOrderHeader, makeSlipOrder } from '../testData';
import { buildDeliverySlips, orderUrl, qrSvg, slipSheet } from './deliverySlip';

const count = (html: string, needle: string) => html.split(needle).length - 1;
const money = (text: string) => text.replace(/\u00a0/g, ' ');
const invoiced = { ...makeOrderHeader().amounts, invoiced: '1484.66', toCharge: '1484.66', toChargeFrom: 'INVOICED' as const, additionalShare: '1150.08' };

describe('slipSheet', () => {
  const missing = makeItem({ missing: true, product: { ...makeItem().product, description: 'FEIJÃO' } });
  const order = makeSlipOrder({
    id: '104',
    amounts: { ...invoiced, changeFor: '1500.00', changeDue: '15.34' },
    items: { items: [makeItem(), missing, ...Array.from({ length: 9 }, () => makeItem())] },
    additionalOrders: [{ id: '105', invoiceNumber: '9005', items: { items: [makeItem({ product: { ...makeItem().product, description: 'ARROZ' } })] } }],
  });
  const html = money(slipSheet(order, true, '<svg></svg>'));

  it('charges the ERP invoice of the order and its additional orders, naming both as volumes', () => {
    expect(html).toContain('<strong>Valor a cobrar:</strong> <strong>R$ 1.484,66</strong> (valor faturado pelo ERP, pedidos 104 e 105)');
    expect(html).toContain('<strong>Volumes:</strong> 2 (pedidos 104 e 105)');
    expect(html).toContain('<strong>Pedidos adicionais (valor separado):</strong> R$ 1.150,08');
  });

  it('prints the change due for the troco note', () => {
    expect(html).toContain('<strong>Troco para R$ 1.500,00:</strong> R$ 15,34');
  });

  it("lists the order's separated items with spacing rows and a total, then the additional order's under its heading", () => {
    expect(html).not.toContain('FEIJÃO');
    expect(html).toContain('<h2>Pedido adicional 105 - Orçamento 9005</h2>');
    expect(html.indexOf('ARROZ')).toBeGreaterThan(html.indexOf('Pedido adicional 105'));
    expect(html).toContain('Total (10 itens)');
    expect(html).toContain('Total (1 item)');
    // 10 items in the full rule (after 3, then 10): one spacer, before the 10th item only after the 3rd
    expect(count(html, 'class="spacer"')).toBe(1);
    expect(html).toContain('Qtd. separada');
  });

  it('lists the ordered quantities before picking, missing items included', () => {
    const before = slipSheet({ ...order, amounts: { ...order.amounts, toChargeFrom: 'ORDERED' } }, true, '');
    expect(before).toContain('FEIJÃO');
    expect(before).toContain('Qtd. pedida');
  });

  it('says when the troco note does not cover the amount, and nothing without a note', () => {
    const short = slipSheet({ ...order, amounts: { ...order.amounts, changeFor: '100.00', changeDue: null } }, true, '');
    expect(money(short)).toContain('<strong>Troco para R$ 100,00:</strong> valor não cobre o pedido');
    expect(slipSheet(makeSlipOrder(), true, '')).not.toContain('Troco');
  });

  it('leaves out picker and deliveryman for users who may not see them', () => {
    const hidden = slipSheet(makeSlipOrder({ picker: null, deliveryman: null }), false, '');
    expect(hidden).not.toContain('Separador');
    expect(slipSheet(makeSlipOrder(), true, '')).toContain('<strong>Separador:</strong> João');
  });
});

describe('orderUrl and qrSvg', () => {
  it("links an open order to its board's details and a finished one to its list", () => {
    expect(orderUrl({ id: '6', status: 'E' }, 'https://painel.example')).toBe('https://painel.example/dashboard/pedido/?pedido=6');
    expect(orderUrl({ id: '6', status: 'V' }, 'https://painel.example')).toBe('https://painel.example/dashboard/pedidosconcluidos/?pedido=6');
  });

  it('draws the QR code as inline SVG', async () => {
    const svg = await qrSvg('https://painel.example/dashboard/pedido/?pedido=6');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
  });
});

describe('buildDeliverySlips', () => {
  const orders = ['101', '102', '103'].map((id) => makeSlipOrder({ id }));

  it('makes one sheet per order, in order, each after the first on a new page, each with its QR code', async () => {
    const html = await buildDeliverySlips(orders, true, 'http://localhost:4000');
    expect(count(html, '<section class="sheet">')).toBe(3);
    expect(count(html, '<!doctype html>')).toBe(1);
    expect(count(html, '<div class="qr"')).toBe(3);
    const positions = orders.map((order) => html.indexOf(`Comanda de entrega - Pedido ${order.id}`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('.sheet + .sheet { break-before: page; page-break-before: always; }');
    expect(html).toContain('<title>Comanda de entrega - 3 pedidos</title>');
  });

  it('titles a single slip with its order', async () => {
    expect(await buildDeliverySlips([orders[0]], true, '')).toContain('<title>Comanda de entrega - Pedido 101</title>');
  });
});

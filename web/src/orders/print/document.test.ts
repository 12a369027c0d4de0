import { describe, expect, it } from 'vitest';
import { makeItem, makeOrderHeader } from '../testData';
import { buildOrderPrint, printedItems } from './document';

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('buildOrderPrint', () => {
  const items = Array.from({ length: 12 }, (_, i) => makeItem({ limited: i < 7, missing: i === 0 }));

  it('carries the branch name in the header and escapes customer text', () => {
    const html = buildOrderPrint(makeOrderHeader(), items, { kind: 'full', quantity: 'ordered', showStaff: true });
    expect(html).toContain('<h1>Supermercado Centro</h1>');
    expect(html).toContain('Maria &lt;Souza&gt;');
    expect(html).not.toContain('<Souza>');
    expect(html).toContain('Pedido Completo');
  });

  it('spaces the full print after item 3 and 10', () => {
    const html = buildOrderPrint(makeOrderHeader(), items, { kind: 'full', quantity: 'ordered', showStaff: true });
    expect(count(html, 'class="spacer"')).toBe(2);
  });

  it('picked view hides missing items; limited print keeps limited items with partial spacing', () => {
    expect(printedItems(items, { kind: 'full', quantity: 'picked', showStaff: true })).toHaveLength(11);
    const limited = printedItems(items, { kind: 'limited', quantity: 'picked', showStaff: true });
    expect(limited).toHaveLength(6);
    const html = buildOrderPrint(makeOrderHeader(), items, { kind: 'limited', quantity: 'picked', showStaff: true });
    expect(html).toContain('Itens em limitação');
    expect(count(html, 'class="spacer"')).toBe(1);
    expect(html).toContain('Total (6 itens)');
  });

  it('shows the covenant code only for payment methods 11 and 12', () => {
    const withCode = buildOrderPrint(makeOrderHeader(), [], { kind: 'full', quantity: 'ordered', showStaff: true });
    expect(withCode).toContain('CV-9');
    const card = makeOrderHeader({ paymentMethod: { id: '2', description: 'Cartão' } });
    expect(buildOrderPrint(card, [], { kind: 'full', quantity: 'ordered', showStaff: true })).not.toContain('CV-9');
  });

  it('prints pickup orders as Retirada na Loja', () => {
    const html = buildOrderPrint(makeOrderHeader({ type: 'L' }), [], { kind: 'full', quantity: 'ordered', showStaff: true });
    expect(html).toContain('Retirada na Loja');
    expect(html).not.toContain('Rua A');
  });

  it("says 'Total (1 item)' for one item", () => {
    const html = buildOrderPrint(makeOrderHeader(), [makeItem()], { kind: 'full', quantity: 'ordered', showStaff: true });
    expect(html).toContain('Total (1 item)');
    expect(html).not.toContain('1 itens');
  });

  it('leaves out picker and deliveryman for users who may not see them, instead of printing "-"', () => {
    const order = makeOrderHeader({ picker: null, deliveryman: null });
    const hidden = buildOrderPrint(order, [], { kind: 'full', quantity: 'ordered', showStaff: false });
    expect(hidden).not.toContain('Separador');
    expect(hidden).not.toContain('Entregador');
    const shown = buildOrderPrint(makeOrderHeader(), [], { kind: 'full', quantity: 'ordered', showStaff: true });
    expect(shown).toContain('<strong>Separador:</strong> João');
    expect(shown).toContain('<strong>Entregador:</strong> -');
  });
});

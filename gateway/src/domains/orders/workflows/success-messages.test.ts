// The success toasts a run's payload carries (docs/areas/orders.md#states): the web shows them as given.
import { describe, expect, it } from 'vitest';
import { successMessages } from './order-runs';

const UPDATED = 'Pedido Atualizado com Sucesso!';

describe('successMessages', () => {
  it("ends every status update with 'Pedido Atualizado com Sucesso!', after the step's own text", () => {
    expect(successMessages('status_change', { target: 'P' }, {})).toEqual([UPDATED]);
    expect(successMessages('status_change', { target: 'S', pickerId: '9' }, {})).toEqual(['Separador Adicionado com Sucesso!', UPDATED]);
    expect(successMessages('status_change', { target: 'E', deliverymanId: '3' }, {})).toEqual(['Entregador Adicionado com Sucesso!', UPDATED]);
    expect(successMessages('cancellation', { target: 'X', reason: 'Sem estoque' }, {})).toEqual([UPDATED]);
    expect(successMessages('completion', { target: 'V' }, {})).toEqual([UPDATED]);
  });

  it('names the ERP budget number once invoicing has it, and only the update before', () => {
    expect(successMessages('invoicing', { target: 'F' }, { 'erp.order': { numorcamento: 812 } })).toEqual([
      'Pedido Enviado para faturamento numero: 812',
      UPDATED,
    ]);
    expect(successMessages('invoicing', { target: 'F' }, {})).toEqual([UPDATED]);
  });

  it('a purchase cancelled in the loyalty platform is not a status update', () => {
    expect(successMessages('loyalty_cancellation', {}, {})).toEqual(['Pedido cancelado no Cresce Vendas com sucesso!']);
  });
});

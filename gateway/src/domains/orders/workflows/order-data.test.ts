import { describe, expect, it } from 'vitest';
import { orderIdOfSubject, orderSubject } from './order-data';
import { orderWriteBody, type OrderRecord } from '../../../upstreams/product-api/orders';

describe('order write body', () => {
  it('sends the spec fields as ids, never additional orders or items, with the changes on top', () => {
    const order: OrderRecord = {
      id: 5,
      codcli: { id: 9, codCli: null, cliente: 'A', cpf: null, player_id: null },
      datapedido: '2026-11-20',
      codfilial: { id: 1, codFilial: 17 },
      status: 'R',
      tipopedido: 'E',
      endereco: { id: 3 },
      horarioentrega: { id: 1, horaInicio: '08:00:00', horaFim: '10:00:00' },
      formapagamento: { id: 2, descricao: 'Cartão' },
      taxaentrega: '8.000',
      separador: null,
      entregador: { id: 4, nome: 'E', player_id: null },
      funcionario: null,
      numorcamento: null,
      numcupom: null,
      vltotal: '1',
      vltotalseparado: '1',
      valorSeparado: null,
      pedidoadicional: false,
      pedidoprincipal: null,
      adicionais: [],
    };
    expect(orderWriteBody(order, { status: 'S', separador: 7 })).toEqual({
      codcli: 9,
      codfilial: 17,
      horarioentrega: 1,
      formapagamento: 2,
      taxaentrega: '8.000',
      endereco: 3,
      funcionario: null,
      separador: 7,
      entregador: 4,
      status: 'S',
      numorcamento: null,
    });
  });

  it('names journal subjects after the order', () => {
    expect(orderSubject(12)).toBe('pedidos:12');
    expect(orderIdOfSubject('pedidos:12')).toBe(12);
    expect(orderIdOfSubject('pedido:12')).toBeNull();
    expect(orderIdOfSubject('cliente:12')).toBeNull();
  });
});

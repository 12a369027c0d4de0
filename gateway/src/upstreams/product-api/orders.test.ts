// An order is one shape in the gateway whichever way the product API sent it: foreign keys nested (its reads) or bare
// ids (a write's answer) become the same objects with their ids, and the write body sends the bare ids back.
import { describe, expect, it } from 'vitest';
import { orderWriteBody, toOrder, type OrderWire } from './orders';

const nestedRead: OrderWire = {
  id: 72,
  codcli: { id: 9, cliente: 'Maria', player_id: 'device-9' },
  codfilial: { id: 3, codFilial: '17', razaoSocial: 'LOJA CENTRO' },
  status: 'S',
  tipopedido: 'E',
  endereco: { id: 40, endereco: 'Rua A', numero: '10' },
  horarioentrega: { id: 2, horaInicio: '08:00:00', horaFim: '10:00:00' },
  datapedido: '2026-12-01',
  formapagamento: { id: 1, descricao: 'Dinheiro' },
  separador: { id: 4, nome: 'Ana' },
  entregador: null,
  vltotal: '10.00',
  adicionais: [{ id: 73, codcli: 9, codfilial: 17, status: 'S', tipopedido: 'E', datapedido: '2026-12-01', vltotal: '2.00' }],
};

const bareAnswer: OrderWire = { ...nestedRead, codcli: 9, codfilial: 17, endereco: 40, horarioentrega: 2, formapagamento: 1, separador: 4, adicionais: null };

describe('toOrder', () => {
  it('keeps what the API nested, with the branch code as a number', () => {
    const order = toOrder(nestedRead);
    expect(order.codcli).toEqual({ id: 9, cliente: 'Maria', player_id: 'device-9' });
    expect(order.codfilial).toEqual({ id: 3, codFilial: 17, razaoSocial: 'LOJA CENTRO' });
    expect(order.separador).toEqual({ id: 4, nome: 'Ana' });
    expect(order.entregador).toBeNull();
  });

  it('makes bare ids the same references with their ids, nested additional orders included', () => {
    const order = toOrder(bareAnswer);
    expect(order).toMatchObject({
      codcli: { id: 9 },
      codfilial: { codFilial: 17 },
      endereco: { id: 40 },
      horarioentrega: { id: 2 },
      formapagamento: { id: 1 },
      separador: { id: 4 },
      entregador: null,
    });
    expect(toOrder(nestedRead).adicionais?.[0]).toMatchObject({ id: 73, codcli: { id: 9 }, codfilial: { codFilial: 17 }, separador: null });
  });

  it('writes back bare ids whichever way the order was read', () => {
    const changes = { status: 'E', entregador: 5 };
    const fromNested = orderWriteBody(toOrder(nestedRead), changes);
    expect(fromNested).toEqual(orderWriteBody(toOrder(bareAnswer), changes));
    expect(fromNested).toMatchObject({
      codcli: 9,
      codfilial: 17,
      endereco: 40,
      horarioentrega: 2,
      formapagamento: 1,
      separador: 4,
      entregador: 5,
      status: 'E',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { statusChangeTexts, successToasts } from './statusTexts';
import { loadErrorToast } from './errors';
import { prefixedError } from '../lib/errors';

describe('statusChangeTexts', () => {
  it('uses the picker texts when assigning a picker', () => {
    expect(statusChangeTexts('S', { pickerId: '1' })).toEqual({
      errorPrefix: 'Erro ao Adicionar Separador: ',
      successText: 'Separador Adicionado com Sucesso!',
    });
  });

  it('uses the deliveryman texts when assigning a deliveryman', () => {
    expect(statusChangeTexts('E', { deliverymanId: '2' })).toEqual({
      errorPrefix: 'Erro ao Adicionar Entregador: ',
      successText: 'Entregador Adicionado com Sucesso!',
    });
  });

  it('uses the cancellation prefix for X and the generic one otherwise', () => {
    expect(statusChangeTexts('X', { reason: 'x' })).toEqual({ errorPrefix: 'Erro ao cancelar pedido: ' });
    expect(statusChangeTexts('E', {})).toEqual({ errorPrefix: 'Erro ao atualizar status do pedido: ' });
  });
});

describe('loadErrorToast', () => {
  it('prefixes the failure', () => {
    expect(loadErrorToast('timeout')).toEqual({ intent: 'danger', message: 'Erro ao carregar pedidos: timeout' });
  });
});

describe('successToasts', () => {
  it("ends every status change with 'Pedido Atualizado com Sucesso!' once", () => {
    expect(successToasts(undefined, 'Pedido Atualizado com Sucesso!')).toEqual(['Pedido Atualizado com Sucesso!']);
    expect(successToasts(undefined, null)).toEqual(['Pedido Atualizado com Sucesso!']);
  });

  it('shows the step text and the invoice number before it', () => {
    expect(successToasts('Separador Adicionado com Sucesso!', 'Pedido Atualizado com Sucesso!')).toEqual([
      'Separador Adicionado com Sucesso!',
      'Pedido Atualizado com Sucesso!',
    ]);
    expect(successToasts(undefined, 'Pedido Enviado para faturamento numero: 812')).toEqual([
      'Pedido Enviado para faturamento numero: 812',
      'Pedido Atualizado com Sucesso!',
    ]);
  });
});

describe('prefixedError', () => {
  it('prefixes a bare server text once, and leaves a message the gateway already worded alone', () => {
    const prefix = 'Erro ao cancelar pedido no Cresce Vendas: ';
    expect(prefixedError(prefix, 'timeout')).toBe('Erro ao cancelar pedido no Cresce Vendas: timeout');
    expect(prefixedError(prefix, 'Erro ao cancelar pedido no Cresce Vendas: Compra não encontrada.')).toBe(
      'Erro ao cancelar pedido no Cresce Vendas: Compra não encontrada.',
    );
  });
});
